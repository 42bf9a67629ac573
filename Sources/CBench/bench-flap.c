/* AdwFlap for the benchmark: see bench-flap.h. */
#include "bench-flap.h"

#include <adwaita.h>

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

GtkWidget *
bench_flap_new (GtkWidget *content,
                GtkWidget *flap)
{
  GtkWidget *widget = adw_flap_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (widget), GTK_ORIENTATION_VERTICAL);
  adw_flap_set_flap_position (ADW_FLAP (widget), GTK_PACK_END);
  adw_flap_set_fold_policy (ADW_FLAP (widget), ADW_FLAP_FOLD_POLICY_ALWAYS);
  adw_flap_set_modal (ADW_FLAP (widget), TRUE);
  adw_flap_set_content (ADW_FLAP (widget), content);
  adw_flap_set_flap (ADW_FLAP (widget), flap);
  adw_flap_set_reveal_flap (ADW_FLAP (widget), FALSE);
  return widget;
}

double
bench_flap_get_reveal_progress (GtkWidget *flap)
{
  return adw_flap_get_reveal_progress (ADW_FLAP (flap));
}

gboolean
bench_flap_get_reveal (GtkWidget *flap)
{
  return adw_flap_get_reveal_flap (ADW_FLAP (flap));
}

void
bench_flap_set_reveal (GtkWidget *flap,
                       gboolean   reveal)
{
  adw_flap_set_reveal_flap (ADW_FLAP (flap), reveal);
}

G_GNUC_END_IGNORE_DEPRECATIONS
