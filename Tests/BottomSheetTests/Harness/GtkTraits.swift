import Foundation
import GtkHelpers
import Testing

/// Test traits for what the running GTK and the input have: a test that does not apply
/// here is reported as skipped, with the reason, never counted as passed.
extension Trait where Self == ConditionTrait {
    /// Runs the test only where the running GTK has `setting` (GTK 4.20 and later carry
    /// the desktop's wishes as GtkSettings properties: `GtkVersions.InterfaceSetting`).
    static func gtkHas(_ setting: GtkVersions.InterfaceSetting) -> Self {
        .enabled("this GTK has no \(setting.rawValue) setting") {
            await MainActor.run { GtkTraits.has(setting) }
        }
    }

    /// Runs the test only where the real input can take touches back: not under mutter,
    /// whose remote-desktop input has no touch cancel (scripts/mutter-input.py).
    static var inputCancelsTouches: Self {
        .disabled(if: ProcessInfo.processInfo.environment["BS_COMPOSITOR"] == "mutter",
                  "mutter's remote-desktop input cannot cancel a touch")
    }

    /// Runs the test only where the running GTK lacks `setting`.
    static func gtkLacks(_ setting: GtkVersions.InterfaceSetting) -> Self {
        .enabled("this GTK has the \(setting.rawValue) setting") {
            await MainActor.run { !GtkTraits.has(setting) }
        }
    }
}

@MainActor
private enum GtkTraits {
    /// Asked after GTK's initialisation, as every test body is (`gtkTest`).
    static func has(_ setting: GtkVersions.InterfaceSetting) -> Bool {
        try? GtkSession.requireInitialized()
        return GtkVersions.has(setting)
    }
}
