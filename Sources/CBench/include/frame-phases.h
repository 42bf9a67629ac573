/* When each phase of a frame began, for the benchmark's `--timeline`.
 *
 * Emission hooks on GdkFrameClock's phase signals run before every handler of the
 * signal, GTK's own included, so each time marks the start of its phase: the
 * frame's start (before-paint, then the update phase's tick callbacks), its
 * layout, paint and after-paint. The hooks are global, for every frame clock:
 * the benchmark shows one window at a time. */
#ifndef BS_BENCH_FRAME_PHASES_H
#define BS_BENCH_FRAME_PHASES_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  BENCH_PHASE_BEFORE_PAINT,
  BENCH_PHASE_LAYOUT,
  BENCH_PHASE_PAINT,
  BENCH_PHASE_AFTER_PAINT,
  BENCH_N_PHASES
} BenchPhase;

/* Starts timing the phases of every frame (again: a second call does nothing). */
void   bench_frame_phases_start     (void);
/* Stops timing them. */
void   bench_frame_phases_stop      (void);
/* Whether they are being timed: between a start and a stop. */
gboolean bench_frame_phases_is_running (void);
/* When @phase began in the latest frame (g_get_monotonic_time), or 0 where that
 * frame did not run it. A layout phase run more than once counts from its first
 * start. */
gint64 bench_frame_phases_get_start (BenchPhase phase);

G_END_DECLS

#endif
