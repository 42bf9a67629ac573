import CBottomSheet
import CGtk
import SheetCore

/// Measuring and allocating: the content fills the host; the scrim covers it; the
/// sheet is as tall as the model's visible height, its bottom edge on the host's.
extension SheetDriver {
    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        // The host is as big as its content: the sheet floats over it.
        if let content, gtk_widget_get_visible(content) != 0 {
            gtk_widget_measure(content, orientation, forSize, &minimum, &natural, nil, nil)
        }
        if orientation == GTK_ORIENTATION_HORIZONTAL, gtk_widget_get_visible(sheet) != 0 {
            var sheetMinimum: Int32 = 0
            gtk_widget_measure(sheet, orientation, -1, &sheetMinimum, nil, nil, nil)
            minimum = max(minimum, sheetMinimum)
            natural = max(natural, minimum)
        }
        return (minimum, natural)
    }

    func allocate(width: Int32, height: Int32, baseline: Int32) {
        // The model first: what it changes (visibility, modality) may invalidate
        // children, which are then allocated after it, never before.
        updateLayout(width: width, height: height)
        if let content, gtk_widget_get_visible(content) != 0 {
            // Fix: never less than the content's minimum. GTK 4.8 can give the host less
            // than the minimum it asked for: a window shrunk to 1 px kept that size after
            // new content raised its minimum (found by RobustnessRandomSequenceTests), and
            // the app's own widgets then warned about negative sizes inside them
            // (RobustnessLayoutTests). What does not fit is clipped (overflow hidden).
            var minimumWidth: Int32 = 0
            gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            let contentWidth = max(width, minimumWidth)
            var minimumHeight: Int32 = 0
            gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, contentWidth, &minimumHeight, nil, nil, nil)
            let contentHeight = max(height, minimumHeight)
            gtk_widget_allocate(content, contentWidth, contentHeight, contentHeight == height ? baseline : -1, nil)
        }
        if gtk_widget_get_visible(scrim) != 0 {
            gtk_widget_allocate(scrim, width, height, -1, nil)
        }
        if gtk_widget_get_visible(sheet) != 0 {
            let visible = Int32(model.height.rounded())
            // Never less than the sheet's minimum (GTK would warn): what does not fit
            // lies below the host's bottom edge, or past its end when the host is given
            // less width than it asked for (see the content above), where it is clipped.
            var minimumWidth: Int32 = 0
            gtk_widget_measure(sheet, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            let sheetWidth = max(width, minimumWidth)
            var minimum: Int32 = 0
            gtk_widget_measure(sheet, GTK_ORIENTATION_VERTICAL, sheetWidth, &minimum, nil, nil, nil)
            var origin = graphene_point_t(x: 0, y: Float(height - visible))
            gtk_widget_allocate(sheet, sheetWidth, max(visible, minimum), -1, gsk_transform_translate(nil, &origin))
        }
    }

    /// Tells the model the detent heights for this host size and the content's
    /// natural height; when they changed, the sheet moves to its detent's new height.
    private func updateLayout(width: Int32, height: Int32) {
        // The chrome is what never scrolls: handle, headers and footer, at their natural
        // heights; the page shown (the sheet's child, or a pushed page) fills the rest.
        let chrome = [handle, pageHeader, header, footer].reduce(0) { $0 + naturalHeight(of: $1, width: width) }
        let natural = naturalHeight(of: pages.current.map(pageWidget), width: width)
        var measurements = model.layout.measurements
        measurements.hostHeight = Double(height)
        measurements.contentHeight = Double(natural)
        measurements.chromeHeight = Double(chrome)
        updateLayout(measurements)
    }

    /// The natural height of `part` for `width`; 0 when there is none, it is hidden, or
    /// the sheet has put it aside (the app's header under a pushed page).
    private func naturalHeight(of part: UnsafeMutablePointer<GtkWidget>?, width: Int32) -> Int32 {
        guard let part, gtk_widget_get_visible(part) != 0, gtk_widget_get_child_visible(part) != 0 else { return 0 }
        var natural: Int32 = 0
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return natural
    }

    func updateLayout(_ measurements: SheetMeasurements) {
        guard measurements != model.layout.measurements else { return }
        // The sizes come from GTK and the properties are already clamped: the layout
        // cannot refuse them.
        guard let layout = try? DetentLayout(measurements, behavior: model.behavior) else { return }
        perform { model, time in try model.updateLayout(layout, at: time) }
        sheetWasMeasured()
    }
}
