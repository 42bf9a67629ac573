/* The GTK calls that differ between GTK versions: see gtk-versions.h. This is the
 * one file of the project's code that may use a call newer than GTK 4.8 (Package.swift
 * caps the others at 4.8 with GDK_VERSION_MAX_ALLOWED), each under GTK_CHECK_VERSION. */
#undef GDK_VERSION_MAX_ALLOWED
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
