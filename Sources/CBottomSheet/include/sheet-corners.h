/* The sheet's rounded corners, clipped only where they are.
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
 * (docs/benchmark-notes.md, "The rounded corners").
 *
 * The rounded box stays the one GTK made from the sheet's CSS: it is read from the
 * sheet's node, whatever radii the theme gives. Used with GTK's Cairo renderer only
 * (bs_sheet_render_in_host).
 */
#ifndef BS_SHEET_CORNERS_H
#define BS_SHEET_CORNERS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @sheet (the node GTK made for the sheet) with its parts clipped as above.
 * Returns a new reference: @sheet itself when no part lies between the corners,
 * or the node is not one GTK made with a rounded clip around the parts. */
GskRenderNode *bs_sheet_clip_corners_only (GskRenderNode *sheet);

G_END_DECLS

#endif
