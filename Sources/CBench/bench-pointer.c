/* Real pointer input for the benchmark: see bench-pointer.h. */
#include "bench-pointer.h"

#include <gdk/gdk.h>

/* GDK_WINDOWING_X11 says whether this GTK has its X11 backend (gdkconfig.h); the
 * XTest header comes with libXtst's development files, which the build links. Each
 * function has its X11 body, or fails as the header says where there is none. */
#if defined(GDK_WINDOWING_X11) && __has_include(<X11/extensions/XTest.h>)
#define BENCH_HAVE_XTEST 1
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

/* The Xlib display under @widget's GDK display, or NULL when it is not X11. */
static Display *
x_display (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  Display *xdisplay = NULL;

  /* GTK 4.18 deprecates its X11 backend's API; the benchmark's display is X11 (Xvfb). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (GDK_IS_X11_DISPLAY (display))
    xdisplay = gdk_x11_display_get_xdisplay (display);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return xdisplay;
}
#endif

gboolean
bench_pointer_available (GtkWidget *widget)
{
#ifdef BENCH_HAVE_XTEST
  Display *display = x_display (widget);
  int event_base, error_base, major, minor;

  return display != NULL
         && XTestQueryExtension (display, &event_base, &error_base, &major, &minor);
#else
  return FALSE;
#endif
}

gboolean
bench_pointer_to_screen (GtkWidget *widget,
                         double     x,
                         double     y,
                         int       *root_x,
                         int       *root_y)
{
#ifdef BENCH_HAVE_XTEST
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  graphene_point_t in = GRAPHENE_POINT_INIT (x, y), out;
  double surface_x, surface_y;
  Window child, xid;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS  /* as in x_display () */
  if (surface == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  xid = gdk_x11_surface_get_xid (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* Widget → native: the window's own coordinates, which start inside the surface
   * when GTK draws client-side shadows round it (the surface transform). */
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native), &in, &out))
    return FALSE;
  gtk_native_get_surface_transform (native, &surface_x, &surface_y);
  /* Surface → screen: the X server knows where the window is (with no window manager
   * on Xvfb, wherever GTK asked, but the server is asked rather than assumed). */
  return XTranslateCoordinates (x_display (widget), xid, DefaultRootWindow (x_display (widget)),
                                (int) (out.x + surface_x), (int) (out.y + surface_y),
                                root_x, root_y, &child);
#else
  g_return_val_if_reached (FALSE);
#endif
}

void
bench_pointer_move (GtkWidget *widget,
                    int        root_x,
                    int        root_y)
{
#ifdef BENCH_HAVE_XTEST
  Display *display = x_display (widget);

  /* Screen -1: the screen the pointer is on; CurrentTime: now, so the server stamps
   * each motion with the time it is sent, one frame after the last. */
  XTestFakeMotionEvent (display, -1, root_x, root_y, CurrentTime);
  XFlush (display);
#else
  g_return_if_reached ();
#endif
}

void
bench_pointer_button (GtkWidget *widget,
                      gboolean   pressed)
{
#ifdef BENCH_HAVE_XTEST
  Display *display = x_display (widget);

  XTestFakeButtonEvent (display, 1, pressed ? True : False, CurrentTime);
  XFlush (display);
#else
  g_return_if_reached ();
#endif
}
