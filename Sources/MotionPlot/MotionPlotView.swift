import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers

/// A live plot of a sheet's motion, for tuning the spring and the release thresholds:
/// the height (blue) and velocity (orange) over the last seconds, the detents' heights
/// as dashed lines, and each release as a mark where the user let go with an arrow to
/// the detent the release rule chose. A GtkDrawingArea drawn with Cairo; it samples the
/// sheet once per frame of the frame clock while it is on screen.
@MainActor
public final class MotionPlotView {
    /// The drawing area; put it anywhere in the window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// What is plotted.
    public private(set) var record = MotionRecord()
    private var sheet: BottomSheet?
    private var releaseConnection: SignalConnection?
    private var tickID: guint = 0

    public init() {
        widget = gtk_drawing_area_new()!
        let area = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
        gtk_drawing_area_set_content_height(area, 150)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_add_css_class(widget, "motion-plot")
        // Drawn, not read: a screen reader hears where the sheet is from its handle.
        Accessible.setHidden(widget, true)
        let owner = Unmanaged.passRetained(self).toOpaque()
        gtk_drawing_area_set_draw_func(area, drawPlot, owner, releasePlot)
        // One sample per frame while on screen; no frames asked for while hidden.
        SignalConnection.connect(UnsafeMutableRawPointer(widget), "map") { [unowned self] in
            tickID = gtk_widget_add_tick_callback(widget, samplePlot, Unmanaged.passUnretained(self).toOpaque(), nil)
        }.keptForTheObjectsLife()
        SignalConnection.connect(UnsafeMutableRawPointer(widget), "unmap") { [unowned self] in
            gtk_widget_remove_tick_callback(widget, tickID)
            tickID = 0
        }.keptForTheObjectsLife()
    }

    /// Plots `sheet` from now on, with a fresh history.
    public func attach(_ sheet: BottomSheet) {
        releaseConnection?.disconnect()
        self.sheet = sheet
        record = MotionRecord(span: record.span)
        releaseConnection = sheet.onReleased { [weak self] velocity, target in
            guard let self, let sheet = self.sheet else { return }
            self.record.addRelease(velocity: velocity, target: target, targetHeight: sheet.restingHeight(of: target))
        }
    }

    fileprivate func sample(at time: Double) {
        guard let sheet else { return }
        record.add(height: sheet.sheetHeight, at: time)
        gtk_widget_queue_draw(widget)
    }

    fileprivate func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        var foreground = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        bs_widget_get_color(widget, &foreground)
        let canvas = PlotCanvas(cr: cr, widget: widget, width: width, height: height, foreground: foreground)
        let heights = Detent.allCases.map { (detent: $0, height: sheet?.restingHeight(of: $0) ?? 0) }
        canvas.draw(record, detentHeights: heights)
    }
}

private let drawPlot: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
    _, cr, width, height, data in
    fromGtk((cr, data)) { cr, owner in
        guard let cr, let owner else { return }
        Unmanaged<MotionPlotView>.fromOpaque(owner).takeUnretainedValue().draw(cr, width: Double(width), height: Double(height))
    }
}

private let samplePlot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, clock, data in
    fromGtk((clock, data)) { clock, owner in
        guard let clock, let owner else { return }
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        Unmanaged<MotionPlotView>.fromOpaque(owner).takeUnretainedValue().sample(at: time)
    }
    return 1  // G_SOURCE_CONTINUE: until the widget goes
}

/// The drawing area is finalized: it held the view.
private let releasePlot: @convention(c) (gpointer?) -> Void = { data in
    fromGtk(data) { owner in
        guard let owner else { return }
        Unmanaged<MotionPlotView>.fromOpaque(owner).release()
    }
}
