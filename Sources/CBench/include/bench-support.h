/* What the benchmark needs from GTK that Swift cannot make: a widget subclass. */
#ifndef BS_BENCH_SUPPORT_H
#define BS_BENCH_SUPPORT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

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
