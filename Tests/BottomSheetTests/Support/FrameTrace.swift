import CGtk
import GtkHelpers
import Foundation

/// Records, at every frame of a widget's frame clock, the sheet's height and a list's
/// scroll offset: what a user sees move, frame by frame. Written out as CSV and drawn as
/// a chart (Cairo) for the test output and docs/behaviour.md.
@MainActor
final class FrameTrace {
    struct Frame {
        /// Milliseconds since the first frame recorded.
        var time: Double
        var sheetHeight: Double
        var listOffset: Double
    }

    private(set) var frames: [Frame] = []
    private var start: gint64?
    private var widget: UnsafeMutablePointer<GtkWidget>?
    private var callback: guint = 0
    private let sample: @MainActor () -> (sheetHeight: Double, listOffset: Double)

    private init(sample: @escaping @MainActor () -> (sheetHeight: Double, listOffset: Double)) {
        self.sample = sample
    }

    /// Starts recording at each frame of `widget`'s frame clock.
    static func record(
        on widget: UnsafeMutablePointer<GtkWidget>,
        _ sample: @escaping @MainActor () -> (sheetHeight: Double, listOffset: Double)
    ) -> FrameTrace {
        let trace = FrameTrace(sample: sample)
        let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, clock, data in
            fromGtk((data, clock)) { data, clock in
                guard let data, let clock else { return 0 }
                Unmanaged<FrameTrace>.fromOpaque(data).takeUnretainedValue().frame(at: gdk_frame_clock_get_frame_time(clock))
                return 1
            }
        }
        let release: @convention(c) (gpointer?) -> Void = { data in
            guard let data else { return }
            Unmanaged<FrameTrace>.fromOpaque(data).release()
        }
        trace.callback = gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(trace).toOpaque(), release)
        trace.widget = widget
        return trace
    }

    private func frame(at microseconds: gint64) {
        let first = start ?? microseconds
        start = first
        let (height, offset) = sample()
        frames.append(Frame(time: Double(microseconds - first) / 1000, sheetHeight: height, listOffset: offset))
    }

    /// Drops the frames after the last movement but `keeping` of them: a trace ends
    /// soon after everything has come to rest.
    func dropStillEnd(keeping: Int) {
        guard let last = frames.last else { return }
        let lastMoving = frames.lastIndex { $0.sheetHeight != last.sheetHeight || $0.listOffset != last.listOffset } ?? 0
        frames = Array(frames.prefix(lastMoving + 1 + keeping))
    }

    /// Stops recording (the widget drops the callback and its reference).
    func stop() {
        if let widget, callback != 0 { gtk_widget_remove_tick_callback(widget, callback) }
        widget = nil
        callback = 0
    }

    /// Cairo's 32-bit ARGB format (`CAIRO_FORMAT_ARGB32`, 0 in cairo.h), by value: on
    /// incremental builds Swift 6.3 now and then failed to find that imported enumerator
    /// in this file ("cannot find 'CAIRO_FORMAT_ARGB32' in scope"), never the type.
    private static let argb32 = cairo_format_t(rawValue: 0)

    /// The frames as CSV: one line per frame, milliseconds, sheet height, list offset.
    var csv: String {
        "time_ms,sheet_height,list_offset\n"
            + frames.map { String(format: "%.1f,%.2f,%.2f", $0.time, $0.sheetHeight, $0.listOffset) }.joined(separator: "\n")
            + "\n"
    }

    /// Draws the trace: the sheet's height and the list's offset against time, one dot
    /// per frame, with `marks` (a time in milliseconds and a label) as vertical lines.
    func writeChart(to path: String, title: String, marks: [(time: Double, label: String)]) throws {
        let width = 900.0, height = 420.0
        let left = 64.0, right = 24.0, top = 44.0, bottom = 48.0
        let surface = cairo_image_surface_create(Self.argb32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)

        let duration = max(frames.last?.time ?? 1, 1)
        let largest = max(frames.map { max($0.sheetHeight, $0.listOffset) }.max() ?? 1, 1)
        func x(_ time: Double) -> Double { left + time / duration * (width - left - right) }
        func y(_ value: Double) -> Double { height - bottom - value / largest * (height - top - bottom) }

        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 13)
        func label(_ text: String, _ px: Double, _ py: Double, _ rgb: (Double, Double, Double) = (0.2, 0.2, 0.2)) {
            cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
            cairo_move_to(cr, px, py)
            cairo_show_text(cr, text)
        }
        label(title, left, 24)
        // Axes, with a grid line every 100 px and every 100 ms.
        cairo_set_line_width(cr, 1)
        for value in stride(from: 0.0, through: largest, by: 100) {
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
            cairo_move_to(cr, left, y(value))
            cairo_line_to(cr, width - right, y(value))
            cairo_stroke(cr)
            label(String(format: "%.0f", value), 12, y(value) + 4)
        }
        for time in stride(from: 0.0, through: duration, by: 200) {
            label(String(format: "%.0f", time), x(time) - 10, height - bottom + 18)
        }
        label("ms (one dot per frame)", width - right - 150, height - 8)
        label("px", 12, top - 8)
        for (index, mark) in marks.enumerated() {
            cairo_set_source_rgb(cr, 0.55, 0.55, 0.55)
            cairo_set_dash(cr, [4, 4], 2, 0)
            cairo_move_to(cr, x(mark.time), top)
            cairo_line_to(cr, x(mark.time), height - bottom)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            // One line down each, so that close marks' labels do not overlap.
            label(mark.label, x(mark.time) + 4, top + 12 + 16 * Double(index), (0.35, 0.35, 0.35))
        }
        let series: [(String, (Double, Double, Double), KeyPath<Frame, Double>)] = [
            ("sheet height", (0.21, 0.52, 0.89), \.sheetHeight),
            ("list offset", (0.90, 0.38, 0.0), \.listOffset),
        ]
        for (index, (name, rgb, value)) in series.enumerated() {
            cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
            cairo_set_line_width(cr, 2)
            for (i, frame) in frames.enumerated() {
                if i == 0 { cairo_move_to(cr, x(frame.time), y(frame[keyPath: value])) }
                else { cairo_line_to(cr, x(frame.time), y(frame[keyPath: value])) }
            }
            cairo_stroke(cr)
            for frame in frames {
                cairo_arc(cr, x(frame.time), y(frame[keyPath: value]), 2.2, 0, 2 * .pi)
                cairo_fill(cr)
            }
            label("— " + name, width - right - 260 + Double(index) * 130, 24, rgb)
        }
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
