import BottomSheet
import CGtk
import Foundation

/// Draws a `MotionRecord` with Cairo: time runs left to right and ends at the newest
/// frame; heights on the left axis (0 at the bottom, up to the tallest detent),
/// velocities on the right axis (0 in the middle, symmetric).
@MainActor
struct PlotCanvas {
    let cr: OpaquePointer
    let widget: UnsafeMutablePointer<GtkWidget>
    let width: Double
    let height: Double
    let foreground: GdkRGBA

    /// GNOME palette: blue for the height, orange for the velocity, purple for releases
    /// (a lighter purple on a dark background, where the dark one is hard to read).
    private static let heightColour = (0x35, 0x84, 0xe4)
    private static let velocityColour = (0xe6, 0x61, 0x00)
    private var releaseColour: (Int, Int, Int) {
        let lightText = 0.3 * Double(foreground.red) + 0.6 * Double(foreground.green) + 0.1 * Double(foreground.blue) > 0.5
        return lightText ? (0xdc, 0x8a, 0xdd) : (0x91, 0x41, 0xac)
    }
    private static let margin = (left: 8.0, right: 8.0, top: 8.0, bottom: 8.0)

    private var plotLeft: Double { Self.margin.left }
    private var plotRight: Double { width - Self.margin.right }
    private var plotTop: Double { Self.margin.top }
    private var plotBottom: Double { height - Self.margin.bottom }

    func draw(_ record: MotionRecord, detentHeights: [(detent: Detent, height: Double)]) {
        guard plotRight > plotLeft, plotBottom > plotTop else { return }
        let tallest = max(detentHeights.map(\.height).max() ?? 0, record.samples.map(\.height).max() ?? 0, 1)
        let fastest = max(record.samples.map { abs($0.velocity) }.max() ?? 0, 500)
        let x = { (time: Double) in self.plotRight - (record.now - time) / record.span * (self.plotRight - self.plotLeft) }
        let yHeight = { (value: Double) in self.plotBottom - value / tallest * (self.plotBottom - self.plotTop) }
        let yVelocity = { (value: Double) in
            (self.plotTop + self.plotBottom) / 2 - value / fastest * (self.plotBottom - self.plotTop) / 2
        }

        drawFrame()
        // The detents: a dashed line each, named at the left.
        for (detent, value) in detentHeights where value > 0 || detent == .dismissed {
            setColour(foreground, alpha: 0.35)
            cairo_set_line_width(cr, 1)
            var dash = [4.0, 4.0]
            cairo_set_dash(cr, &dash, 2, 0)
            cairo_move_to(cr, plotLeft, yHeight(value))
            cairo_line_to(cr, plotRight, yHeight(value))
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            if detent != .dismissed {
                text(Self.name(of: detent), x: plotLeft + 4, aboveOrBelow: yHeight(value), alpha: 0.6)
            }
        }
        // Zero velocity, then the two curves.
        setColour(foreground, alpha: 0.15)
        cairo_move_to(cr, plotLeft, yVelocity(0))
        cairo_line_to(cr, plotRight, yVelocity(0))
        cairo_stroke(cr)
        polyline(record.samples.map { (x($0.time), yVelocity($0.velocity)) }, colour: Self.velocityColour, width: 1.5)
        polyline(record.samples.map { (x($0.time), yHeight($0.height)) }, colour: Self.heightColour, width: 2.5)
        // Each release: a line where the user let go, a dot at the height let go at, and
        // an arrow to the chosen detent's height, named.
        for release in record.releases where x(release.time) >= plotLeft {
            let releaseX = x(release.time)
            setColour(releaseColour, alpha: 0.5)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, releaseX, plotTop)
            cairo_line_to(cr, releaseX, plotBottom)
            cairo_stroke(cr)
            setColour(releaseColour, alpha: 1)
            cairo_arc(cr, releaseX, yHeight(release.height), 4, 0, 2 * Double.pi)
            cairo_fill(cr)
            arrow(from: (releaseX, yHeight(release.height)), to: (releaseX + 18, yHeight(release.targetHeight)))
            text("→ " + Self.name(of: release.target), x: releaseX + 22, y: yHeight(release.targetHeight) + 4, alpha: 1,
                 colour: releaseColour)
        }
        legend()
    }

    /// The detent's name, as the demo's controls call it.
    static func name(of detent: Detent) -> String {
        switch detent {
        case .dismissed: translated("Dismissed", context: "detent")
        case .peek: translated("Peek", context: "detent")
        case .expanded: translated("Expanded", context: "detent")
        case .full: translated("Full", context: "detent")
        }
    }

    private func drawFrame() {
        setColour(foreground, alpha: 0.05)
        cairo_rectangle(cr, plotLeft, plotTop, plotRight - plotLeft, plotBottom - plotTop)
        cairo_fill(cr)
    }

    private func legend() {
        let entries = [
            (translated("Height", context: "motion plot"), Self.heightColour),
            (translated("Velocity", context: "motion plot"), Self.velocityColour),
            (translated("Release → target", context: "motion plot"), releaseColour),
        ]
        var right = plotRight - 4
        for (label, colour) in entries.reversed() {
            let layout = gtk_widget_create_pango_layout(widget, label)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var textWidth: Int32 = 0, textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            right -= Double(textWidth)
            setColour(foreground, alpha: 0.8)
            cairo_move_to(cr, right, plotTop + 2)
            pango_cairo_show_layout(cr, layout)
            setColour(colour, alpha: 1)
            cairo_rectangle(cr, right - 14, plotTop + 2 + Double(textHeight) / 2 - 2, 10, 4)
            cairo_fill(cr)
            right -= 28
        }
    }

    private func polyline(_ points: [(Double, Double)], colour: (Int, Int, Int), width: Double) {
        guard let first = points.first else { return }
        setColour(colour, alpha: 1)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_stroke(cr)
    }

    private func arrow(from start: (Double, Double), to end: (Double, Double)) {
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, start.0, start.1)
        cairo_line_to(cr, end.0, end.1)
        cairo_stroke(cr)
        let angle = atan2(end.1 - start.1, end.0 - start.0)
        for side in [-0.5, 0.5] {
            cairo_move_to(cr, end.0, end.1)
            cairo_line_to(cr, end.0 - 7 * cos(angle + side), end.1 - 7 * sin(angle + side))
        }
        cairo_stroke(cr)
    }

    /// `label` just above the line at `y`, or just below it where the top of the plot
    /// leaves no room above.
    private func text(_ label: String, x: Double, aboveOrBelow y: Double, alpha: Double) {
        let layout = gtk_widget_create_pango_layout(widget, label)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var textWidth: Int32 = 0, textHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
        let above = y - 2 - Double(textHeight)
        setColour(foreground, alpha: alpha)
        cairo_move_to(cr, x, above >= plotTop ? above : y + 2)
        pango_cairo_show_layout(cr, layout)
    }

    /// `label` with its bottom at `y`, in the widget's font.
    private func text(_ label: String, x: Double, y: Double, alpha: Double, colour: (Int, Int, Int)? = nil) {
        let layout = gtk_widget_create_pango_layout(widget, label)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var textWidth: Int32 = 0, textHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
        if let colour { setColour(colour, alpha: alpha) } else { setColour(foreground, alpha: alpha) }
        cairo_move_to(cr, x, y - Double(textHeight))
        pango_cairo_show_layout(cr, layout)
    }

    private func setColour(_ rgba: GdkRGBA, alpha: Double) {
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha) * alpha)
    }

    private func setColour(_ rgb: (Int, Int, Int), alpha: Double) {
        cairo_set_source_rgba(cr, Double(rgb.0) / 255, Double(rgb.1) / 255, Double(rgb.2) / 255, alpha)
    }
}
