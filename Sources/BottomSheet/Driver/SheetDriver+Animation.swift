import CBottomSheet
import CGtk
import SheetCore

/// Animations run on the widget's frame clock: one model step per frame, at the
/// frame's own time, so the spring is exact whatever the frame rate.
extension SheetDriver {
    func startTicking() {
        guard !isDisposed else { return }
        // The tick callback goes with the host (GTK removes it at the widget's
        // finalization), before the driver: `unowned` holds.
        ticker.start(on: widget) { [unowned self] clock in
            tick(frameTime: ticker.frameTime(clock), refreshInterval: SheetTicker.gdkRefreshInterval(clock))
        }
    }

    func stopTicking() {
        ticker.stop(on: widget)
    }

    /// Whether something moves (`SheetState.isAnimating`): the frame clock ticks exactly then.
    var needsTicks: Bool { state.isAnimating }

    /// One frame: advance everything that moves to the time the frame shows
    /// (`SheetTicker.frame`, `SheetState.advance`) and show where it is: the sheet
    /// (with its signals), the pages, the coasting list, a presentation move. Returns
    /// whether to keep ticking. While it runs, `apply` (and any signal handler it calls)
    /// leaves the callback alone: whether it stays is decided here, after.
    func tick(frameTime clockTime: Double, refreshInterval: Double = 1.0 / 60) -> Bool {
        ticker.frame(at: clockTime, refreshInterval: refreshInterval) { frameTime in
            // A list that left the sheet, or has no rows left, coasts no more.
            if state.coast != nil, !coaster.listCanScroll { coaster.stop() }
            let sheetMoves = state.model.phase == .settling, pagesSlide = state.pages.isSliding
            let coasts = state.coast != nil
            do {
                let frame = try state.advance(to: frameTime)
                if sheetMoves { apply(frame.sheetEvents) }
                if pagesSlide, !isDisposed { pages.applyPages(frame.pageEvents) }
                if coasts, !isDisposed { coaster.move(by: frame.coastStep, ended: frame.coastEnded) }
                if frame.presentationMoved, !isDisposed { gtk_widget_queue_allocate(widget) }
            } catch {
                GLib.warn("BsBottomSheet: \(error)")
            }
            // A slide that ended alone moved only the pages: the host lays the sheet out
            // again at the height it shows (`MotionAllocation`).
            if placement.isAllocationHeld, !placement.holdsAllocation { placement.showPosition() }
            return needsTicks && !isDisposed
        }
    }
}
