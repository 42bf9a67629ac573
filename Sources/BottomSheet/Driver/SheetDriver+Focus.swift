import CBottomSheet
import CGtk
import SheetCore

/// Focus and modality: focus moves in when the sheet opens and back when it closes,
/// Tab stays inside an open modal sheet, and the content behind it is cut off.
extension SheetDriver {
    /// The sheet just became visible: remember who had focus, and move focus in.
    func sheetDidOpen() {
        // What a screen reader reads when focus lands on the handle is its position now,
        // not the "Closed." it had while the sheet was dismissed.
        syncAccessibility()
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

    /// Whether the sheet is open as a modal sheet now: modal, visible, and at expanded
    /// or above. A modal sheet resting at peek is a strip, not a dialog: it leaves the
    /// content usable, so it neither blocks it nor says it is modal.
    var blocksContent: Bool {
        bs_bottom_sheet_get_modal(sheet) != 0 && model.isVisible && model.detent >= .expanded
    }

    /// While a modal sheet is open, the content takes no pointer or keyboard input and
    /// is hidden from the accessibility tree; when it closes, both come back.
    func syncModality() {
        let blocking = blocksContent
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
}
