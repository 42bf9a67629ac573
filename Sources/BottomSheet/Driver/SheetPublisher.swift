import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// Everything the outside sees of one sheet at a moment: what its properties say, what
/// the accessibility tree and the actions show, which of the sheet and its bottom bar
/// takes input, and the scrim's opacity. Built from the model, the pages and the
/// properties after each change (`SheetDriver.outside`); never stored anywhere but in
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

/// The accessible names of the sheet and its pages (see `SheetDriver+Accessibility`).
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

/// The one owner of what the outside was last shown. After each change the driver hands
/// it what the outside should see now (`SheetOutside`); it keeps that and returns what
/// was shown before, so the driver hands GTK only the differences (`SheetDriver.publish`):
/// GTK reports every accessible update to screen readers, and Orca reads an unchanged
/// description again.
@MainActor
final class SheetPublisher {
    private var shown: SheetOutside?

    /// What the outside was last shown; nil before the first `replace`.
    var last: SheetOutside? { shown }

    /// Keeps `now` as shown, and returns what was shown before it; nil the first time.
    func replace(with now: SheetOutside) -> SheetOutside? {
        defer { shown = now }
        return shown
    }
}

extension SheetDriver {
    /// What the outside should see now, from the model, the pages and the properties.
    func outside() -> SheetOutside {
        let status = state.model.status
        return SheetOutside(
            status: status, isModal: state.model.isModal, presentation: presentation, isOpen: state.model.isOpen,
            height: state.model.height, progress: state.model.progress, scrimOpacity: state.model.scrimOpacity,
            pageCount: state.pages.count, visiblePage: state.pages.current, names: names(),
            bottomBar: bottomBarShown(status), detents: state.model.detents,
            handleWords: status.handleWords(announcing: GtkVersions.announces, shown: publisher.last?.handleWords))
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
    /// come after, from the events (`apply`, `applyPages`): a handler finds the sheet as
    /// it now is.
    func publish() {
        guard !isDisposed else { return }
        bottomBarState.sheetChanged(state.model)
        let now = outside()
        let before = publisher.replace(with: now)
        let first = before ?? .asMade(status: now.status, names: now.names)
        let statusChanged = before == nil || now.status != first.status || now.isModal != first.isModal
        if statusChanged {
            syncVisibility()
            syncModality()
            syncActions()
        }
        showAccessibility(now, before: before)
        showBottomBar(now.bottomBar, before: first.bottomBar)
        let wasShowingInside = before?.status.showsInside ?? false
        if !wasShowingInside && now.status.showsInside { sheetDidOpen() }
        if wasShowingInside && now.status.isClosedToBottomBar { sheetDidCloseToBottomBar() }

        if now.presentation != first.presentation { notify(BS_PROPERTY_CURRENT_PRESENTATION) }
        if now.height != first.height { notify(BS_PROPERTY_SHEET_HEIGHT) }
        if now.progress != first.progress { notify(BS_PROPERTY_PROGRESS) }
        if now.scrimOpacity != first.scrimOpacity { gtk_widget_queue_draw(widget) }
        if now.bottomBar.coveredHeight != first.bottomBar.coveredHeight { notify(BS_PROPERTY_BOTTOM_BAR_HEIGHT) }
        if now.pageCount != first.pageCount { notify(BS_PROPERTY_PAGE_COUNT) }
        if now.visiblePage != first.visiblePage {
            // The body's natural height is the new page's: the detents follow it.
            gtk_widget_queue_resize(widget)
            notify(BS_PROPERTY_VISIBLE_PAGE)
        }
        if now.detents != first.detents { notify(BS_PROPERTY_DETENTS) }
        if now.status.detent != first.status.detent { notify(BS_PROPERTY_DETENT) }
        if now.isOpen != first.isOpen { notify(BS_PROPERTY_OPEN) }
    }
}
