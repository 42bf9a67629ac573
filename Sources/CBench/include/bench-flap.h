/* AdwFlap, the benchmark's libadwaita baseline: a panel revealed from the bottom with
 * its own spring and dimming. libadwaita 1.4 deprecates it (for AdwBottomSheet and
 * AdwOverlaySplitView, which libadwaita 1.2 does not have); the benchmark keeps
 * measuring the same widget on every libadwaita, and these calls are the one place
 * that uses it. */
#ifndef BENCH_FLAP_H
#define BENCH_FLAP_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A vertical AdwFlap, modal, always folded, its flap at the end (the bottom) and hidden. */
GtkWidget *bench_flap_new                 (GtkWidget *content,
                                           GtkWidget *flap);
double     bench_flap_get_reveal_progress (GtkWidget *flap);
gboolean   bench_flap_get_reveal          (GtkWidget *flap);
void       bench_flap_set_reveal          (GtkWidget *flap,
                                           gboolean   reveal);

G_END_DECLS

#endif /* BENCH_FLAP_H */
