/* Recording of GLib warnings and criticals, so that tests can fail on them.
 *
 * Not part of the public C API (bottomsheet.h): the test harness and the
 * demo's self-checks use it. Every message still reaches GLib's default
 * writer, so it is printed as usual. */
#ifndef BS_LOG_CAPTURE_H
#define BS_LOG_CAPTURE_H

#include <glib.h>

G_BEGIN_DECLS

/* Installs the recording log writer. Safe to call more than once. */
void         bs_log_capture_install   (void);
/* Number of warnings and criticals recorded since the last clear. */
guint        bs_log_capture_count     (void);
/* The i-th recorded message as "LEVEL domain: text", newly allocated (free with g_free). */
char        *bs_log_capture_dup_message (guint index);
void         bs_log_capture_clear     (void);
/* g_log() is variadic; this logs one preformatted message. */
void         bs_log_message           (const char    *domain,
                                       GLogLevelFlags level,
                                       const char    *message);

G_END_DECLS

#endif
