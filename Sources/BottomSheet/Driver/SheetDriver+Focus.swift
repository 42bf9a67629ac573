import CBottomSheet
import CGtk
import SheetCore

/// Focus, modality and what assistive technologies see.
extension SheetDriver {
    /// The sheet just became visible: remember who had focus, and move focus in.
    func sheetDidOpen() {
        guard let root = gtk_widget_get_root(widget) else { return }
        let focused = gtk_root_get_focus(root)
        if let focused, gtk_widget_is_ancestor(focused, surface) == 0 {
            focusBeforeOpening.widget = focused
        }
        _ = gtk_widget_child_focus(surface, GTK_DIR_TAB_FORWARD)
    }

    /// The sheet came to rest dismissed: focus goes back where it was before it opened.
    func sheetDidClose() {
        if let previous = focusBeforeOpening.widget, gtk_widget_get_mapped(previous) != 0 {
            _ = gtk_widget_grab_focus(previous)
        }
        focusBeforeOpening.clear()
    }

    /// While a modal sheet is open, the content takes no pointer or keyboard input and
    /// is hidden from the accessibility tree; when it closes, both come back.
    func syncModality() {
        let modal = bs_bottom_sheet_get_modal(sheet) != 0
        let blocking = modal && model.isVisible && model.detent >= .expanded
        gtk_widget_set_can_target(dimming, blocking ? 1 : 0)
        guard blocking != contentBlocked, let content else {
            contentBlocked = blocking && content != nil
            return
        }
        contentBlocked = blocking
        gtk_widget_set_can_target(content, blocking ? 0 : 1)
        gtk_widget_set_can_focus(content, blocking ? 0 : 1)
        bs_accessible_set_hidden(content, blocking ? 1 : 0)
    }

    /// Tab moves only inside an open modal sheet, wrapping at its ends.
    func focus(_ direction: GtkDirectionType) -> Bool {
        guard contentBlocked else { return bs_bottom_sheet_parent_focus(sheet, direction) != 0 }
        if gtk_widget_child_focus(surface, direction) != 0 { return true }
        guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
              let root = gtk_widget_get_root(widget) else { return false }
        // Past the last (or first) widget: start again from the other end.
        gtk_root_set_focus(root, nil)
        return gtk_widget_child_focus(surface, direction) != 0
    }

    /// The sheet is a dialog named by its title, modal while modal; the handle says
    /// where the sheet is and what activating it does.
    func syncAccessibility() {
        let title = String(cString: bs_bottom_sheet_get_title(sheet))
        bs_accessible_set_label(surface, title)
        bs_accessible_set_modal(surface, bs_bottom_sheet_get_modal(sheet))
        bs_accessible_set_label(handle, "Drag handle")
        bs_accessible_set_description(handle, handleDescription)
        switch model.detent {
        case .full: bs_accessible_set_expanded(handle, 1)
        case .expanded, .peek: bs_accessible_set_expanded(handle, model.layout.hasDistinctFull ? 0 : -1)
        case .dismissed: bs_accessible_set_expanded(handle, -1)
        }
    }

    private var handleDescription: String {
        switch model.detent {
        case .dismissed: "Closed."
        case .peek: "Peeking. Activate to expand."
        case .expanded: model.layout.hasDistinctFull ? "Expanded. Activate to expand fully." : "Open."
        case .full: "Fully expanded. Activate to collapse to half."
        }
    }

    /// Each action is enabled only when it applies.
    func syncActions() {
        let open = model.detent != .dismissed
        setAction("sheet.expand", open && model.detentAbove != nil)
        setAction("sheet.collapse", open && model.openDetentBelow != nil)
        setAction("sheet.dismiss", open && !(model.layout.hasPeek && model.detent == .peek))
        setAction("sheet.peek", model.layout.hasPeek && model.detent != .peek)
    }

    private func setAction(_ name: String, _ enabled: Bool) {
        gtk_widget_action_set_enabled(widget, name, enabled ? 1 : 0)
    }
}
