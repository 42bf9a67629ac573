/* What differs between the GTK versions the project builds against and runs on (4.8
 * to 4.24), for the C half, one function each: a call that differs, chosen when
 * compiling (GTK_CHECK_VERSION), the newer call where the headers have it, the older
 * one before; a difference in GTK's behaviour, asked of the running GTK
 * (gtk_get_minor_version) or told by what GTK made, since a library built on 4.8 runs
 * on 4.24 too; a way around one GTK's behaviour that is harmless on the others, done
 * on every GTK. The Swift half's are in Sources/GtkHelpers/GtkVersions.swift. */
#ifndef BS_GTK_VERSIONS_H
#define BS_GTK_VERSIONS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget's CSS `color` into @color. GTK 4.10 has gtk_widget_get_color() and
 * deprecates the style context it was read from before. */
void     bs_widget_get_color      (GtkWidget      *widget,
                                   GdkRGBA        *color);

/* The device pixels @widget is drawn on: how many per px (@scale: its surface's
 * scale, fractional at 125 % or 150 %), and where @widget's top left corner lies in
 * its surface (@x, @y, px). GTK 4.12 has gdk_surface_get_scale() (the fractional
 * scale; before it, surfaces have whole scale factors) and gtk_widget_compute_point()
 * (deprecating gtk_widget_translate_coordinates()). Scale 1 at the origin when
 * @widget is on no surface. Used by the scrim's pieces (SheetGeometry.scrimPieces);
 * shown by FractionalScaleTests. */
void     bs_widget_pixel_grid     (GtkWidget      *widget,
                                   double         *scale,
                                   double         *x,
                                   double         *y);

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

/* How far in from an outset shadow's bounds a corner of it reaches, on a side where
 * the shadow reaches @extent out of its outline, for the shadow's @offset across that
 * side, the corner's @radius and the shadow's @spread: past it, the shadow is the
 * same all along the side. The corner's curve (its radius, grown by the spread)
 * reaches that far into the side, and the blur carries it a blur's reach further (at
 * most the extent, offset and spread again); two pixels more for rounding. GTK 4.8's
 * Cairo renderer draws a side's part as one strip from the larger of the two on; a
 * renderer that blurs the whole shadow at once (GTK 4.18's) needs their sum, which
 * serves on every GTK. Shown by
 * ShadowPiecesTests.aShadowDrawnFromPiecesLooksLikeGtksOwnAndIsRenderedOnce: its
 * tight shadow differed by 3 on GTK 4.18 with the larger of the two. */
int            bs_shadow_corner_reach (int   extent,
                                       float offset,
                                       float radius,
                                       float spread);

/* A node at the origin, @width × @height, drawing @image (an image surface with its
 * device scale set) from (@x, @y) on. A Cairo node holding the image, not a texture
 * node: GTK 4.8's Cairo renderer converts a texture's pixels (through floats) each
 * time it draws one, 16 % of a frame in gdk_texture_download (BENCHMARKS.md, "The
 * pieces are Cairo nodes"). Done on every GTK: the sheet draws such images only for
 * GTK's Cairo renderer (GtkVersions.rendererRedrawsEveryNode). No test shows the cost;
 * ShadowPiecesTests.aShadowDrawnFromPiecesLooksLikeGtksOwnAndIsRenderedOnce shows
 * the shadow pieces drawn so. */
GskRenderNode *bs_image_node_new (cairo_surface_t *image,
                                  int              x,
                                  int              y,
                                  int              width,
                                  int              height);

/* The node that holds @node's CSS outset shadows and background as its first
 * children, where @node is the node GTK made for a widget. GTK 4.8 to 4.18 put them
 * in a container of their own, @node's first child (none for a background with no
 * shadow); GTK 4.24 puts them straight into @node. Told by the nodes' shape, on every
 * GTK. @node itself when it is no container or has no children. Shown by
 * ScrimTests.theScrimCoversTheContentOnceAndNothingUnderTheSheetsOpaquePart and
 * ScrimTests.aSheetWithNoShadowStillHidesWhatIsUnderIt. */
GskRenderNode *bs_widget_node_background_parent (GskRenderNode *node);

/* The accessible role of a widget that only holds others: GROUP. With GtkWidget's
 * default role (WIDGET) GTK 4.8 names such a widget after its type, and Orca read out
 * "BsBottomSheet". GROUP on every GTK. Shown by
 * AccessibilityTests.theSheetIsADialogNamedByItsTitle and test_atspi.py's
 * test_no_accessible_name_is_a_type_name. */
GtkAccessibleRole bs_container_accessible_role (void);

G_END_DECLS

#endif /* BS_GTK_VERSIONS_H */
