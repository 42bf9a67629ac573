import CBottomSheet
import CGtk
import GtkHelpers
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
    /// handle says where the sheet is and what activating it does. Run when the model's
    /// status or the title changes (`syncStatus`), not per motion event.
    func syncAccessibility() {
        Accessible.setLabel(sheet, title)
        Accessible.setModal(sheet, model.blocksContent)
        Accessible.setLabel(handle, SheetDriver.handleLabel)
        Accessible.setDescription(handle, handleDescription)
        Accessible.setExpanded(handle, model.handleIsExpanded)
    }

    static let handleLabel = "Drag handle"

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

    /// Each action is enabled only when the model says it applies: GTK 4.8 exports the
    /// enabled ones over AT-SPI (a screen reader lists and runs them), and a disabled
    /// one lets its key (Escape, Alt+Up, Alt+Down) go on to other handlers.
    func syncActions() {
        for action in SheetAction.allCases {
            gtk_widget_action_set_enabled(widget, "sheet.\(action.rawValue)", model.isEnabled(action) ? 1 : 0)
        }
    }
}
