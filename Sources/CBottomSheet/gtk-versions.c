/* What differs between GTK versions, for the C half: see gtk-versions.h. */
#include "gtk-versions.h"

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

GskRenderNode *
bs_repeat_node_new (const graphene_rect_t *bounds,
                    GskRenderNode         *child,
                    const graphene_rect_t *child_bounds)
{
  GskRenderNode *repeat = gsk_repeat_node_new (bounds, child, child_bounds), *clipped;

  if (gtk_get_minor_version () >= 18)
    return repeat;
  clipped = gsk_clip_node_new (repeat, bounds);
  gsk_render_node_unref (repeat);
  return clipped;
}
