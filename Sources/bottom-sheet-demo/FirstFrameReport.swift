import BottomSheet
import CGtk
import GtkHelpers
import Foundation

/// With `BS_DEMO_REPORT_FIRST_FRAME=1` in the environment, the demo prints
/// "first-frame" once its window has painted its first frame, and exits: the
/// benchmark times its startup this way.
@MainActor
enum FirstFrameReport {
    static var isRequested: Bool { ProcessInfo.processInfo.environment["BS_DEMO_REPORT_FIRST_FRAME"] == "1" }

    static func arm(_ window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_realize(window)
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            FileHandle.standardOutput.write(Data("first-frame\n".utf8))
            exit(0)
        }.keptForTheObjectsLife()
    }
}
