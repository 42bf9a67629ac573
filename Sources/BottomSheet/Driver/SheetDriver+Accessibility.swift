import CBottomSheet
import CGtk
import SheetCore

/// What assistive technologies see: the sheet as a dialog, the handle as a button that
/// says where the sheet is, and the actions a screen reader can run.
///
/// GTK 4.8 has no way to announce a message (`gtk_accessible_announce` is 4.14): a
/// screen reader hears a change through focus moves and through changes to the focused
/// widget's name, description and states. So the handle, which has focus after the
/// sheet opens, carries the position in its description and EXPANDED state: when the
/// detent changes, Orca reads the new one. Both change when the sheet *commits* to a
/// detent, at the start of a move, so the announcement is the same with animations
/// off (the sheet jumps) as with them on.
extension SheetDriver {
    /// The sheet is a dialog named by its title, modal while it blocks the content; the
    /// handle says where the sheet is and what activating it does.
    ///
    /// Called after every change of the model, many times a second while the sheet
    /// moves: GTK only tells assistive technologies about a value that changed, so
    /// setting the same value again is silent.
    func syncAccessibility() {
        let title = String(cString: bs_bottom_sheet_get_title(sheet))
        bs_accessible_set_label(surface, title)
        bs_accessible_set_modal(surface, blocksContent ? 1 : 0)
        bs_accessible_set_label(handle, SheetDriver.handleLabel)
        bs_accessible_set_description(handle, handleDescription)
        bs_accessible_set_expanded(handle, handleExpandedState)
    }

    static let handleLabel = "Drag handle"

    /// The handle's EXPANDED state: whether the sheet is at full. Absent (not
    /// expandable) when activating the handle cannot expand or collapse anything.
    /// -1 removes the state, 0 and 1 set it (see `bs_accessible_set_expanded`).
    var handleExpandedState: Int32 {
        switch model.detent {
        case .full: 1
        case .peek: 0
        case .expanded: model.layout.hasDistinctFull ? 0 : -1
        case .dismissed: -1
        }
    }

    /// The position, then what activating the handle does from there (the handle
    /// toggles expanded ↔ full and opens a peeking sheet to expanded).
    var handleDescription: String {
        switch model.detent {
        case .dismissed: "Closed."
        case .peek: "Peeking. Activate to expand."
        case .expanded: model.layout.hasDistinctFull ? "Expanded. Activate to expand fully." : "Expanded."
        case .full: "Fully expanded. Activate to collapse."
        }
    }

    /// Each action is enabled only when it applies: GTK 4.8 exports the enabled ones
    /// over AT-SPI (a screen reader lists and runs them), and a disabled one lets its
    /// key (Escape, Alt+Up, Alt+Down) go on to other handlers.
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
