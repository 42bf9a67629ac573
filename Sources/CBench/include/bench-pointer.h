/* Real pointer input for the benchmark's drags: XTest events on the X display
 * GDK uses, so that every contender's gesture sees a real event sequence (press,
 * motions with their times, release), as from a mouse. X11 only: elsewhere (or
 * without the XTEST extension) bench_pointer_available () is FALSE and the other
 * functions must not be called. */
#ifndef BENCH_POINTER_H
#define BENCH_POINTER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether @widget's display is an X11 display with the XTEST extension. */
gboolean bench_pointer_available (GtkWidget *widget);
/* Where the point (@x, @y) of @widget (in its own coordinates) is on the X
 * screen, in @root_x, @root_y; FALSE if @widget is not in a realized window. */
gboolean bench_pointer_to_screen (GtkWidget *widget,
                                  double     x,
                                  double     y,
                                  int       *root_x,
                                  int       *root_y);
/* Moves the pointer to (@root_x, @root_y) on the screen of @widget's display. */
void     bench_pointer_move      (GtkWidget *widget,
                                  int        root_x,
                                  int        root_y);
/* Presses (@pressed TRUE) or releases the first button where the pointer is. */
void     bench_pointer_button    (GtkWidget *widget,
                                  gboolean   pressed);

G_END_DECLS

#endif /* BENCH_POINTER_H */
