import CBottomSheet
import CGtk
import SheetCore

/// Animations run on the widget's frame clock: one model step per frame, at the
/// frame's own time, so the spring is exact whatever the frame rate.
extension SheetDriver {
    func startTicking() {
        guard !isDisposed else { return }
        ticker.start(on: widget, sheetTick, data: callbackData)
    }

    func stopTicking() {
        ticker.stop(on: widget)
    }

    /// Whether something moves: the sheet, a slide between pages, the sheet moving to
    /// another presentation, or a list coasting after a drag (`SheetDriver+Coasting`).
    var needsTicks: Bool {
        model.phase == .settling || pages.isSliding || placement.presentationTransition != nil || input.listCoast != nil
    }

    /// One frame: advance the springs to the time the frame shows (`SheetTicker.frame`)
    /// and show where they are. Returns whether to keep ticking. While it runs, `apply`
    /// (and any signal handler it calls) leaves the callback alone: whether it stays is
    /// decided here, after.
    func tick(frameTime clockTime: Double, refreshInterval: Double = 1.0 / 60) -> Bool {
        ticker.frame(at: clockTime, refreshInterval: refreshInterval) { frameTime in
            do {
                if model.phase == .settling { apply(try model.advance(to: frameTime)) }
                if pages.isSliding, !isDisposed { applyPages(try pages.advance(to: frameTime)) }
                if input.listCoast != nil, !isDisposed { advanceCoast(to: frameTime) }
                if let transition = placement.presentationTransition {
                    if transition.isFinished(at: frameTime) { placement.presentationTransition = nil }
                    gtk_widget_queue_allocate(widget)
                }
            } catch {
                GLib.warn("BsBottomSheet: \(error)")
            }
            // A slide that ended alone moved only the pages: the host lays the sheet out
            // again at the height it shows (`MotionAllocation`).
            if placement.motionAllocation.isHeld, !holdsAllocation { showPosition() }
            return needsTicks && !isDisposed
        }
    }
}

/// The tick callback. Returning false removes it, which `tick` does once the sheet rests.
private func sheetTick(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
    let args = Unchecked((clock, data))
    return MainActor.assumeIsolated {
        guard let clock = args.value.0, let data = args.value.1 else { return 0 }
        let driver = Unmanaged<SheetDriver>.fromOpaque(data).takeUnretainedValue()
        return driver.tick(frameTime: driver.ticker.frameTime(clock), refreshInterval: SheetDriver.gdkRefreshInterval(clock))
            ? 1 : 0
    }
}
