/* What differs between GTK versions, for the C half: see gtk-versions.h. */
#include "gtk-versions.h"

#include <math.h>

void
bs_widget_get_color (GtkWidget *widget,
                     GdkRGBA   *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

void
bs_widget_pixel_grid (GtkWidget *widget,
                      double    *scale,
                      double    *x,
                      double    *y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  double surface_x = 0, surface_y = 0;

  *scale = 1;
  *x = 0;
  *y = 0;
  if (surface == NULL)
    return;
#if GTK_CHECK_VERSION (4, 12, 0)
  graphene_point_t origin;

  *scale = gdk_surface_get_scale (surface);
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (0, 0), &origin))
    return;
  *x = origin.x;
  *y = origin.y;
#else
  *scale = gdk_surface_get_scale_factor (surface);
  if (!gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), 0, 0, x, y))
    return;
#endif
  /* The native's own surface transform: where its widgets start in the surface (the
   * window's client-side shadow). */
  gtk_native_get_surface_transform (native, &surface_x, &surface_y);
  *x += surface_x;
  *y += surface_y;
}

void
bs_css_provider_load (GtkCssProvider *provider,
                      const char     *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

gboolean
bs_widget_lookup_color (GtkWidget  *widget,
                        const char *name,
                        GdkRGBA    *color)
{
  gboolean found;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  found = gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return found;
}

/* @child repeated over @bounds as copies of it, each moved by a whole number of
 * @child_bounds' sizes, in a clip of @bounds: what a repeat node draws. */
static GskRenderNode *
tiled_copies (const graphene_rect_t *bounds,
              GskRenderNode         *child,
              const graphene_rect_t *child_bounds)
{
  float width = child_bounds->size.width, height = child_bounds->size.height;
  float first_x = child_bounds->origin.x + floorf ((bounds->origin.x - child_bounds->origin.x) / width) * width;
  float first_y = child_bounds->origin.y + floorf ((bounds->origin.y - child_bounds->origin.y) / height) * height;
  GPtrArray *copies = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  GskRenderNode *container, *clipped;

  for (float y = first_y; y < bounds->origin.y + bounds->size.height; y += height)
    for (float x = first_x; x < bounds->origin.x + bounds->size.width; x += width)
      {
        GskTransform *move = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x - child_bounds->origin.x,
                                                                                  y - child_bounds->origin.y));

        g_ptr_array_add (copies, gsk_transform_node_new (child, move));
        gsk_transform_unref (move);
      }
  container = gsk_container_node_new ((GskRenderNode **) copies->pdata, copies->len);
  g_ptr_array_unref (copies);
  clipped = gsk_clip_node_new (container, bounds);
  gsk_render_node_unref (container);
  return clipped;
}

GskRenderNode *
bs_repeat_node_new (const graphene_rect_t *bounds,
                    GskRenderNode         *child,
                    const graphene_rect_t *child_bounds,
                    int                    scale)
{
  GskRenderNode *repeat, *clipped;

  if (gtk_get_minor_version () > 18 && scale > 1 && child_bounds->size.width > 0 && child_bounds->size.height > 0)
    return tiled_copies (bounds, child, child_bounds);
  repeat = gsk_repeat_node_new (bounds, child, child_bounds);
  if (gtk_get_minor_version () >= 18)
    return repeat;
  clipped = gsk_clip_node_new (repeat, bounds);
  gsk_render_node_unref (repeat);
  return clipped;
}

int
bs_shadow_corner_reach (int   extent,
                        float offset,
                        float radius,
                        float spread)
{
  float blur_reach = extent + fabsf (offset) + fabsf (spread);

  return extent + (int) ceilf (fabsf (offset) + radius + fabsf (spread) + blur_reach) + 2;
}

GskRenderNode *
bs_image_node_new (cairo_surface_t *image,
                   int              x,
                   int              y,
                   int              width,
                   int              height)
{
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);

  cairo_set_source_surface (cr, image, -x, -y);
  cairo_paint (cr);
  cairo_destroy (cr);
  return node;
}

GskRenderNode *
bs_widget_node_background_parent (GskRenderNode *node)
{
  GskRenderNode *first;

  if (gsk_render_node_get_node_type (node) != GSK_CONTAINER_NODE || gsk_container_node_get_n_children (node) == 0)
    return node;
  first = gsk_container_node_get_child (node, 0);
  return gsk_render_node_get_node_type (first) == GSK_CONTAINER_NODE ? first : node;
}

GtkAccessibleRole
bs_container_accessible_role (void)
{
  return GTK_ACCESSIBLE_ROLE_GROUP;
}
