import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// Focus and modality: focus moves in when the sheet opens and back when it closes,
/// Tab stays inside an open modal sheet, and the content behind it is cut off.
extension SheetDriver {
    /// The sheet just became visible: remember who had focus, and move focus in. A sheet
    /// opened on screen before its window's first layout (as the window appears) does
    /// not know yet where it is: focus waits for the layout, so that the handle says
    /// where the sheet is when focus lands on it, rather than changing what it says just
    /// after (which Orca reads as a separate "collapsed"). A sheet that is not on screen
    /// (on a hidden page) takes no focus, now or later.
    func sheetDidOpen() {
        guard let root = gtk_widget_get_root(widget) else { return }
        let focused = gtk_root_get_focus(root)
        if let focused, gtk_widget_is_ancestor(focused, sheet) == 0 {
            focusBeforeOpening.widget = focused
        }
        focusWaitsForLayout = !model.layout.isMeasured && gtk_widget_get_mapped(widget) != 0
        if !focusWaitsForLayout { moveFocusIn() }
    }

    /// The first layout of a sheet that opened before it (see `sheetDidOpen`).
    func sheetWasMeasured() {
        guard focusWaitsForLayout, model.layout.isMeasured else { return }
        focusWaitsForLayout = false
        if model.isVisible { moveFocusIn() }
    }

    private func moveFocusIn() {
        _ = gtk_widget_child_focus(sheet, GTK_DIR_TAB_FORWARD)
    }

    /// The sheet came to rest dismissed: focus goes back where it was before it opened.
    func sheetDidClose() {
        if let previous = focusBeforeOpening.widget, gtk_widget_get_mapped(previous) != 0 {
            _ = gtk_widget_grab_focus(previous)
        }
        focusBeforeOpening.clear()
    }

    /// While the model says the sheet blocks the content, the content takes no pointer
    /// or keyboard input and is hidden from the accessibility tree; when it stops, or
    /// the content is replaced, both come back.
    func syncModality() {
        let blocking = model.blocksContent
        gtk_widget_set_can_target(scrim, blocking ? 1 : 0)
        let target = blocking ? content : nil
        guard target != blockedContent else { return }
        if let released = blockedContent { setInput(of: released, blocked: false) }
        if let target { setInput(of: target, blocked: true) }
        blockedContent = target
    }

    /// Gives the blocked content its input back (it is about to leave the host).
    func releaseBlockedContent() {
        if let released = blockedContent { setInput(of: released, blocked: false) }
        blockedContent = nil
    }

    private func setInput(of content: UnsafeMutablePointer<GtkWidget>, blocked: Bool) {
        gtk_widget_set_can_target(content, blocked ? 0 : 1)
        gtk_widget_set_can_focus(content, blocked ? 0 : 1)
        Accessible.setHidden(content, blocked)
    }

    /// Tab moves only inside an open modal sheet, wrapping at its ends. Returns nil when
    /// the sheet does not trap focus: GTK's own focus handling then applies.
    func focus(_ direction: GtkDirectionType) -> Bool? {
        guard blockedContent != nil else { return nil }
        if gtk_widget_child_focus(sheet, direction) != 0 { return true }
        guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
              let root = gtk_widget_get_root(widget) else { return false }
        // Past the last (or first) widget: start again from the other end.
        gtk_root_set_focus(root, nil)
        return gtk_widget_child_focus(sheet, direction) != 0
    }
}
