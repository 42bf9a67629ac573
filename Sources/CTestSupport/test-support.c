#include "bs-test-support.h"

#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

guint64
bs_test_x11_window_id (GtkWidget *window)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface;

  g_return_val_if_fail (GTK_IS_NATIVE (window), 0);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  /* GTK 4.18 deprecates all of GDK's X11 API, with nothing in its place: on X11 the
   * window's id is still what xdotool moves it by. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (surface != NULL && GDK_IS_X11_SURFACE (surface))
    return gdk_x11_surface_get_xid (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  return 0;
}

void
bs_test_emit_drag (GtkGesture *gesture,
                   const char *signal,
                   double      x,
                   double      y)
{
  g_return_if_fail (GTK_IS_GESTURE_DRAG (gesture));
  g_return_if_fail (signal != NULL);
  /* All three take two doubles; any other signal would read garbage
   * arguments from the va_list, so refuse it here. */
  g_return_if_fail (strcmp (signal, "drag-begin") == 0 ||
                    strcmp (signal, "drag-update") == 0 ||
                    strcmp (signal, "drag-end") == 0);

  g_signal_emit_by_name (gesture, signal, x, y);
}

GtkWindow *
bs_test_widget_as_window (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WINDOW (widget), NULL);

  return GTK_WINDOW (widget);
}

GObject *
bs_test_as_object (gpointer instance)
{
  g_return_val_if_fail (G_IS_OBJECT (instance), NULL);

  return G_OBJECT (instance);
}

GtkStyleProvider *
bs_test_css_provider_as_style_provider (GtkCssProvider *provider)
{
  g_return_val_if_fail (GTK_IS_CSS_PROVIDER (provider), NULL);

  return GTK_STYLE_PROVIDER (provider);
}

void
bs_test_emit_scroll_edge (GtkEventController *controller,
                          const char         *signal)
{
  g_return_if_fail (GTK_IS_EVENT_CONTROLLER_SCROLL (controller));
  g_return_if_fail (g_str_equal (signal, "scroll-begin") || g_str_equal (signal, "scroll-end"));
  g_signal_emit_by_name (controller, signal);
}

gboolean
bs_test_emit_scroll (GtkEventController *controller,
                     double              dx,
                     double              dy)
{
  gboolean handled = FALSE;

  g_return_val_if_fail (GTK_IS_EVENT_CONTROLLER_SCROLL (controller), FALSE);
  g_signal_emit_by_name (controller, "scroll", dx, dy, &handled);
  return handled;
}

gboolean
bs_test_emit_key_pressed (GtkEventController *controller,
                          guint               keyval)
{
  gboolean handled = FALSE;

  g_return_val_if_fail (GTK_IS_EVENT_CONTROLLER_KEY (controller), FALSE);
  g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
  return handled;
}

GtkWidget *
bs_widget_cast (gpointer instance)
{
  return GTK_WIDGET (instance);
}

BsBottomSheet *
bs_bottom_sheet_cast (gpointer instance)
{
  return BS_BOTTOM_SHEET (instance);
}
