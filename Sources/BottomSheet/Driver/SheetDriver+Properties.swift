import CBottomSheet
import CGtk
import SheetCore

/// The property values that no other part owns (`SheetDriver.settings`): the title.
/// Only this file writes it.
@MainActor
final class SheetSettings {
    /// The title, as the C string the `title` property hands out (transfer none).
    fileprivate var titleStorage: UnsafeMutablePointer<gchar> = g_strdup("")

    isolated deinit {
        g_free(titleStorage)
    }
}

/// The host's GObject properties, read and written through GValues by the C half
/// (g_object_get/set and every C getter and setter) and by the Swift API. Each value
/// has one owner: the model, the GTK widget that shows it, or `SheetSettings`.
extension SheetDriver {
    /// The numeric properties, with the range each accepts.
    enum Number: CaseIterable {
        case peekHeight, expandedFraction, topInset, dimOpacity, maxWidth, sideBreakpoint, align

        var property: BsProperty {
            switch self {
            case .peekHeight: BS_PROPERTY_PEEK_HEIGHT
            case .expandedFraction: BS_PROPERTY_EXPANDED_FRACTION
            case .topInset: BS_PROPERTY_TOP_INSET
            case .dimOpacity: BS_PROPERTY_DIM_OPACITY
            case .maxWidth: BS_PROPERTY_MAX_WIDTH
            case .sideBreakpoint: BS_PROPERTY_SIDE_BREAKPOINT
            case .align: BS_PROPERTY_ALIGN
            }
        }

        var name: String { SheetDriver.propertyName(property) }

        /// The default, for the property spec (`bs_swift_sheet_default_double`); the
        /// adaptive settings' are `AdaptiveSettings`'s own.
        var defaultValue: Double {
            switch self {
            case .peekHeight: 0
            case .expandedFraction: 0.5
            case .topInset: 40
            case .dimOpacity: 0.4
            case .maxWidth: AdaptiveSettings().maxWidth
            case .sideBreakpoint: AdaptiveSettings().sideBreakpoint
            case .align: AdaptiveSettings().align
            }
        }

        /// Pixels up to 10000 (more than any screen), fractions up to 1.
        var range: ClosedRange<Double> {
            switch self {
            case .peekHeight, .topInset, .maxWidth, .sideBreakpoint: 0...10000
            case .expandedFraction, .dimOpacity, .align: 0...1
            }
        }
    }

    func number(_ number: Number) -> Double {
        switch number {
        case .peekHeight: state.model.layout.measurements.peekHeight
        case .expandedFraction: state.model.layout.measurements.expandedFraction
        case .topInset: state.model.layout.measurements.topInset
        case .dimOpacity: state.model.dimOpacity
        case .maxWidth: state.adaptive.maxWidth
        case .sideBreakpoint: state.adaptive.sideBreakpoint
        case .align: state.adaptive.align
        }
    }

    /// Sets a numeric property: held to its range, with a warning that names the
    /// property and the range when it was not in it; NaN keeps the current value.
    func setNumber(_ number: Number, _ value: Double) {
        let current = self.number(number)
        let range = "from \(GLib.formatted(number.range.lowerBound)) to \(GLib.formatted(number.range.upperBound))"
        var value = value
        if value.isNaN {
            GLib.warn("BsBottomSheet:\(number.name) must be a number \(range), got NaN; keeping \(GLib.formatted(current))")
            return
        }
        if !number.range.contains(value) {
            let clamped = min(max(value, number.range.lowerBound), number.range.upperBound)
            GLib.warn("BsBottomSheet:\(number.name) must be \(range), got \(GLib.formatted(value)); using \(GLib.formatted(clamped))")
            value = clamped
        }
        guard value != current else { return }
        switch number {
        case .dimOpacity:
            state.model.dimOpacity = value
            stateChanged()
        case .maxWidth, .sideBreakpoint, .align:
            switch number {
            case .maxWidth: state.adaptive.maxWidth = value
            case .sideBreakpoint: state.adaptive.sideBreakpoint = value
            default: state.adaptive.align = value
            }
            // The presentation and the sheet's width are chosen at the next layout.
            gtk_widget_queue_resize(widget)
        case .peekHeight, .expandedFraction, .topInset:
            var measurements = state.model.layout.measurements
            switch number {
            case .peekHeight: measurements.peekHeight = value
            case .expandedFraction: measurements.expandedFraction = value
            default: measurements.topInset = value
            }
            // At once, not at the next allocation: a `peek` asked for right after setting
            // a peek height must find it (a sheet on a hidden page is never allocated
            // until shown).
            placement.updateLayout(measurements)
            gtk_widget_queue_resize(widget)
        }
        notify(number.property)
    }

    /// Keeps `value`, a property's value or the one last published for it, at `newValue`:
    /// nothing when it is unchanged; else the new value, then `effects` (what else shows
    /// it), then `property`'s `notify`, so a handler finds the sheet as it now is.
    func update<Value: Equatable>(
        _ value: ReferenceWritableKeyPath<SheetDriver, Value>, to newValue: Value, notifying property: BsProperty,
        _ effects: () -> Void = {}
    ) {
        guard self[keyPath: value] != newValue else { return }
        self[keyPath: value] = newValue
        effects()
        notify(property)
    }

    /// The default of a boolean property, for its property spec
    /// (`bs_swift_sheet_default_boolean`): a modal sheet the user may close, with its
    /// drag handle, and a bottom bar that shows.
    static func defaultFlag(_ property: BsProperty) -> Bool {
        switch property {
        case BS_PROPERTY_MODAL, BS_PROPERTY_CAN_CLOSE, BS_PROPERTY_SHOW_DRAG_HANDLE, BS_PROPERTY_CAN_OPEN,
             BS_PROPERTY_REVEAL_BOTTOM_BAR: true
        default: false
        }
    }

    var isModal: Bool {
        get { state.model.isModal }
        set {
            update(\.state.model.isModal, to: newValue, notifying: BS_PROPERTY_MODAL) {
                stateChanged()
                // A modal sheet is at the bottom in automatic presentation: chosen at the next layout.
                gtk_widget_queue_resize(widget)
            }
        }
    }

    /// The `presentation` property; the one shown is `presentation`, chosen at the next
    /// layout.
    var requestedPresentation: Presentation {
        get { state.adaptive.presentation }
        set {
            update(\.state.adaptive.presentation, to: newValue, notifying: BS_PROPERTY_PRESENTATION) {
                gtk_widget_queue_resize(widget)
            }
        }
    }

    /// Whether the user may open a closed sheet (`can-open`).
    var canOpen: Bool {
        get { state.model.canOpen }
        set {
            update(\.state.model.canOpen, to: newValue, notifying: BS_PROPERTY_CAN_OPEN) {
                // `sheet.expand` at the peek strip, and what the handle says it does.
                stateChanged()
            }
        }
    }

    /// The default of an enum or flags property (`bs_swift_sheet_default_number`): the
    /// model's own.
    static func defaultNumber(_ property: BsProperty) -> gint {
        switch property {
        case BS_PROPERTY_DETENTS: gint(SheetModel().detents.rawValue)
        case BS_PROPERTY_MODAL_DETENT: gint(SheetModel().modalDetent.rawValue)
        default: 0
        }
    }

    /// Which open detents the sheet has (`detents`). A set without any is refused with
    /// a warning; a sheet resting at a detent that goes away moves to the nearest one
    /// left (`SheetModel.setDetents`).
    var detents: DetentSet {
        get { state.model.detents }
        set {
            let known = newValue.intersection(.all)
            if known != newValue || known.hasNoOpenDetent {
                let name = Self.propertyName(BS_PROPERTY_DETENTS)
                let given = "0x\(String(newValue.rawValue, radix: 16))"
                guard !known.hasNoOpenDetent else {
                    GLib.warn("BsBottomSheet:\(name) must have at least one of peek, expanded and full, got \(given); keeping \(detents)")
                    return
                }
                GLib.warn("BsBottomSheet:\(name) has only peek, expanded and full, got \(given); using \(known)")
            }
            // Notified by `publish`, with the detent it may have moved the sheet to,
            // before `detent-changed`.
            perform { model, time in try model.setDetents(known, at: time) }
        }
    }

    /// The lowest detent at which a modal sheet dims and cuts off the content
    /// (`modal-detent`).
    var modalDetent: Detent {
        get { state.model.modalDetent }
        set { update(\.state.model.modalDetent, to: newValue, notifying: BS_PROPERTY_MODAL_DETENT) { stateChanged() } }
    }

    /// Whether a bottom sheet takes the window's whole width (`full-width`).
    var isFullWidth: Bool {
        get { state.adaptive.isFullWidth }
        set {
            update(\.state.adaptive.isFullWidth, to: newValue, notifying: BS_PROPERTY_FULL_WIDTH) {
                // The sheet's width is chosen at the next layout.
                gtk_widget_queue_resize(widget)
            }
        }
    }

    /// Opens the sheet or closes it (`open`): the app's own command.
    func setOpen(_ open: Bool) {
        perform { model, time in try model.setOpen(open, at: time) }
    }

    var canClose: Bool {
        get { state.model.canClose }
        set { update(\.state.model.canClose, to: newValue, notifying: BS_PROPERTY_CAN_CLOSE) { stateChanged() } }
    }

    var showsDragHandle: Bool {
        get { gtk_widget_get_visible(handle) != 0 }
        set {
            guard newValue != showsDragHandle else { return }
            if newValue {
                gtk_widget_set_visible(handle, 1)
            } else {
                FocusAndModality.hide(handle, focusGoesTo: header ?? child)
            }
            gtk_widget_queue_resize(widget)
            notify(BS_PROPERTY_SHOW_DRAG_HANDLE)
        }
    }

    /// The sheet's accessible name. Never empty: an unlabelled dialog is read out by its
    /// type name, so nil or "" restore the default (the property spec's). Bytes that are
    /// not UTF-8 (a Latin-1 string from an old file, say) would reach bindings reading it
    /// back (PyGObject cannot decode them) and screen readers: they are replaced, with a
    /// warning.
    func setTitle(_ text: UnsafePointer<gchar>?) {
        var title = text.flatMap { $0.pointee == 0 ? nil : $0 }
        var repaired: UnsafeMutablePointer<gchar>?
        defer { g_free(repaired) }
        if let given = title, g_utf8_validate(given, -1, nil) == 0 {
            repaired = g_utf8_make_valid(given, -1)
            title = UnsafePointer(repaired)
            GLib.warn("BsBottomSheet:\(Self.propertyName(BS_PROPERTY_TITLE)) must be UTF-8 text; using \"\(String(cString: repaired!))\", with the invalid bytes replaced")
        }
        guard let title else {
            setTitle(Self.defaultTitle)
            return
        }
        guard g_strcmp0(title, settings.titleStorage) != 0 else { return }
        g_free(settings.titleStorage)
        settings.titleStorage = g_strdup(title)
        stateChanged()
        notify(BS_PROPERTY_TITLE)
    }

    var title: String { String(cString: settings.titleStorage) }

    /// The default title, from the property spec.
    static var defaultTitle: UnsafePointer<gchar> {
        let spec = g_object_class_find_property(
            UnsafeMutableRawPointer(g_type_class_peek(bs_bottom_sheet_get_type())).assumingMemoryBound(to: GObjectClass.self),
            "title")!
        return g_value_get_string(g_param_spec_get_default_value(spec))
    }

    /// The value of an enum property set from C or GObject (`detent`, `modal-detent`,
    /// `presentation`); nil for a value outside the enum, which is refused with a
    /// warning that lists the valid ones ("must be dismissed, peek, expanded or full").
    func enumValue<Value: RawRepresentable & CaseIterable & CustomStringConvertible>(
        _ raw: Int32, of property: BsProperty
    ) -> Value? where Value.RawValue == Int {
        if let value = Value(rawValue: Int(raw)) { return value }
        let names = Value.allCases.map(\.description)
        let valid = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        GLib.warn("BsBottomSheet:\(Self.propertyName(property)) must be \(valid), got \(raw)")
        return nil
    }

    // MARK: GValues, for the C half

    func get(_ property: BsProperty, into value: UnsafeMutablePointer<GValue>) {
        switch property {
        case BS_PROPERTY_CONTENT: g_value_set_object(value, content)
        case BS_PROPERTY_SHEET: g_value_set_object(value, child)
        case BS_PROPERTY_HEADER: g_value_set_object(value, header)
        case BS_PROPERTY_FOOTER: g_value_set_object(value, footer)
        case BS_PROPERTY_DETENT: g_value_set_enum(value, Int32(state.model.detent.rawValue))
        case BS_PROPERTY_MODAL: g_value_set_boolean(value, isModal ? 1 : 0)
        case BS_PROPERTY_CAN_CLOSE: g_value_set_boolean(value, canClose ? 1 : 0)
        case BS_PROPERTY_SHOW_DRAG_HANDLE: g_value_set_boolean(value, showsDragHandle ? 1 : 0)
        // Static: the C getter hands out this string (transfer none) after the GValue is gone.
        case BS_PROPERTY_TITLE: g_value_set_static_string(value, settings.titleStorage)
        case BS_PROPERTY_PROGRESS: g_value_set_double(value, state.model.progress)
        case BS_PROPERTY_SHEET_HEIGHT: g_value_set_double(value, state.model.height)
        case BS_PROPERTY_PAGE_COUNT: g_value_set_uint(value, guint(state.pages.count))
        case BS_PROPERTY_VISIBLE_PAGE: g_value_set_object(value, state.pages.current.map(pageWidget))
        case BS_PROPERTY_PRESENTATION: g_value_set_enum(value, Int32(state.adaptive.presentation.rawValue))
        case BS_PROPERTY_CURRENT_PRESENTATION: g_value_set_enum(value, Int32(presentation.rawValue))
        case BS_PROPERTY_OPEN: g_value_set_boolean(value, state.model.isOpen ? 1 : 0)
        case BS_PROPERTY_CAN_OPEN: g_value_set_boolean(value, canOpen ? 1 : 0)
        case BS_PROPERTY_FULL_WIDTH: g_value_set_boolean(value, isFullWidth ? 1 : 0)
        case BS_PROPERTY_BOTTOM_BAR: g_value_set_object(value, bar.child)
        case BS_PROPERTY_REVEAL_BOTTOM_BAR: g_value_set_boolean(value, bar.isRevealed ? 1 : 0)
        case BS_PROPERTY_BOTTOM_BAR_HEIGHT: g_value_set_double(value, publisher.last?.bottomBar.coveredHeight ?? 0)
        case BS_PROPERTY_DETENTS: g_value_set_flags(value, guint(detents.rawValue))
        case BS_PROPERTY_MODAL_DETENT: g_value_set_enum(value, Int32(modalDetent.rawValue))
        default:
            if let number = Number.allCases.first(where: { $0.property == property }) {
                g_value_set_double(value, self.number(number))
            }
        }
    }

    func set(_ property: BsProperty, from value: UnsafePointer<GValue>) {
        func widget() -> UnsafeMutablePointer<GtkWidget>? {
            g_value_get_object(value).map { $0.assumingMemoryBound(to: GtkWidget.self) }
        }
        switch property {
        case BS_PROPERTY_CONTENT: setContent(widget())
        case BS_PROPERTY_SHEET: setChild(widget())
        case BS_PROPERTY_HEADER: setHeader(widget())
        case BS_PROPERTY_FOOTER: setFooter(widget())
        case BS_PROPERTY_DETENT:
            if let detent: Detent = enumValue(g_value_get_enum(value), of: property) { move(to: detent) }
        case BS_PROPERTY_MODAL: isModal = g_value_get_boolean(value) != 0
        case BS_PROPERTY_CAN_CLOSE: canClose = g_value_get_boolean(value) != 0
        case BS_PROPERTY_SHOW_DRAG_HANDLE: showsDragHandle = g_value_get_boolean(value) != 0
        case BS_PROPERTY_TITLE: setTitle(g_value_get_string(value))
        case BS_PROPERTY_PRESENTATION:
            if let presentation: Presentation = enumValue(g_value_get_enum(value), of: property) {
                requestedPresentation = presentation
            }
        case BS_PROPERTY_OPEN: setOpen(g_value_get_boolean(value) != 0)
        case BS_PROPERTY_CAN_OPEN: canOpen = g_value_get_boolean(value) != 0
        case BS_PROPERTY_FULL_WIDTH: isFullWidth = g_value_get_boolean(value) != 0
        case BS_PROPERTY_BOTTOM_BAR: bar.setChild(widget())
        case BS_PROPERTY_REVEAL_BOTTOM_BAR: bar.setRevealed(g_value_get_boolean(value) != 0)
        case BS_PROPERTY_DETENTS: detents = DetentSet(rawValue: Int(g_value_get_flags(value)))
        case BS_PROPERTY_MODAL_DETENT:
            if let detent: Detent = enumValue(g_value_get_enum(value), of: property) { modalDetent = detent }
        default:
            if let number = Number.allCases.first(where: { $0.property == property }) {
                setNumber(number, g_value_get_double(value))
            }
        }
    }
}
