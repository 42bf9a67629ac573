/* The floor of a frame that changes every pixel: a widget that draws one
 * window-sized translucent colour node over the window's background, with a
 * new alpha each frame. It is the least any dimming that follows a moving
 * panel can cost GTK on a given renderer and display, with nothing else drawn. */
#include "bench-support.h"

struct _BenchRepaintFloor
{
  GtkWidget parent_instance;
  float alpha;
};

G_DEFINE_FINAL_TYPE (BenchRepaintFloor, bench_repaint_floor, GTK_TYPE_WIDGET)

static void
bench_repaint_floor_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  BenchRepaintFloor *self = BENCH_REPAINT_FLOOR (widget);
  GdkRGBA color = { 0, 0, 0, self->alpha };
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  gtk_snapshot_append_color (snapshot, &color, &bounds);
}

static void
bench_repaint_floor_class_init (BenchRepaintFloorClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = bench_repaint_floor_snapshot;
}

static void
bench_repaint_floor_init (BenchRepaintFloor *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

GtkWidget *
bench_repaint_floor_new (void)
{
  return g_object_new (BENCH_TYPE_REPAINT_FLOOR, NULL);
}

void
bench_repaint_floor_set_alpha (GtkWidget *widget,
                               float      alpha)
{
  BenchRepaintFloor *self = BENCH_REPAINT_FLOOR (widget);

  if (self->alpha == alpha)
    return;
  self->alpha = alpha;
  gtk_widget_queue_draw (widget);
}
