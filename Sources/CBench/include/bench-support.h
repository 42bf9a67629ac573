/* What the benchmark needs from GTK that Swift cannot call: the variadic
 * g_signal_emit_by_name, to drive the sheet's own drag gesture one step per
 * frame, a type check that is a macro in C, and a widget subclass. */
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

/* A widget that covers itself with one translucent colour node, whose alpha
 * the benchmark changes every frame: the floor of a frame in which every pixel
 * changes (repaint-floor.c). */
#define BENCH_TYPE_REPAINT_FLOOR (bench_repaint_floor_get_type ())
G_DECLARE_FINAL_TYPE (BenchRepaintFloor, bench_repaint_floor, BENCH, REPAINT_FLOOR, GtkWidget)

GtkWidget  *bench_repaint_floor_new       (void);
void        bench_repaint_floor_set_alpha (GtkWidget *widget,
                                           float      alpha);

G_END_DECLS

#endif
