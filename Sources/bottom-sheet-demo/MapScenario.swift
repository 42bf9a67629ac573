import BottomSheet
import CAdw
import CGtk
import GtkHelpers

/// The maps pattern: a list of places over a map the user keeps using. The sheet peeks
/// at the bottom and rises to half height without dimming the map or taking it away (its
/// Zoom button still works); pulled to full it is a modal dialog over a dimmed map
/// (`modalDetent` `.full`). It has no close: it stays at least at its strip.
@MainActor
final class MapScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.peek
    private let map = MapView()

    init() {
        let zoom = Widgets.button(translated("Zoom _in")) { [map] in map.zoomIn() }
        gtk_widget_set_halign(zoom, GTK_ALIGN_END)
        gtk_widget_set_valign(zoom, GTK_ALIGN_START)
        gtk_widget_set_margin_top(zoom, 12)
        gtk_widget_set_margin_end(zoom, 12)
        gtk_widget_add_css_class(zoom, "osd")
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), map.widget)
        gtk_overlay_add_overlay(OpaquePointer(overlay), zoom)
        sheet.content = overlay
        let places = translated("Places nearby")
        sheet.sheetChild = DemoList.make(rows: 40, label: places)
        sheet.title = places
        sheet.peekHeight = 80
        sheet.isModal = true
        sheet.modalDetent = .full
        sheet.canClose = false
    }
}

/// A street map drawn with Cairo: blocks between streets, a park, a river and a pin in
/// the middle, in the light or the dark style. Zooming in widens the streets' spacing.
@MainActor
final class MapView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var zoom = 1.0

    init() {
        widget = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        DemoAccessibility.setLabel(widget, translated("Map"))
        let area = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
        gtk_drawing_area_set_draw_func(area, drawMap, Unmanaged.passRetained(self).toOpaque(), releaseMap)
    }

    func zoomIn() {
        zoom = zoom >= 4 ? 1 : zoom * 2
        gtk_widget_queue_draw(widget)
    }

    fileprivate func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        let dark = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
        func fill(_ grey: Double, _ tint: (Double, Double, Double) = (0, 0, 0)) {
            cairo_set_source_rgb(cr, grey + tint.0, grey + tint.1, grey + tint.2)
        }
        fill(dark ? 0.16 : 0.93)
        cairo_paint(cr)
        // The park and the river, under the streets.
        fill(dark ? 0.16 : 0.62, dark ? (0.02, 0.14, 0.04) : (0.08, 0.2, 0.05))
        cairo_rectangle(cr, width * 0.55, height * 0.12, width * 0.3, height * 0.22)
        cairo_fill(cr)
        fill(dark ? 0.12 : 0.55, dark ? (0.02, 0.08, 0.22) : (0.1, 0.22, 0.4))
        cairo_set_line_width(cr, 26 * zoom)
        cairo_move_to(cr, -10, height * 0.7)
        cairo_curve_to(cr, width * 0.3, height * 0.55, width * 0.6, height * 0.9, width + 10, height * 0.75)
        cairo_stroke(cr)
        // The streets.
        fill(dark ? 0.3 : 1)
        let spacing = 90 * zoom
        cairo_set_line_width(cr, 8 * zoom)
        var x = spacing / 2
        while x < width {
            cairo_move_to(cr, x, 0)
            cairo_line_to(cr, x, height)
            x += spacing
        }
        var y = spacing / 2
        while y < height {
            cairo_move_to(cr, 0, y)
            cairo_line_to(cr, width, y)
            y += spacing
        }
        cairo_stroke(cr)
        // The pin.
        cairo_set_source_rgb(cr, 0.88, 0.11, 0.14)
        cairo_arc(cr, width / 2, height / 3, 10, 0, 2 * Double.pi)
        cairo_fill(cr)
    }
}

private let drawMap: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
    _, cr, width, height, data in
    fromGtk((cr, data)) { cr, owner in
        guard let cr, let owner else { return }
        Unmanaged<MapView>.fromOpaque(owner).takeUnretainedValue().draw(cr, width: Double(width), height: Double(height))
    }
}

private let releaseMap: @convention(c) (gpointer?) -> Void = { data in
    fromGtk(data) { owner in
        guard let owner else { return }
        Unmanaged<MapView>.fromOpaque(owner).release()
    }
}
