/* What the benchmark needs from GTK that Swift cannot call: the variadic
 * g_signal_emit_by_name, to drive the sheet's own drag gesture one step per
 * frame, and a type check that is a macro in C. */
#ifndef BS_BENCH_SUPPORT_H
#define BS_BENCH_SUPPORT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The first GtkGestureDrag among `widget`'s controllers, or NULL (transfer none). */
GtkGesture *bench_find_drag_gesture (GtkWidget  *widget);
/* g_signal_emit_by_name (gesture, signal, x, y) for drag-begin/-update/-end. */
void        bench_emit_drag         (GtkGesture *gesture,
                                     const char *signal,
                                     double      x,
                                     double      y);

G_END_DECLS

#endif
