import CGtk

/// A white image of a fixed size to draw one chart on: Cairo for the shapes, Pango for
/// the (anti-aliased) text, written out as a PNG.
@MainActor
final class ChartCanvas {
    let width: Int
    let height: Int
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    /// The faces the charts use, sized in points at 96 dpi (9 pt is 12 px).
    enum Font: String {
        case title = "Sans Bold 12"
        case heading = "Sans Bold 9.5"
        case body = "Sans 9"
        case small = "Sans 8"
    }

    enum Align {
        case start, centre, end
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cr = cairo_create(surface)
        fill(x: 0, y: 0, width: Double(width), height: Double(height), .white)
    }

    isolated deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    func writePNG(to path: String) throws(WriteError) {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WriteError(description: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    // MARK: Shapes

    func fill(x: Double, y: Double, width: Double, height: Double, _ color: ChartColor) {
        setColor(color)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// A rectangle's outline, its edges on whole pixels when `lineWidth` is odd and the
    /// corners are whole numbers (sharp lines, in the exact colour).
    func stroke(x: Double, y: Double, width: Double, height: Double, _ color: ChartColor, lineWidth: Double = 1) {
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_rectangle(cr, x + 0.5, y + 0.5, width - 1, height - 1)
        cairo_stroke(cr)
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: ChartColor,
              width lineWidth: Double = 1, dash: [Double] = [])
    {
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A line through `points` with round joins.
    func polyline(_ points: [(x: Double, y: Double)], _ color: ChartColor, width lineWidth: Double) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_stroke(cr)
    }

    /// A filled marker of about `size` px across, outlined in white so that it stands
    /// out where lines cross.
    func marker(_ shape: ContenderStyle.Marker, x: Double, y: Double, size: Double, _ color: ChartColor) {
        let r = size / 2
        cairo_new_path(cr)
        switch shape {
        case .circle:
            cairo_arc(cr, x, y, r, 0, 2 * .pi)
        case .square:
            cairo_rectangle(cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7)
        case .diamond:
            cairo_move_to(cr, x, y - r * 1.15)
            cairo_line_to(cr, x + r * 1.15, y)
            cairo_line_to(cr, x, y + r * 1.15)
            cairo_line_to(cr, x - r * 1.15, y)
            cairo_close_path(cr)
        case .triangle:
            cairo_move_to(cr, x, y - r * 1.15)
            cairo_line_to(cr, x + r * 1.1, y + r * 0.85)
            cairo_line_to(cr, x - r * 1.1, y + r * 0.85)
            cairo_close_path(cr)
        case .cross:
            let a = r * 0.95, b = r * 0.35
            for (dx, dy) in [(b, b), (a, b), (a, -b), (b, -b), (b, -a), (-b, -a), (-b, -b), (-a, -b), (-a, b), (-b, b), (-b, a), (b, a)] {
                cairo_line_to(cr, x + dx, y + dy)
            }
            cairo_close_path(cr)
        }
        setColor(color)
        cairo_fill_preserve(cr)
        setColor(.white)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    // MARK: Text

    /// The size `text` takes in `font`, in pixels.
    func measure(_ text: String, _ font: Font) -> (width: Double, height: Double) {
        let layout = makeLayout(text, font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return (Double(w), Double(h))
    }

    /// Draws `text` with its box placed against (x, y) as `horizontal` and `vertical`
    /// say: `.start` puts its left (top) edge there, `.centre` its middle, `.end` its
    /// right (bottom) edge.
    func text(_ text: String, x: Double, y: Double, _ font: Font = .body, _ color: ChartColor = .text,
              horizontal: Align = .start, vertical: Align = .centre)
    {
        let layout = makeLayout(text, font)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        let left = x - Double(w) * Self.fraction(horizontal)
        let top = y - Double(h) * Self.fraction(vertical)
        setColor(color)
        cairo_move_to(cr, left.rounded(), top.rounded())
        pango_cairo_show_layout(cr, layout)
    }

    /// `text` turned a quarter left, reading upwards, centred on (x, y): a y axis' title.
    func verticalText(_ text: String, x: Double, y: Double, _ font: Font = .body, _ color: ChartColor = .mutedText) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_rotate(cr, -.pi / 2)
        self.text(text, x: 0, y: 0, font, color, horizontal: .centre, vertical: .centre)
        cairo_restore(cr)
    }

    private func makeLayout(_ text: String, _ font: Font) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        let description = pango_font_description_from_string(font.rawValue)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private static func fraction(_ align: Align) -> Double {
        switch align {
        case .start: 0
        case .centre: 0.5
        case .end: 1
        }
    }

    private func setColor(_ color: ChartColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
