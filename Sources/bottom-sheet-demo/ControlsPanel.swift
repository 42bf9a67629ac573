import BottomSheet
import CAdw
import CGtk
import GtkHelpers

/// A panel that changes ten of the current sheet's writable properties live (those a
/// user of the demo tunes: modality, closing, the handle, the heights, the dimming, the
/// width, the detent, the presentation): a GNOME boxed list, one AdwActionRow per
/// property with its control at the end. Each row's title has a
/// mnemonic, and names the control for screen readers.
@MainActor
final class ControlsPanel {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private var sheet: BottomSheet?
    private var updating = false
    private var refreshers: [@MainActor () -> Void] = []
    private var sheetConnections: [SignalConnection] = []

    /// `showMotionPlot` shows or hides the motion plot; it is shown at first if
    /// `motionPlotShown`. The list is named as the popover it is in (GTK 4.8 would read
    /// "GtkListBox").
    init(motionPlotShown: Bool, showMotionPlot: @escaping @MainActor (Bool) -> Void) {
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        DemoAccessibility.setLabel(list, translated("Sheet properties"))
        widget = Widgets.column(spacing: 0, [list])
        gtk_widget_add_css_class(widget, "controls")

        addSwitch(translated("_Modal"), get: { $0.isModal }, set: { $0.isModal = $1 })
        addSwitch(translated("Can _close"), get: { $0.canClose }, set: { $0.canClose = $1 })
        addSwitch(translated("Drag _handle"), get: { $0.showsDragHandle }, set: { $0.showsDragHandle = $1 })
        addNumber(translated("_Peek height"), range: 0...400, step: 10, digits: 0, get: { $0.peekHeight }, set: { $0.peekHeight = $1 })
        addNumber(translated("E_xpanded fraction"), range: 0...1, step: 0.05, digits: 2,
                  get: { $0.expandedFraction }, set: { $0.expandedFraction = $1 })
        addNumber(translated("_Top inset"), range: 0...400, step: 10, digits: 0, get: { $0.topInset }, set: { $0.topInset = $1 })
        addNumber(translated("_Dim opacity"), range: 0...1, step: 0.05, digits: 2, get: { $0.dimOpacity }, set: { $0.dimOpacity = $1 })
        addNumber(translated("Max _width"), range: 0...2000, step: 20, digits: 0, get: { $0.maxWidth }, set: { $0.maxWidth = $1 })
        addAnimationsSwitch()
        addDetentChoice()
        addPresentationChoice()
        addMotionPlotSwitch(shown: motionPlotShown, show: showMotionPlot)
    }

    /// Shows and edits `sheet` from now on.
    func attach(_ sheet: BottomSheet) {
        for connection in sheetConnections { connection.disconnect() }
        self.sheet = sheet
        sheetConnections = ["detent", "modal", "can-close", "show-drag-handle", "peek-height",
                            "expanded-fraction", "top-inset", "dim-opacity", "presentation", "max-width"].map { property in
            sheet.onNotify(property) { self.refresh() }
        }
        refresh()
    }

    private func refresh() {
        updating = true
        for refresh in refreshers { refresh() }
        updating = false
    }

    /// A row titled `title` (with a mnemonic: Alt and the underlined letter activates
    /// the control) and `control` at its end.
    private func addRow(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
        let row = adw_action_row_new()!
        let preferencesRow = cast(row, to: AdwPreferencesRow.self)
        adw_preferences_row_set_title(preferencesRow, title)
        adw_preferences_row_set_use_underline(preferencesRow, 1)
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(cast(row, to: AdwActionRow.self), control)
        adw_action_row_set_activatable_widget(cast(row, to: AdwActionRow.self), control)
        // The control is named by the row's title, as a screen reader expects.
        DemoAccessibility.setLabel(control, title.replacingOccurrences(of: "_", with: ""))
        gtk_list_box_append(OpaquePointer(list), row)
    }

    private func addSwitch(_ title: String, get: @escaping @MainActor (BottomSheet) -> Bool,
                           set: @escaping @MainActor (BottomSheet, Bool) -> Void) {
        let toggle = gtk_switch_new()!
        gtk_widget_set_halign(toggle, GTK_ALIGN_END)
        addRow(title, toggle)
        refreshers.append {
            if let sheet = self.sheet { gtk_switch_set_active(OpaquePointer(toggle), get(sheet) ? 1 : 0) }
        }
        SignalConnection.onNotify(UnsafeMutableRawPointer(toggle), "active") {
            guard !self.updating, let sheet = self.sheet else { return }
            set(sheet, gtk_switch_get_active(OpaquePointer(toggle)) != 0)
        }.keptForTheObjectsLife()
    }

    private func addNumber(_ title: String, range: ClosedRange<Double>, step: Double, digits: UInt32,
                           get: @escaping @MainActor (BottomSheet) -> Double,
                           set: @escaping @MainActor (BottomSheet, Double) -> Void) {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_digits(OpaquePointer(spin), digits)
        addRow(title, spin)
        refreshers.append {
            if let sheet = self.sheet { gtk_spin_button_set_value(OpaquePointer(spin), get(sheet)) }
        }
        SignalConnection.connect(UnsafeMutableRawPointer(spin), "value-changed") {
            guard !self.updating, let sheet = self.sheet else { return }
            set(sheet, gtk_spin_button_get_value(OpaquePointer(spin)))
        }.keptForTheObjectsLife()
    }

    /// `gtk-enable-animations` is a setting of the whole display, as a user's
    /// "reduce motion" choice is.
    private func addAnimationsSwitch() {
        let toggle = gtk_switch_new()!
        gtk_widget_set_halign(toggle, GTK_ALIGN_END)
        gtk_switch_set_active(OpaquePointer(toggle), DemoSettings.animationsEnabled ? 1 : 0)
        addRow(translated("_Animations"), toggle)
        SignalConnection.onNotify(UnsafeMutableRawPointer(toggle), "active") {
            DemoSettings.animationsEnabled = gtk_switch_get_active(OpaquePointer(toggle)) != 0
        }.keptForTheObjectsLife()
    }

    /// Shows the plot of the sheet's motion above the content, where it stays in view
    /// while the sheet is dragged (this popover closes at the first click outside).
    private func addMotionPlotSwitch(shown: Bool, show: @escaping @MainActor (Bool) -> Void) {
        let toggle = gtk_switch_new()!
        gtk_widget_set_halign(toggle, GTK_ALIGN_END)
        gtk_switch_set_active(OpaquePointer(toggle), shown ? 1 : 0)
        addRow(translated("Motion p_lot"), toggle)
        SignalConnection.onNotify(UnsafeMutableRawPointer(toggle), "active") {
            show(gtk_switch_get_active(OpaquePointer(toggle)) != 0)
        }.keptForTheObjectsLife()
    }

    /// One radio button per detent (GtkDropDown in GTK 4.8 reads out its internals,
    /// "GtkToggleButton"); peek is insensitive while the sheet has no peek strip.
    private func addDetentChoice() {
        addChoice(translated("D_etent"), Detent.allCases, title: { detent in
            switch detent {
            case .dismissed: translated("Dismissed", context: "detent")
            case .peek: translated("Peek", context: "detent")
            case .expanded: translated("Expanded", context: "detent")
            case .full: translated("Full", context: "detent")
            }
        }, get: { $0.detent }, set: { $0.detent = $1 },
        isAvailable: { detent, sheet in detent != .peek || sheet.peekHeight > 0 })
    }

    /// One radio button per presentation, as for the detent: automatic lets the
    /// window's width choose, bottom and side pin one.
    private func addPresentationChoice() {
        addChoice(translated("P_resentation"), Presentation.allCases, title: { presentation in
            switch presentation {
            case .automatic: translated("Automatic", context: "presentation")
            case .bottom: translated("Bottom", context: "presentation")
            case .side: translated("Side", context: "presentation")
            }
        }, get: { $0.presentation }, set: { $0.presentation = $1 })
    }

    /// A row of radio buttons, one per value, showing the sheet's value (`get`) and
    /// setting it (`set`) when the user picks one; a value `isAvailable` says no to
    /// is insensitive.
    private func addChoice<Value: Equatable>(
        _ label: String, _ values: [Value], title: (Value) -> String,
        get: @escaping @MainActor (BottomSheet) -> Value, set: @escaping @MainActor (BottomSheet, Value) -> Void,
        isAvailable: @escaping @MainActor (Value, BottomSheet) -> Bool = { _, _ in true }
    ) {
        let choice = radioButtons(values.map(title), horizontal: true)
        let buttons = choice.buttons
        addRow(label, choice.box)
        refreshers.append {
            guard let sheet = self.sheet else { return }
            for (value, button) in zip(values, buttons) {
                gtk_check_button_set_active(cast(button, to: GtkCheckButton.self), value == get(sheet) ? 1 : 0)
                gtk_widget_set_sensitive(button, isAvailable(value, sheet) ? 1 : 0)
            }
        }
        for (value, button) in zip(values, buttons) {
            SignalConnection.onNotify(UnsafeMutableRawPointer(button), "active") {
                guard !self.updating, let sheet = self.sheet,
                      gtk_check_button_get_active(cast(button, to: GtkCheckButton.self)) != 0 else { return }
                set(sheet, value)
            }.keptForTheObjectsLife()
        }
    }
}

/// Display-wide GTK settings the demo changes.
@MainActor
enum DemoSettings {
    static var animationsEnabled: Bool {
        get { boolean("gtk-enable-animations") }
        set { setBoolean("gtk-enable-animations", newValue) }
    }

    private static func boolean(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, gboolean_type)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_boolean(&value) != 0
    }

    private static func setBoolean(_ name: String, _ newValue: Bool) {
        var value = GValue()
        g_value_init(&value, gboolean_type)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, newValue ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), name, &value)
    }

    /// G_TYPE_BOOLEAN is a macro: the fundamental type number 5, shifted.
    private static let gboolean_type = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
}
