/* The sheet's CSS box-shadow, drawn from pieces rendered once.
 *
 * GTK's Cairo renderer rasterizes an outset shadow node again every frame it is
 * drawn: its blurred corners go through a transformed mask, about 40 % of the
 * instructions of a frame in which the sheet moves (docs/benchmark-notes.md).
 * The shadow of a rounded rectangle is the same along each straight side, so it
 * is cut into nine pieces: the four corners and a short tile of each side are
 * rendered once, by GTK itself (gsk_render_node_draw of an outset shadow node with
 * the same outline radii, colour, offset, spread and blur), and each frame places
 * the corners as images and repeats the side tiles along the sides. The middle
 * piece is inside the outline, where an outset shadow draws nothing.
 *
 * Used with the Cairo renderer only: GTK's GL renderer keeps its blurred shadows
 * between frames itself.
 *
 * What the theme asks for stays the source: the shadows are read from the nodes
 * GTK made from the sheet's CSS, and a shadow the pieces cannot reproduce pixel for
 * pixel (a position or size off the pixel grid, a box too small for its corners)
 * is left to GTK.
 */
#ifndef BS_SHEET_SHADOW_H
#define BS_SHEET_SHADOW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

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

G_END_DECLS

#endif
