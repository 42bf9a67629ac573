/* GLib's flags as Swift sees them on every GLib the project builds with (2.74 to 2.90).
 *
 * GLib 2.90 declares GConnectFlags, GLogLevelFlags, GApplicationFlags, GBindingFlags and
 * GParamFlags with G_GNUC_FLAG_ENUM; Swift imports such an enum as an option set, which hides the C
 * names (G_CONNECT_AFTER, …) and takes no plain number. Earlier GLibs' enums come in as
 * structs with the C names as constants. Each flag the project uses is named here once,
 * from GLib's own constant, and Swift asks for it by this name on every GLib
 * (Sources/GtkHelpers/GLibVersions.swift gives them Swift names). Shown by the build on
 * Debian 12 (GLib 2.74), 13 (2.84) and testing (2.90), which scripts/test.sh runs. */
#ifndef BS_CGTK_GLIB_VERSIONS_H
#define BS_CGTK_GLIB_VERSIONS_H
#include <gio/gio.h>

static inline GConnectFlags bs_glib_connect_default (void) { return (GConnectFlags) 0; }
static inline GConnectFlags bs_glib_connect_after (void) { return G_CONNECT_AFTER; }
static inline GConnectFlags bs_glib_connect_swapped (void) { return G_CONNECT_SWAPPED; }

static inline GLogLevelFlags bs_glib_log_level_error (void) { return G_LOG_LEVEL_ERROR; }
static inline GLogLevelFlags bs_glib_log_level_critical (void) { return G_LOG_LEVEL_CRITICAL; }
static inline GLogLevelFlags bs_glib_log_level_warning (void) { return G_LOG_LEVEL_WARNING; }
static inline GLogLevelFlags bs_glib_log_level_message (void) { return G_LOG_LEVEL_MESSAGE; }

static inline GApplicationFlags bs_glib_application_non_unique (void) { return G_APPLICATION_NON_UNIQUE; }

static inline GBindingFlags bs_glib_binding_sync_create (void) { return G_BINDING_SYNC_CREATE; }

/* Whether @spec's property can be set (G_PARAM_WRITABLE). */
static inline gboolean bs_glib_param_is_writable (const GParamSpec *spec) { return (spec->flags & G_PARAM_WRITABLE) != 0; }

#endif
