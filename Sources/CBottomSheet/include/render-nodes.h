/* The render-node toolbox: given a node GTK made for the sheet, the same picture as
 * a node that GTK's Cairo renderer draws with less work, or what the node paints
 * opaque. Each call reads the node it is given and keeps nothing: the one cache,
 * the shadow pieces, is an object its caller owns and passes in. The Swift half
 * (SheetDriver+Drawing.swift) decides when to use them and keeps what they return
 * between frames.
 *
 * All three read the nodes GTK makes for a widget: its CSS box-shadows and background
 * first (the background a rounded clip around a colour when the widget has rounded
 * corners; where they lie: bs_widget_node_background_parent), then its children
 * under one rounded clip when its overflow is hidden. A node of any other shape is
 * returned as it is (or, for the opaque area, gives none).
 */
#ifndef BS_RENDER_NODES_H
#define BS_RENDER_NODES_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- the rounded corners, clipped only where they are (corner-clips.c) ----
 *
 * GTK clips the sheet's parts to its rounded padding box (overflow: hidden): one
 * rounded clip around all of them. Inside a rounded clip every draw pays for the
 * corners: GTK's GL renderer tests each pixel against them in its shaders, and its
 * Cairo renderer draws through a mask. Yet the corners only reach into a band at
 * the top (and one at the bottom, where the sheet has rounded bottom corners), and a
 * part lying wholly between the bands is cut by that clip exactly as by its
 * rectangle. So those parts are clipped to the rectangle, and only the parts that
 * reach into a band to the rounded box, in their own order: the same pixels, and the
 * list that fills most of the sheet draws as cheaply as outside one
 * (docs/benchmark-notes.md, "The rounded corners"). The rounded box stays the one
 * GTK made from the sheet's CSS, whatever radii the theme gives. */

/* @sheet (the node GTK made for the sheet) with its parts clipped as above.
 * Returns a new reference: @sheet itself when no part lies between the corners,
 * or the node is not one GTK made with a rounded clip around the parts. */
GskRenderNode  *bs_render_nodes_clip_corners_only (GskRenderNode *sheet);

/* ---- the CSS box-shadow, drawn from pieces rendered once (shadow-pieces.c) ----
 *
 * GTK's Cairo renderer rasterizes an outset shadow node again every frame it is
 * drawn: its blurred corners go through a transformed mask, about 40 % of the
 * instructions of a frame in which the sheet moves (docs/benchmark-notes.md).
 * The shadow of a rounded rectangle is the same along each straight side, so it
 * is cut into nine pieces: the four corners and a short tile of each side are
 * rendered once, by GTK itself (gsk_render_node_draw of an outset shadow node with
 * the same outline radii, colour, offset, spread and blur), and each frame places
 * the corners as images and repeats the side tiles along the sides. The middle
 * piece is inside the outline, where an outset shadow draws nothing. A shadow the
 * pieces cannot reproduce pixel for pixel (a position or size off the pixel grid,
 * a box too small for its corners) is left to GTK. */

typedef struct _BsShadowPieces BsShadowPieces;

/* An empty set of pieces: each shadow drawn fills it once for its look. */
BsShadowPieces *bs_shadow_pieces_new (void);
void            bs_shadow_pieces_free (BsShadowPieces *pieces);

/* @node with each outset shadow node among it and its containers' children
 * replaced by the pieces, rendered for @scale (the surface's scale factor) the
 * first time a look is seen. Returns a new reference: @node itself when nothing
 * was replaced. */
GskRenderNode  *bs_shadow_pieces_replace (BsShadowPieces *pieces,
                                          GskRenderNode  *node,
                                          int             scale);

/* How many looks have been rendered into pieces so far (for tests). */
guint           bs_shadow_pieces_get_rendered (BsShadowPieces *pieces);

/* ---- what the sheet paints opaque (opaque-area.c) ---- */

/* Where @sheet (the node GTK made for a sheet @width × @height) paints one opaque
 * colour: its CSS background, between its top and bottom rounded corners, across
 * its whole width. FALSE for any other background (an
 * image, a gradient, a translucent colour, an opacity over the sheet, none), or
 * where nothing is left between the corners. */
gboolean        bs_render_nodes_opaque_area (GskRenderNode   *sheet,
                                             int              width,
                                             int              height,
                                             graphene_rect_t *area);

G_END_DECLS

#endif
