import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the accessibility part asks of the sheet (`SheetDriver` is the one).
@MainActor
protocol SheetAccessibilityHost: AnyObject {
    var widgets: SheetWidgets { get }
    var state: SheetState<PageID> { get }
    /// The sheet's title (`title`).
    var title: String { get }
}

/// What assistive technologies see, as a part that acts: the sheet as a dialog that carries the sheet's
/// actions, the handle as a button that says where the sheet is, in the user's language.
///
/// A screen reader hears of a change through focus moves, through changes to the
/// focused widget's name, description and states and, where GTK can announce
/// (`GtkVersions.announces`), through announcements. So the handle, which has focus
/// after the sheet opens, carries the position in its description and EXPANDED state:
/// when the detent changes, Orca reads the new one. What the handle says and what is
/// announced besides are SheetCore's rules (`SheetStatus.handleWords(announcing:shown:)`,
/// `SheetStatus.announcement(since:announcing:handleHasFocus:)`): each change is said
/// once, "Closed." too. Both change when the sheet *commits* to a detent, at the start
/// of a move, so the sheet sounds the same with animations off (it jumps) as with them
/// on.
///
/// A push or a pop is heard through the focus move that comes with it. On a focus move,
/// Orca says the new focus and, before it, the names of its ancestors that the old
/// focus was not inside, skipping unnamed ones and pure layout (a scroll pane, a
/// filler); it does not say the dialog they share, nor a change to the name of
/// anything but the focus. So the sheet's name changing to the page's title was not
/// heard: a push said "Message text", a pop "Contacts. List with 30 items". Each page
/// is therefore in a group of the sheet's own named by its title (`BsSheetPage`, as
/// AdwNavigationPage does): focus moving into the pushed page passes into its group
/// ("Aisha Rahman panel. Message text."), and focus going back on a pop passes into
/// the root page's group, named by the sheet's title ("Share panel. Contacts. …").
/// The title is said once, in the app's words (the app translates its titles). The
/// root page is named by the sheet's title from the start, as every AdwNavigationPage
/// is named: Orca 48 keeps its verdict that an unnamed group is mere layout until its
/// caches are next cleared, so a root page named only at the first push was skipped
/// when focus went back into it on the pop ("Contacts. List with 6 items", no
/// "Share"). Focus moving from the handle into the sheet's child says the title then
/// too. The page header is a group named by the page's title too, for a page with
/// nothing to focus, where focus goes to the back button.
@MainActor
final class SheetAccessibility {
    private weak var host: (any SheetAccessibilityHost)?
    /// The parts' `map`: their values are sent as they come on screen.
    private var connections: [SignalConnection] = []

    /// Connects to the handle's and the bottom bar's `map`; `host` is asked from then on.
    /// A part's accessible values are sent to screen readers now as it comes on screen
    /// (the handle as the sheet opens or the window with an open sheet appears, the
    /// bottom bar as the sheet closes to it), rather than just after focus lands on it
    /// (`GtkVersions.sendAccessibleValuesNow`): else Orca says its description twice.
    func install(for host: some SheetAccessibilityHost) {
        self.host = host
        connections = [host.widgets.handle, host.widgets.bottomBar].map { part in
            SignalConnection.connect(UnsafeMutableRawPointer(part), "map") { GtkVersions.sendAccessibleValuesNow(part) }
        }
    }

    /// Disconnects the handlers (the host's dispose).
    func disconnect() {
        for connection in connections { connection.disconnect() }
        connections = []
    }

    /// The accessible names of the sheet and its pages now: the sheet is a dialog named
    /// by its title (the pushed page's, while one is shown); the pages are named by
    /// their titles, the root page by the sheet's (see above).
    func names() -> SheetNames {
        guard let host else { return SheetNames(sheet: "", pageHeader: "", rootPage: "", title: "") }
        let state = host.state, title = host.title
        return SheetNames(
            sheet: state.pages.currentTitle.flatMap { $0.isEmpty ? nil : $0 } ?? title, pageHeader: state.pages.currentTitle ?? "",
            rootPage: title, title: title)
    }

    /// Hands GTK the accessible values that changed since `before` (all of them the
    /// first time, `before` nil): the names, the sheet modal while it blocks the content,
    /// the handle saying where the sheet is and what activating it does, the bottom bar
    /// what it opens. Part of `publish`, which says when.
    func show(_ now: SheetOutside, before: SheetOutside?) {
        guard let widgets = host?.widgets else { return }
        let sheet = widgets.sheet, handle = widgets.handle
        let names = now.names, status = now.status
        if names.sheet != before?.names.sheet { Accessible.setLabel(sheet, names.sheet) }
        if names.pageHeader != before?.names.pageHeader { Accessible.setLabel(widgets.pageHeader, names.pageHeader) }
        if names.rootPage != before?.names.rootPage { Accessible.setLabel(widgets.rootPage, names.rootPage) }
        if status.blocksContent != before?.status.blocksContent { Accessible.setModal(sheet, status.blocksContent) }
        if now.handleWords != before?.handleWords {
            Accessible.setDescription(handle, Self.handleDescription(now.handleWords))
        }
        if let before, let words = status.announcement(
            since: before.status, announcing: GtkVersions.announces, handleHasFocus: gtk_widget_has_focus(handle) != 0) {
            // From the sheet's host, which is in the tree whatever the sheet shows.
            GtkVersions.announce(Self.handleDescription(words), from: widgets.widget)
        }
        if names.title != before?.names.title {
            Accessible.setDescription(widgets.bottomBar, SheetBottomBar.description(title: names.title))
        }
        if before == nil || status.handleIsExpanded != before?.status.handleIsExpanded {
            Accessible.setExpanded(handle, status.handleIsExpanded)
        }
    }

    /// The handle's accessible name.
    static var handleLabel: String { translated("Drag handle", context: "accessible name") }

    /// Where the sheet is, then what activating the handle does from there ("Half height.
    /// Activate to expand."); the handle's EXPANDED state agrees with the first sentence
    /// (`SheetModel.handleIsExpanded`).
    static func handleDescription(_ words: HandleWords) -> String {
        let here: String = switch words.position {
        case .closed: translated("Closed.", context: "sheet position")
        case .peeking: translated("Peeking.", context: "sheet position")
        case .halfHeight: translated("Half height.", context: "sheet position")
        case .fullHeight: translated("Full height.", context: "sheet position")
        case .open: translated("Open.", context: "sheet position")
        }
        // Two sentences joined by a space: the Translations suite composes them so too.
        let activating: String? = switch words.activation {
        case nil: nil
        case .expand?: translated("Activate to expand.", context: "drag handle")
        case .collapse?: translated("Activate to collapse.", context: "drag handle")
        }
        return activating.map { "\(here) \($0)" } ?? here
    }

    /// Each action is enabled only when the model says it applies, on the host (where an
    /// app's code and its keys find it) and on the sheet (the dialog a screen reader is
    /// in; its actions hand over to the host's). GTK exports a widget's own enabled
    /// actions over AT-SPI, and a disabled one lets its key (Escape, Alt+Up, Alt+Down)
    /// go on to other handlers.
    func syncActions() {
        guard let model = host?.state.model else { return }
        for action in SheetAction.allCases { setActionEnabled(Self.request(for: action), model.isEnabled(action)) }
    }

    /// Enables or disables the action that makes `request`, on the host and the sheet alike.
    func setActionEnabled(_ request: BsRequest, _ enabled: Bool) {
        guard let widgets = host?.widgets else { return }
        let widget = widgets.widget, sheet = widgets.sheet
        let name = bs_action_name(request)
        gtk_widget_action_set_enabled(widget, name, enabled ? 1 : 0)
        gtk_widget_action_set_enabled(sheet, name, enabled ? 1 : 0)
    }

    /// The request a model's action is: the C half names its action.
    static func request(for action: SheetAction) -> BsRequest {
        switch action {
        case .expand: BS_REQUEST_EXPAND
        case .collapse: BS_REQUEST_COLLAPSE
        case .dismiss: BS_REQUEST_DISMISS
        case .peek: BS_REQUEST_PEEK
        }
    }
}
