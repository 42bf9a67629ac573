/* What differs between the GTK versions the project builds against and runs on (4.8
 * to 4.18), for the C half, one function each: a call that differs, chosen when
 * compiling (GTK_CHECK_VERSION), the newer call where the headers have it, the older
 * one before; a difference in GTK's behaviour, asked of the running GTK
 * (gtk_get_minor_version), since a library built on 4.8 runs on 4.18 too. The Swift
 * half's are in Sources/GtkHelpers/GtkVersions.swift. */
#ifndef BS_GTK_VERSIONS_H
#define BS_GTK_VERSIONS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget's CSS `color` into @color. GTK 4.10 has gtk_widget_get_color() and
 * deprecates the style context it was read from before. */
void     bs_widget_get_color      (GtkWidget      *widget,
                                   GdkRGBA        *color);

/* Loads @css (NUL-terminated) into @provider. GTK 4.12 has
 * gtk_css_provider_load_from_string() and deprecates load_from_data(). */
void     bs_css_provider_load     (GtkCssProvider *provider,
                                   const char     *css);

/* The theme's named colour @name ("theme_bg_color") as @widget's style sees it into
 * @color; FALSE when the theme has none. GTK 4.10 deprecates named colours with the
 * style context and has no other way to read one: the deprecated call stays, on every
 * GTK, until the sheet draws that colour from its own CSS. */
gboolean bs_widget_lookup_color   (GtkWidget      *widget,
                                   const char     *name,
                                   GdkRGBA        *color);

/* gsk_repeat_node_new (), painting only over @bounds, for drawing at @scale. GTK's
 * Cairo renderer before 4.18 (seen on 4.8) paints a repeat node over all of its
 * clip, past its bounds: the node is then put in a clip of its bounds. GTK 4.24's
 * (not 4.18's) repeats the child every two child sizes when it draws at a scale of
 * 2, leaving a gap as long as the child between copies (whatever the child: a
 * Cairo, colour or texture node): there the copies are made as nodes of their own.
 * The shadow's sides are repeat nodes (render-nodes/shadow-pieces.c);
 * ShadowPiecesTests compares them with GTK's own drawing, at scales 1 and 2. */
GskRenderNode *bs_repeat_node_new (const graphene_rect_t *bounds,
                                   GskRenderNode         *child,
                                   const graphene_rect_t *child_bounds,
                                   int                    scale);

G_END_DECLS

#endif /* BS_GTK_VERSIONS_H */
