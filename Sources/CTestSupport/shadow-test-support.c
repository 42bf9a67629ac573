/* Tests of what the host draws for the sheet against GTK's own drawing: the
 * shadow pieces and the corner clip. */
#include "bs-test-support.h"
#include "render-nodes.h"

#include <stdlib.h>

/* @node drawn at @scale over opaque grey, in an image as big as @area. */
static cairo_surface_t *
draw (GskRenderNode         *node,
      const graphene_rect_t *area,
      int                    scale)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, area->size.width * scale,
                                                       area->size.height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_set_source_rgb (cr, 0.8, 0.82, 0.85);
  cairo_paint (cr);
  cairo_translate (cr, -area->origin.x, -area->origin.y);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  return image;
}

static int
largest_difference (cairo_surface_t *a,
                    cairo_surface_t *b)
{
  int largest = 0;
  int height = cairo_image_surface_get_height (a), width = cairo_image_surface_get_width (a);

  for (int y = 0; y < height; y++)
    {
      const guchar *row_a = cairo_image_surface_get_data (a) + (gsize) y * cairo_image_surface_get_stride (a);
      const guchar *row_b = cairo_image_surface_get_data (b) + (gsize) y * cairo_image_surface_get_stride (b);
      for (int x = 0; x < width * 4; x++)
        largest = MAX (largest, abs (row_a[x] - row_b[x]));
    }
  return largest;
}

int
bs_test_shadow_pieces_difference (const GskRoundedRect *outline,
                                  const GdkRGBA        *color,
                                  float                 dx,
                                  float                 dy,
                                  float                 spread,
                                  float                 blur,
                                  int                   scale,
                                  guint                *rendered_looks)
{
  BsShadowPieces *pieces = bs_shadow_pieces_new ();
  GskRenderNode *shadow = gsk_outset_shadow_node_new (outline, color, dx, dy, spread, blur);
  GskRenderNode *drawn = bs_shadow_pieces_replace (pieces, shadow, scale);
  int difference = -1;

  if (drawn != shadow)
    {
      graphene_rect_t area;
      cairo_surface_t *by_gtk, *by_pieces;

      gsk_render_node_get_bounds (shadow, &area);
      graphene_rect_inset (&area, -8, -8);
      by_gtk = draw (shadow, &area, scale);
      by_pieces = draw (drawn, &area, scale);
      difference = largest_difference (by_gtk, by_pieces);
      cairo_surface_destroy (by_gtk);
      cairo_surface_destroy (by_pieces);
    }
  if (rendered_looks)
    {
      GskRoundedRect bigger = *outline;
      GskRenderNode *other, *other_drawn;

      bigger.bounds.size.width += 100;
      bigger.bounds.size.height += 100;
      other = gsk_outset_shadow_node_new (&bigger, color, dx, dy, spread, blur);
      other_drawn = bs_shadow_pieces_replace (pieces, other, scale);
      *rendered_looks = bs_shadow_pieces_get_rendered (pieces);
      gsk_render_node_unref (other_drawn);
      gsk_render_node_unref (other);
    }
  gsk_render_node_unref (drawn);
  gsk_render_node_unref (shadow);
  bs_shadow_pieces_free (pieces);
  return difference;
}

/* The children of @node that bs_test_count_nodes walks into: how many, and each. */
static guint
n_children (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      return gsk_container_node_get_n_children (node);
    case GSK_TRANSFORM_NODE:
    case GSK_CLIP_NODE:
    case GSK_ROUNDED_CLIP_NODE:
    case GSK_OPACITY_NODE:
    case GSK_REPEAT_NODE:
    case GSK_DEBUG_NODE:
      return 1;
    default:
      return 0;
    }
}

static GskRenderNode *
child (GskRenderNode *node,
       guint          i)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      return gsk_container_node_get_child (node, i);
    case GSK_TRANSFORM_NODE:
      return gsk_transform_node_get_child (node);
    case GSK_CLIP_NODE:
      return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE:
      return gsk_rounded_clip_node_get_child (node);
    case GSK_OPACITY_NODE:
      return gsk_opacity_node_get_child (node);
    case GSK_REPEAT_NODE:
      return gsk_repeat_node_get_child (node);
    case GSK_DEBUG_NODE:
      return gsk_debug_node_get_child (node);
    default:
      return NULL;
    }
}

guint
bs_test_count_nodes (GskRenderNode     *node,
                     GskRenderNodeType  type)
{
  guint count = gsk_render_node_get_node_type (node) == type ? 1 : 0;

  for (guint i = 0; i < n_children (node); i++)
    count += bs_test_count_nodes (child (node, i), type);
  return count;
}

GskRenderNode *
bs_test_first_node (GskRenderNode     *node,
                    GskRenderNodeType  type)
{
  if (gsk_render_node_get_node_type (node) == type)
    return node;
  for (guint i = 0; i < n_children (node); i++)
    {
      GskRenderNode *found = bs_test_first_node (child (node, i), type);
      if (found)
        return found;
    }
  return NULL;
}

/* bs_test_color_node_bounds() for a subtree translated by (@dx, @dy), counting on
 * from @found. */
static guint
color_node_bounds (GskRenderNode   *node,
                   const GdkRGBA   *color,
                   float            dx,
                   float            dy,
                   graphene_rect_t *bounds,
                   guint            max,
                   guint            found)
{
  if (gsk_render_node_get_node_type (node) == GSK_COLOR_NODE && gdk_rgba_equal (gsk_color_node_get_color (node), color))
    {
      if (found < max)
        {
          gsk_render_node_get_bounds (node, &bounds[found]);
          graphene_rect_offset (&bounds[found], dx, dy);
        }
      return found + 1;
    }
  if (gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE)
    {
      GskTransform *transform = gsk_transform_node_get_transform (node);
      float tx, ty;

      if (gsk_transform_get_category (transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
        return found;
      gsk_transform_to_translate (transform, &tx, &ty);
      return color_node_bounds (gsk_transform_node_get_child (node), color, dx + tx, dy + ty, bounds, max, found);
    }
  for (guint i = 0; i < n_children (node); i++)
    found = color_node_bounds (child (node, i), color, dx, dy, bounds, max, found);
  return found;
}

guint
bs_test_color_node_bounds (GskRenderNode   *node,
                           const GdkRGBA   *color,
                           graphene_rect_t *bounds,
                           guint            max)
{
  return color_node_bounds (node, color, 0, 0, bounds, max, 0);
}

guint
bs_test_color_nodes_at (GskRenderNode *node,
                        const GdkRGBA *color,
                        double         x,
                        double         y)
{
  guint n = bs_test_color_node_bounds (node, color, NULL, 0), count = 0;
  graphene_rect_t *bounds = g_new (graphene_rect_t, MAX (n, 1));
  graphene_point_t point = GRAPHENE_POINT_INIT (x, y);

  bs_test_color_node_bounds (node, color, bounds, n);
  for (guint i = 0; i < n; i++)
    count += graphene_rect_contains_point (&bounds[i], &point) ? 1 : 0;
  g_free (bounds);
  return count;
}

/* How many children of @node of @type there are, not looking further down. */
static guint
children_of_type (GskRenderNode     *node,
                  GskRenderNodeType  type)
{
  guint count = 0;

  if (gsk_render_node_get_node_type (node) != GSK_CONTAINER_NODE)
    return gsk_render_node_get_node_type (node) == type ? 1 : 0;
  for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
    count += gsk_render_node_get_node_type (gsk_container_node_get_child (node, i)) == type ? 1 : 0;
  return count;
}

int
bs_test_corner_clip_difference (GskRenderNode *sheet,
                                int            width,
                                int            height,
                                gboolean      *same_node,
                                guint         *rectangles,
                                guint         *rounded)
{
  GskRenderNode *clipped = bs_render_nodes_clip_corners_only (sheet);
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, width, height);
  cairo_surface_t *by_gtk = draw (sheet, &area, 1), *drawn = draw (clipped, &area, 1);
  int difference = largest_difference (by_gtk, drawn);

  if (same_node != NULL)
    *same_node = clipped == sheet;
  if (rectangles != NULL)
    *rectangles = children_of_type (clipped, GSK_CLIP_NODE);
  if (rounded != NULL)
    *rounded = children_of_type (clipped, GSK_ROUNDED_CLIP_NODE);
  cairo_surface_destroy (by_gtk);
  cairo_surface_destroy (drawn);
  gsk_render_node_unref (clipped);
  return difference;
}

guint
bs_test_count_nodes_inside (GskRenderNode     *node,
                            GskRenderNodeType  type,
                            GskRenderNodeType  inside)
{
  guint count = 0;

  if (gsk_render_node_get_node_type (node) == inside)
    return bs_test_count_nodes (node, type) - (inside == type ? 1 : 0);
  for (guint i = 0; i < n_children (node); i++)
    count += bs_test_count_nodes_inside (child (node, i), type, inside);
  return count;
}
