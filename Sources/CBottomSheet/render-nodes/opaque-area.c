/* What the sheet paints opaque: see render-nodes.h. */
#include "render-nodes.h"
#include "gtk-versions.h"

/* The first child of the container @container that is not an outset shadow; NULL if
 * there is none. */
static GskRenderNode *
first_past_shadows (GskRenderNode *container)
{
  guint i;

  for (i = 0; i < gsk_container_node_get_n_children (container); i++)
    {
      GskRenderNode *child = gsk_container_node_get_child (container, i);

      if (gsk_render_node_get_node_type (child) != GSK_OUTSET_SHADOW_NODE)
        return child;
    }
  return NULL;
}

/* Where @sheet (the sheet's own node, for a sheet @width × @height) paints one
 * opaque colour: its CSS background, which GTK draws first in the sheet's node, after
 * the outset shadows, as a colour node covering the sheet, clipped to the rounded
 * border box when it has corners, in a container of their own or not
 * (bs_widget_node_background_parent). Between its top and bottom corners the whole
 * width is covered. Any other shape (an image, a gradient, a translucent colour, an
 * opacity over the sheet, no background) leaves it unknown: FALSE. */
gboolean
bs_render_nodes_opaque_area (GskRenderNode   *sheet,
                             int              width,
                             int              height,
                             graphene_rect_t *area)
{
  GskRenderNode *background, *color;
  graphene_rect_t bounds, whole = GRAPHENE_RECT_INIT (0, 0, width, height);
  float top = 0, bottom = 0;

  if (gsk_render_node_get_node_type (sheet) != GSK_CONTAINER_NODE || gsk_container_node_get_n_children (sheet) == 0)
    return FALSE;
  background = first_past_shadows (bs_widget_node_background_parent (sheet));
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
