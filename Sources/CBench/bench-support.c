#include "bench-support.h"

GtkGesture *
bench_find_drag_gesture (GtkWidget *widget)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  GtkGesture *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      GObject *controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        found = GTK_GESTURE (controller);
      g_object_unref (controller);  /* the widget keeps it alive */
    }
  g_object_unref (controllers);
  return found;
}

void
bench_emit_drag (GtkGesture *gesture,
                 const char *signal,
                 double      x,
                 double      y)
{
  g_signal_emit_by_name (gesture, signal, x, y);
}
