/* When each phase of a frame began: see frame-phases.h. */
#include "frame-phases.h"

#include <string.h>

static const char *const phase_signals[BENCH_N_PHASES] = {
  "before-paint", "layout", "paint", "after-paint",
};
static guint  signal_ids[BENCH_N_PHASES];
static gulong hooks[BENCH_N_PHASES];
static gint64 starts[BENCH_N_PHASES];

static gboolean
phase_began (GSignalInvocationHint *hint,
             guint                  n_params,
             const GValue          *params,
             gpointer               data)
{
  BenchPhase phase = GPOINTER_TO_INT (data);

  /* Every frame begins with before-paint: the times of the frame before go. */
  if (phase == BENCH_PHASE_BEFORE_PAINT)
    memset (starts, 0, sizeof starts);
  if (starts[phase] == 0)
    starts[phase] = g_get_monotonic_time ();
  return TRUE; /* stays installed */
}

void
bench_frame_phases_start (void)
{
  /* The signals are looked up on the class, which must be there. */
  gpointer klass = g_type_class_ref (GDK_TYPE_FRAME_CLOCK);

  for (int i = 0; i < BENCH_N_PHASES; i++)
    {
      if (hooks[i] != 0)
        continue;
      signal_ids[i] = g_signal_lookup (phase_signals[i], GDK_TYPE_FRAME_CLOCK);
      hooks[i] = g_signal_add_emission_hook (signal_ids[i], 0, phase_began, GINT_TO_POINTER (i), NULL);
    }
  g_type_class_unref (klass);
}

void
bench_frame_phases_stop (void)
{
  for (int i = 0; i < BENCH_N_PHASES; i++)
    {
      if (hooks[i] != 0)
        g_signal_remove_emission_hook (signal_ids[i], hooks[i]);
      hooks[i] = 0;
    }
  memset (starts, 0, sizeof starts);
}

gboolean
bench_frame_phases_is_running (void)
{
  /* The hooks are installed together, so the first tells. */
  return hooks[0] != 0;
}

gint64
bench_frame_phases_get_start (BenchPhase phase)
{
  g_return_val_if_fail (phase < BENCH_N_PHASES, 0);
  return starts[phase];
}
