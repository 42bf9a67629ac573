/* What the sheet paints opaque: see render-nodes.h. */
#include "render-nodes.h"

/* Where @sheet (the sheet's own node, for a sheet @width × @height) paints one
 * opaque colour: its CSS background, which GTK 4.8 draws first in the sheet's node
 * (after the outset shadows, in one container with them if there are any), as a
 * colour node covering the sheet, clipped to the rounded border box when it has
 * corners. Between its top and bottom corners the whole width is covered. Any other
 * shape (an image, a gradient, a translucent colour, an opacity over the sheet, no
 * background) leaves it unknown: FALSE. */
gboolean
bs_render_nodes_opaque_area (GskRenderNode   *sheet,
                             int              width,
                             int              height,
                             graphene_rect_t *area)
{
  GskRenderNode *box, *background = NULL, *color;
  graphene_rect_t bounds, whole = GRAPHENE_RECT_INIT (0, 0, width, height);
  float top = 0, bottom = 0;
  guint i;

  if (gsk_render_node_get_node_type (sheet) != GSK_CONTAINER_NODE || gsk_container_node_get_n_children (sheet) == 0)
    return FALSE;
  box = gsk_container_node_get_child (sheet, 0);
  /* GtkSnapshot makes no container for one node: a background with no shadow. */
  if (gsk_render_node_get_node_type (box) != GSK_CONTAINER_NODE)
    background = box;
  else
    for (i = 0; i < gsk_container_node_get_n_children (box); i++)
      {
        background = gsk_container_node_get_child (box, i);
        if (gsk_render_node_get_node_type (background) != GSK_OUTSET_SHADOW_NODE)
          break;
        background = NULL;
      }
  if (background == NULL)
    return FALSE;
  color = background;
  if (gsk_render_node_get_node_type (background) == GSK_ROUNDED_CLIP_NODE)
    {
      const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (background);

      color = gsk_rounded_clip_node_get_child (background);
      bounds = clip->bounds;
      top = MAX (clip->corner[GSK_CORNER_TOP_LEFT].height, clip->corner[GSK_CORNER_TOP_RIGHT].height);
      bottom = MAX (clip->corner[GSK_CORNER_BOTTOM_LEFT].height, clip->corner[GSK_CORNER_BOTTOM_RIGHT].height);
    }
  if (gsk_render_node_get_node_type (color) != GSK_COLOR_NODE || gsk_color_node_get_color (color)->alpha < 1)
    return FALSE;
  if (color == background)
    gsk_render_node_get_bounds (color, &bounds);
  else
    {
      graphene_rect_t painted;

      gsk_render_node_get_bounds (color, &painted);
      if (!graphene_rect_contains_rect (&painted, &bounds))
        return FALSE;
    }
  /* The background covers the sheet's border box, which is the whole sheet: anything
   * smaller is some other colour node. */
  if (!graphene_rect_equal (&bounds, &whole))
    return FALSE;
  graphene_rect_init (area, bounds.origin.x, bounds.origin.y + top,
                      bounds.size.width, MAX (0, bounds.size.height - top - bottom));
  return area->size.height > 0 && area->size.width > 0;
}
