import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// Everything the outside sees of one sheet at a moment: what its properties say, what
/// the accessibility tree and the actions show, which of the sheet and its bottom bar
/// takes input, and the scrim's opacity. Built from the model, the pages and the
/// properties after each change (`SheetPublisher.publish`); never stored anywhere but in
/// `SheetPublisher`.
struct SheetOutside: Equatable {
    /// The model's status: detent, visibility, what is cut off, the actions, and what
    /// the drag handle says.
    var status: SheetStatus
    /// Whether the sheet is modal (`modal`): the scrim is shown with the sheet.
    var isModal: Bool
    /// The presentation shown (`current-presentation`).
    var presentation: Presentation
    /// Whether the sheet is open (`open`).
    var isOpen: Bool
    /// `sheet-height` and `progress`.
    var height: Double
    var progress: Double
    /// The scrim's opacity, as drawn.
    var scrimOpacity: Double
    /// `page-count` and `visible-page`.
    var pageCount: Int
    var visiblePage: PageID?
    /// The accessible names the sheet and its pages carry.
    var names: SheetNames
    /// The bottom bar and the sheet's inside, as the bar stands for the sheet or not.
    var bottomBar: BottomBarShown
    /// The open detents the sheet has (`detents`).
    var detents: DetentSet
    /// What the drag handle's description says (`SheetStatus.handleWords`).
    var handleWords: HandleWords

    /// What the properties say before anything is published: nothing is notified for
    /// them being so (`SheetPublisher.publish`).
    static func asMade(status: SheetStatus, names: SheetNames) -> SheetOutside {
        SheetOutside(
            status: status, isModal: false, presentation: .bottom, isOpen: false, height: 0, progress: 0,
            scrimOpacity: 0, pageCount: 0, visiblePage: nil, names: names, bottomBar: .asMade,
            detents: SheetModel().detents, handleWords: status.words)
    }
}

/// The accessible names of the sheet and its pages (see `SheetAccessibility`).
struct SheetNames: Equatable {
    /// The sheet's: the pushed page's title while one is shown, else the sheet's title.
    var sheet: String
    /// The page header's: the pushed page's title.
    var pageHeader: String
    /// The root page's: the sheet's title.
    var rootPage: String
    /// The sheet's title, which the bottom bar says it opens.
    var title: String
}

/// What the publisher reads of the sheet, and the parts that show what it publishes
/// (`SheetDriver` conforms).
@MainActor
protocol SheetPublisherHost: AnyObject {
    var state: SheetState<PageID> { get }
    var isDisposed: Bool { get }
    var widgets: SheetWidgets { get }
    /// The presentation shown (`SheetPlacement.presentation`).
    var presentation: Presentation { get }
    var accessibility: SheetAccessibility { get }
    var bar: SheetBottomBar { get }
    var focusAndModality: FocusAndModality { get }
}

/// Publishing, as a part that acts: the one owner of what the outside was last shown,
/// and the one place the host's notifies and signals leave from. After each change it
/// builds what the outside should see now (`SheetOutside`), keeps it, and hands GTK only
/// the differences from what was shown before (`publish`): GTK reports every accessible
/// update to screen readers, and Orca reads an unchanged description again.
@MainActor
final class SheetPublisher {
    /// The `BsBottomSheet*` whose notifies and signals these are.
    private let object: OpaquePointer
    private weak var host: (any SheetPublisherHost)?
    private var shown: SheetOutside?
    /// Whether the host is disposed: nothing more is told.
    private var isStopped = false
    /// Whether GTK is allocating the host now (`SheetPlacement.isAllocating`).
    var isAllocating: @MainActor () -> Bool = { false }
    /// What left the host while it was being allocated (a notify, a signal, a `publish`),
    /// for the tests: nothing does, allocation only places (`SheetPlacement.whenAllocated`).
    private(set) var leftDuringAllocation: [String] = []

    init(object: OpaquePointer) { self.object = object }

    func install(for host: some SheetPublisherHost) { self.host = host }

    /// What the outside was last shown; nil before the first `replace`.
    var last: SheetOutside? { shown }

    /// Keeps `now` as shown, and returns what was shown before it; nil the first time.
    func replace(with now: SheetOutside) -> SheetOutside? {
        defer { shown = now }
        return shown
    }

    /// The host is disposed: it notifies and emits nothing more.
    func stop() { isStopped = true }

    /// Notifies `property` of the host: one the app set (from its setter, after the
    /// change and what shows it), or one `publish` found changed.
    func notify(_ property: BsProperty) {
        guard !isStopped else { return }
        noteIfAllocating("notify::\(SheetProperties.row(property).name)")
        bs_bottom_sheet_notify(object, property)
    }

    /// Records `what` if it happens while the host is being allocated (`leftDuringAllocation`).
    func noteIfAllocating(_ what: @autoclosure () -> String) {
        if isAllocating() { leftDuringAllocation.append(what()) }
    }

    /// `detent-changed`, with the detent the sheet is at (or going to) now.
    func detentChanged(to detent: Detent) {
        emit(BS_SIGNAL_DETENT_CHANGED, .enumValue(bs_detent_get_type(), Int32(detent.rawValue)))
    }

    /// `released`: the user let go at `velocity` px/s, the sheet going to `target`.
    func released(velocity: Double, target: Detent) {
        emit(BS_SIGNAL_RELEASED, .double(velocity), .enumValue(bs_detent_get_type(), Int32(target.rawValue)))
    }

    /// `close-attempt`: the user tried to close a sheet that `can-close` keeps open.
    func closeAttempted() { emit(BS_SIGNAL_CLOSE_ATTEMPT) }

    /// `closed`.
    func closed() { emit(BS_SIGNAL_CLOSED) }

    /// `pushed` and `popped`, with the page.
    func pushed(_ page: UnsafeMutablePointer<GtkWidget>) {
        emit(BS_SIGNAL_PUSHED, .object(gtk_widget_get_type(), UnsafeMutableRawPointer(page)))
    }

    func popped(_ page: UnsafeMutablePointer<GtkWidget>) {
        emit(BS_SIGNAL_POPPED, .object(gtk_widget_get_type(), UnsafeMutableRawPointer(page)))
    }

    private func emit(_ signal: BsSignal, _ arguments: GLib.SignalArgument...) {
        guard !isStopped else { return }
        noteIfAllocating(String(cString: g_signal_name(bs_bottom_sheet_signal_id(signal))))
        GLib.emit(bs_bottom_sheet_signal_id(signal), on: UnsafeMutableRawPointer(object), type: bs_bottom_sheet_get_type(),
                  arguments)
    }

    // MARK: Publishing

    /// What the outside should see now, from the model, the pages and the properties.
    private func outside(_ host: some SheetPublisherHost) -> SheetOutside {
        let state = host.state, accessibility = host.accessibility
        let status = state.model.status
        return SheetOutside(
            status: status, isModal: state.model.isModal, presentation: host.presentation, isOpen: state.model.isOpen,
            height: state.model.height, progress: state.model.progress, scrimOpacity: state.model.scrimOpacity,
            pageCount: state.pages.count, visiblePage: state.pages.current, names: accessibility.names(),
            bottomBar: host.bar.shown(status, model: state.model), detents: state.model.detents,
            handleWords: status.handleWords(announcing: GtkVersions.announces, shown: last?.handleWords))
    }

    /// Shows the outside what changed since it was last shown, in one fixed order:
    ///
    /// 1. the sheet's and the scrim's visibility, what the content takes, the actions;
    /// 2. the accessible values (before focus moves: what a screen reader reads as focus
    ///    lands on the handle is where the sheet is now, not the "Closed." of a
    ///    dismissed sheet);
    /// 3. which of the bottom bar and the sheet's inside takes input (before focus
    ///    moves: either takes focus only once offered);
    /// 4. focus, into a sheet that now shows its inside, or out to the bottom bar;
    /// 5. the notifies, in this order: `current-presentation`, `sheet-height`,
    ///    `progress` (with the scrim redrawn), `bottom-bar-height`, `page-count`,
    ///    `visible-page`, `detents`, `detent`, `open`.
    ///
    /// Signals for what happened (`detent-changed`, `released`, `closed`, the pages')
    /// come after, from the events (`SheetDriver.apply`, the one list of them): a handler finds the sheet as
    /// it now is. It only reads the state: what follows from a change in the driver's
    /// own parts is done before (`stateChanged`).
    func publish() {
        guard let host, !host.isDisposed else { return }
        noteIfAllocating("publish")
        let now = outside(host)
        let before = replace(with: now)
        let first = before ?? .asMade(status: now.status, names: now.names)
        let statusChanged = before == nil || now.status != first.status || now.isModal != first.isModal
        let focusAndModality = host.focusAndModality
        if statusChanged {
            syncVisibility(host)
            focusAndModality.syncModality()
            host.accessibility.syncActions()
        }
        host.accessibility.show(now, before: before)
        host.bar.show(now.bottomBar, before: first.bottomBar)
        let wasShowingInside = before?.status.showsInside ?? false
        if !wasShowingInside && now.status.showsInside { focusAndModality.sheetDidOpen() }
        if wasShowingInside && now.status.isClosedToBottomBar { focusAndModality.sheetDidCloseToBottomBar() }

        if now.presentation != first.presentation { notify(BS_PROPERTY_CURRENT_PRESENTATION) }
        if now.height != first.height { notify(BS_PROPERTY_SHEET_HEIGHT) }
        if now.progress != first.progress { notify(BS_PROPERTY_PROGRESS) }
        if now.scrimOpacity != first.scrimOpacity { gtk_widget_queue_draw(host.widgets.widget) }
        if now.bottomBar.coveredHeight != first.bottomBar.coveredHeight { notify(BS_PROPERTY_BOTTOM_BAR_HEIGHT) }
        if now.pageCount != first.pageCount { notify(BS_PROPERTY_PAGE_COUNT) }
        if now.visiblePage != first.visiblePage {
            // The body's natural height is the new page's: the detents follow it.
            gtk_widget_queue_resize(host.widgets.widget)
            notify(BS_PROPERTY_VISIBLE_PAGE)
        }
        if now.detents != first.detents { notify(BS_PROPERTY_DETENTS) }
        if now.status.detent != first.status.detent { notify(BS_PROPERTY_DETENT) }
        if now.isOpen != first.isOpen { notify(BS_PROPERTY_OPEN) }
    }

    /// The sheet shown while the model says it is visible, the scrim with it while modal.
    private func syncVisibility(_ host: some SheetPublisherHost) {
        let model = host.state.model
        if model.isVisible {
            gtk_widget_set_visible(host.widgets.sheet, 1)
        } else {
            // Focus goes back where it was in sheetDidClose, once the content takes input again.
            FocusAndModality.hide(host.widgets.sheet, focusGoesTo: nil)
        }
        gtk_widget_set_visible(host.widgets.scrim, model.isModal && model.isVisible ? 1 : 0)
    }
}
