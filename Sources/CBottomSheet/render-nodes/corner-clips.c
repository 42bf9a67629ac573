/* The rounded corners, clipped only where they are: see render-nodes.h. */
#include "render-nodes.h"

/* The clip GTK put around the sheet's parts: the last rounded clip among the
 * children of the sheet's node (before it come the CSS shadows and background,
 * itself a rounded clip around a colour when the sheet has corners; after it only
 * an outline). -1: none. */
static int
overflow_clip_index (GskRenderNode *sheet)
{
  for (int i = (int) gsk_container_node_get_n_children (sheet) - 1; i >= 0; i--)
    if (gsk_render_node_get_node_type (gsk_container_node_get_child (sheet, i)) == GSK_ROUNDED_CLIP_NODE)
      return i;
  return -1;
}

/* Whether @part lies wholly below the top corners of @clip and above its bottom
 * ones, where the rounded box is its rectangle. */
static gboolean
between_corners (GskRenderNode        *part,
                 const GskRoundedRect *clip)
{
  graphene_rect_t bounds;
  float top = MAX (clip->corner[GSK_CORNER_TOP_LEFT].height, clip->corner[GSK_CORNER_TOP_RIGHT].height);
  float bottom = MAX (clip->corner[GSK_CORNER_BOTTOM_LEFT].height, clip->corner[GSK_CORNER_BOTTOM_RIGHT].height);

  gsk_render_node_get_bounds (part, &bounds);
  return bounds.origin.y >= clip->bounds.origin.y + top
         && bounds.origin.y + bounds.size.height <= clip->bounds.origin.y + clip->bounds.size.height - bottom;
}

/* @parts from @from up to @to, under the rectangle of @clip or under @clip. */
static GskRenderNode *
clipped_run (GskRenderNode        **parts,
             guint                  from,
             guint                  to,
             const GskRoundedRect  *clip,
             gboolean               rectangle)
{
  GskRenderNode *run, *clipped;

  run = to - from == 1 ? gsk_render_node_ref (parts[from]) : gsk_container_node_new (parts + from, to - from);
  clipped = rectangle ? gsk_clip_node_new (run, &clip->bounds) : gsk_rounded_clip_node_new (run, clip);
  gsk_render_node_unref (run);
  return clipped;
}

GskRenderNode *
bs_render_nodes_clip_corners_only (GskRenderNode *sheet)
{
  GskRenderNode *overflow, *inside, **parts, *result;
  const GskRoundedRect *clip;
  GPtrArray *children;
  guint n_parts, from;
  gboolean several, *inner, any = FALSE;
  int index;

  if (gsk_render_node_get_node_type (sheet) != GSK_CONTAINER_NODE || (index = overflow_clip_index (sheet)) < 0)
    return gsk_render_node_ref (sheet);
  overflow = gsk_container_node_get_child (sheet, index);
  clip = gsk_rounded_clip_node_get_clip (overflow);
  inside = gsk_rounded_clip_node_get_child (overflow);
  /* GtkSnapshot makes no container for a single node. */
  several = gsk_render_node_get_node_type (inside) == GSK_CONTAINER_NODE;
  n_parts = several ? gsk_container_node_get_n_children (inside) : 1;
  parts = g_new (GskRenderNode *, MAX (n_parts, 1));
  /* Whether each part lies between the corners, found once. */
  inner = g_new (gboolean, MAX (n_parts, 1));
  for (guint i = 0; i < n_parts; i++)
    {
      parts[i] = several ? gsk_container_node_get_child (inside, i) : inside;
      inner[i] = between_corners (parts[i], clip);
      any = any || inner[i];
    }
  if (!any)
    {
      g_free (parts);
      g_free (inner);
      return gsk_render_node_ref (sheet);
    }

  children = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  for (int i = 0; i < (int) gsk_container_node_get_n_children (sheet); i++)
    {
      if (i != index)
        {
          g_ptr_array_add (children, gsk_render_node_ref (gsk_container_node_get_child (sheet, i)));
          continue;
        }
      /* Runs of neighbouring parts under the same clip, in the parts' order. */
      from = 0;
      for (guint part = 1; part <= n_parts; part++)
        if (part == n_parts || inner[part] != inner[from])
          {
            g_ptr_array_add (children, clipped_run (parts, from, part, clip, inner[from]));
            from = part;
          }
    }
  result = gsk_container_node_new ((GskRenderNode **) children->pdata, children->len);
  g_ptr_array_unref (children);
  g_free (parts);
  g_free (inner);
  return result;
}
