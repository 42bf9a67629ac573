import CGtk

/// GLib's flags, one Swift name each, the same on every GLib the project builds with
/// (2.74 to 2.90). GLib 2.90 declares its flag enums `G_GNUC_FLAG_ENUM`, which Swift
/// imports as option sets without the C names; `Sources/CGtk/glib-versions.h` takes each
/// flag from GLib's own constant, so no flag is written as a number.
package enum GLibFlags {
    /// No `GConnectFlags`: the handler runs before the default one, with its own data.
    package static var connectDefault: GConnectFlags { bs_glib_connect_default() }
    /// `G_CONNECT_AFTER`: the handler runs after the signal's default handler.
    package static var connectAfter: GConnectFlags { bs_glib_connect_after() }
    /// `G_CONNECT_SWAPPED`: the handler gets its data as the first argument.
    package static var connectSwapped: GConnectFlags { bs_glib_connect_swapped() }

    /// `G_LOG_LEVEL_ERROR`.
    package static var logError: GLogLevelFlags { bs_glib_log_level_error() }
    /// `G_LOG_LEVEL_CRITICAL`.
    package static var logCritical: GLogLevelFlags { bs_glib_log_level_critical() }
    /// `G_LOG_LEVEL_WARNING`.
    package static var logWarning: GLogLevelFlags { bs_glib_log_level_warning() }
    /// `G_LOG_LEVEL_MESSAGE`.
    package static var logMessage: GLogLevelFlags { bs_glib_log_level_message() }

    /// `G_BINDING_SYNC_CREATE`: the target takes the source's value when bound.
    package static var bindingSyncCreate: GBindingFlags { bs_glib_binding_sync_create() }

    /// Whether `spec`'s property can be set: `G_PARAM_WRITABLE` among its flags.
    package static func isWritable(_ spec: UnsafePointer<GParamSpec>) -> Bool { bs_glib_param_is_writable(spec) != 0 }

    /// `G_APPLICATION_NON_UNIQUE`: every start is an instance of its own.
    package static var applicationNonUnique: GApplicationFlags { bs_glib_application_non_unique() }
}
