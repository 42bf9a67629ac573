import CBottomSheet
import CGtk
import SheetCore

/// `BsBottomSheet`'s properties: each declared once, here. docs/architecture.md, "Adding a property", says what else a new one
/// needs; `PropertyTableTests` holds the param specs and docs/behaviour.md's table to it.
@MainActor
enum SheetProperties {
    // MARK: Children

    static let content = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_CONTENT, "content", swift: "content", default: nil,
        "the app's content, under the sheet",
        read: { $0.content }, notifiesAfterWrite: false, write: { $0.slots.setContent($1) })

    static let sheet = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_SHEET, "sheet", swift: "sheetChild", default: nil,
        "the sheet's child: the app's widget in the sheet, below the handle",
        read: { $0.child }, notifiesAfterWrite: false, write: { $0.slots.setChild($1) })

    // MARK: Where the sheet is

    static let detent = SheetProperty<Detent>(
        BS_PROPERTY_DETENT, "detent", swift: "detent", default: .dismissed,
        "where the sheet rests or is going; setting it moves the sheet",
        read: { $0.state.model.detent }, notifiesAfterWrite: false, movesTheSheet: true,
        // Notified by `publish` when the sheet commits to the move, before `detent-changed`.
        write: { $0.move(to: $1) })

    // MARK: Behaviour

    static let modal = SheetProperty<Bool>(
        BS_PROPERTY_MODAL, "modal", swift: "isModal", default: true,
        "dims the content, which takes no input while the sheet is open (from `modal-detent` up)",
        read: { $0.state.model.isModal },
        write: { driver, modal in
            driver.setState { $0.model.isModal = modal }
            // A modal sheet is at the bottom in automatic presentation: chosen at the next layout.
            gtk_widget_queue_resize(driver.widget)
        })

    static let canClose = SheetProperty<Bool>(
        BS_PROPERTY_CAN_CLOSE, "can-close", swift: "canClose", default: true,
        "false turns a swipe, Escape or scrim click into `close-attempt`",
        read: { $0.state.model.canClose },
        write: { driver, canClose in
            driver.setState { $0.model.canClose = canClose }
        })

    static let showDragHandle = SheetProperty<Bool>(
        BS_PROPERTY_SHOW_DRAG_HANDLE, "show-drag-handle", swift: "showsDragHandle", default: true,
        "the handle pill (a real button)",
        read: { gtk_widget_get_visible($0.widgets.handle) != 0 },
        write: { driver, shown in
            if shown {
                gtk_widget_set_visible(driver.widgets.handle, 1)
            } else {
                FocusAndModality.hide(driver.widgets.handle, focusGoesTo: driver.header ?? driver.child)
            }
            gtk_widget_queue_resize(driver.widget)
        })

    // MARK: Heights

    static let peekHeight = SheetProperty<Double>(
        BS_PROPERTY_PEEK_HEIGHT, "peek-height", swift: "peekHeight", default: 0, range: 0...10000,
        "a strip that stays visible; replaces dismissed for gestures",
        read: { $0.state.model.layout.measurements.peekHeight },
        write: { driver, height in SheetProperties.measure(driver) { $0.peekHeight = height } })

    static let expandedFraction = SheetProperty<Double>(
        BS_PROPERTY_EXPANDED_FRACTION, "expanded-fraction", swift: "expandedFraction", default: 0.5, range: 0...1,
        "expanded is at most this fraction of the host",
        read: { $0.state.model.layout.measurements.expandedFraction },
        write: { driver, fraction in SheetProperties.measure(driver) { $0.expandedFraction = fraction } })

    static let topInset = SheetProperty<Double>(
        BS_PROPERTY_TOP_INSET, "top-inset", swift: "topInset", default: 40, range: 0...10000,
        "space kept free above full",
        read: { $0.state.model.layout.measurements.topInset },
        write: { driver, inset in SheetProperties.measure(driver) { $0.topInset = inset } })

    static let dimOpacity = SheetProperty<Double>(
        BS_PROPERTY_DIM_OPACITY, "dim-opacity", swift: "dimOpacity", default: 0.4, range: 0...1,
        "scrim opacity at `modal-detent` and above",
        read: { $0.state.model.dimOpacity },
        write: { driver, opacity in
            driver.setState { $0.model.dimOpacity = opacity }
        })

    static let title = SheetProperty<TitleText>(
        BS_PROPERTY_TITLE, "title", swift: "title", default: SheetTitle.defaultTitle,
        "the sheet's accessible name",
        read: { TitleText(text: $0.sheetTitle.text) },
        // nil and "" restore the default: `SheetTitle.set` decides what changes.
        notifiesAfterWrite: false,
        write: { driver, title in
            guard driver.sheetTitle.set(title.text) else { return }
            driver.stateChanged()
            driver.notify(BS_PROPERTY_TITLE)
        })

    static let progress = SheetProperty<Double>(
        BS_PROPERTY_PROGRESS, "progress", swift: "progress", "onProgressChanged", default: 0,
        "visible height / expanded height; notifies on every frame the sheet moves",
        read: { $0.state.model.progress })

    static let sheetHeight = SheetProperty<Double>(
        BS_PROPERTY_SHEET_HEIGHT, "sheet-height", swift: "sheetHeight", "onHeightChanged", default: 0,
        "visible height in px; notifies on every frame the sheet moves",
        read: { $0.state.model.height })

    static let header = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_HEADER, "header", swift: "header", default: nil,
        "below the handle, above the sheet's child; never scrolls, a drag on it moves the sheet",
        read: { $0.header }, notifiesAfterWrite: false, write: { $0.slots.setHeader($1) })

    static let footer = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_FOOTER, "footer", swift: "footer", default: nil,
        "pinned to the sheet's visible bottom edge (the host's); the sheet's child ends at its top; a drag on it moves the sheet",
        read: { $0.footer }, notifiesAfterWrite: false, write: { $0.slots.setFooter($1) })

    // MARK: Pages

    static let pageCount = SheetProperty<UInt>(
        BS_PROPERTY_PAGE_COUNT, "page-count", swift: "pageCount", default: 0,
        "the sheet's child (the root page) and the pages pushed over it",
        read: { UInt($0.state.pages.count) })

    static let visiblePage = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_VISIBLE_PAGE, "visible-page", swift: "visiblePage", default: nil,
        "the page shown, or sliding in to be: the last pushed page, or the sheet's child",
        read: { driver in driver.state.pages.current.map { driver.pageWidget($0) } })

    // MARK: Where in the window

    static let presentation = SheetProperty<Presentation>(
        BS_PROPERTY_PRESENTATION, "presentation", swift: "presentation", default: AdaptiveSettings().presentation,
        "where the sheet is shown: automatic (the window's size chooses), bottom or side",
        read: { $0.state.adaptive.presentation },
        write: { driver, presentation in
            driver.setState { $0.adaptive.presentation = presentation }
            // The presentation shown (`current-presentation`) is chosen at the next layout.
            gtk_widget_queue_resize(driver.widget)
        })

    static let currentPresentation = SheetProperty<Presentation>(
        BS_PROPERTY_CURRENT_PRESENTATION, "current-presentation", swift: "currentPresentation", default: .bottom,
        "the presentation shown now: bottom or side",
        read: { $0.presentation })

    static let maxWidth = SheetProperty<Double>(
        BS_PROPERTY_MAX_WIDTH, "max-width", swift: "maxWidth", default: AdaptiveSettings().maxWidth, range: 0...10000,
        "the widest a bottom sheet gets; 0 = the window's width",
        read: { $0.state.adaptive.maxWidth },
        write: { driver, width in SheetProperties.adapt(driver) { $0.maxWidth = width } })

    static let sideBreakpoint = SheetProperty<Double>(
        BS_PROPERTY_SIDE_BREAKPOINT, "side-breakpoint", swift: "sideBreakpoint",
        default: AdaptiveSettings().sideBreakpoint, range: 0...10000,
        "the narrowest window where an automatic non-modal sheet is a side panel",
        read: { $0.state.adaptive.sideBreakpoint },
        write: { driver, width in SheetProperties.adapt(driver) { $0.sideBreakpoint = width } })

    static let align = SheetProperty<Double>(
        BS_PROPERTY_ALIGN, "align", swift: "align", default: AdaptiveSettings().align, range: 0...1,
        "where a bottom sheet narrower than the window sits: 0 start, 0.5 centre, 1 end",
        read: { $0.state.adaptive.align },
        write: { driver, align in SheetProperties.adapt(driver) { $0.align = align } })

    // MARK: Open and closed

    static let open = SheetProperty<Bool>(
        BS_PROPERTY_OPEN, "open", swift: "isOpen", default: false,
        "the sheet rests at or is going to expanded or full (the peek strip is closed at the bottom; a side panel's is the whole panel, open); true opens it as `present` does, false closes it to the peek strip at the bottom or dismissed, whatever `can-close` says; notified when the sheet commits to a move across",
        read: { $0.state.model.isOpen }, notifiesAfterWrite: false, movesTheSheet: true,
        write: { $0.setOpen($1) })

    static let canOpen = SheetProperty<Bool>(
        BS_PROPERTY_CAN_OPEN, "can-open", swift: "canOpen", default: true,
        "false: a drag up from the peek strip goes back to it, and neither the handle nor `sheet.expand` opens the sheet from there (`open`, `present` and `detent` still do)",
        read: { $0.state.model.canOpen },
        write: { driver, canOpen in
            // `sheet.expand` at the peek strip, and what the handle says it does.
            driver.setState { $0.model.canOpen = canOpen }
        })

    static let fullWidth = SheetProperty<Bool>(
        BS_PROPERTY_FULL_WIDTH, "full-width", swift: "isFullWidth", default: AdaptiveSettings().isFullWidth,
        "a bottom sheet takes the window's whole width, whatever `max-width` says",
        read: { $0.state.adaptive.isFullWidth },
        write: { driver, full in SheetProperties.adapt(driver) { $0.isFullWidth = full } })

    // MARK: The bottom bar

    static let bottomBar = SheetProperty<UnsafeMutablePointer<GtkWidget>?>(
        BS_PROPERTY_BOTTOM_BAR, "bottom-bar", swift: "bottomBar", default: nil,
        "the bar the closed sheet is (a music player's \"now playing\" bar): see \"The bottom bar\" below",
        read: { $0.bar.child }, notifiesAfterWrite: false, write: { $0.bar.setChild($1) })

    static let revealBottomBar = SheetProperty<Bool>(
        BS_PROPERTY_REVEAL_BOTTOM_BAR, "reveal-bottom-bar", swift: "revealsBottomBar", default: true,
        "whether the bottom bar shows; hidden, the sheet closed to it goes off the screen with it",
        read: { $0.bar.isRevealed }, notifiesAfterWrite: false, write: { $0.bar.setRevealed($1) })

    static let bottomBarHeight = SheetProperty<Double>(
        BS_PROPERTY_BOTTOM_BAR_HEIGHT, "bottom-bar-height", swift: "bottomBarHeight", default: 0,
        "how much of the content's bottom the bar covers, in px: it follows the bar as it rises or leaves and keeps the bar's height while the sheet is open over it",
        read: { $0.publisher.last?.bottomBar.coveredHeight ?? 0 })

    // MARK: Detents

    static let detents = SheetProperty<DetentSet>(
        BS_PROPERTY_DETENTS, "detents", swift: "detents", default: SheetModel().detents,
        "which open detents the sheet has; drags, keys, the handle and `present` use only these; a sheet at a detent that goes away moves to the nearest one left, with one `detent-changed`; none of the three is refused with a warning",
        read: { $0.state.model.detents }, notifiesAfterWrite: false,
        // Notified by `publish`, with the detent it may have moved the sheet to, before
        // `detent-changed` (`SheetModel.setDetents`).
        write: { driver, detents in driver.perform { model, time in try model.setDetents(detents, at: time) } })

    static let modalDetent = SheetProperty<Detent>(
        BS_PROPERTY_MODAL_DETENT, "modal-detent", swift: "modalDetent", default: SheetModel().modalDetent,
        "the lowest detent at which a modal sheet dims and cuts off the content; the scrim fades in from the detent below it; `full` makes the maps pattern (a sheet beside a usable map at its strip and half height)",
        read: { $0.state.model.modalDetent },
        write: { driver, detent in
            driver.setState { $0.model.modalDetent = detent }
        })

    /// Sets a height the detents are made from: at once, not at the next allocation, so
    /// that a `peek` asked for right after setting a peek height finds it (a sheet on a
    /// hidden page is never allocated until shown).
    private static func measure(_ driver: SheetDriver, _ change: (inout SheetMeasurements) -> Void) {
        var measurements = driver.state.model.layout.measurements
        change(&measurements)
        driver.placement.updateLayout(measurements)
        gtk_widget_queue_resize(driver.widget)
    }

    /// Sets how the sheet adapts to the window: the presentation and the sheet's width
    /// are chosen at the next layout.
    private static func adapt(_ driver: SheetDriver, _ change: (inout AdaptiveSettings) -> Void) {
        driver.setState { change(&$0.adaptive) }
        gtk_widget_queue_resize(driver.widget)
    }

    /// Sets a new sheet to the defaults, as an app sets a value (`isSetAtStart`).
    static func setUp(_ driver: SheetDriver) {
        for row in all { row.setUp(driver) }
    }

    /// Every row, in the order docs/behaviour.md's table lists them.
    static let all: [any AnySheetProperty] = [
        content, sheet, header, footer, detent, modal, modalDetent, detents, canClose, showDragHandle,
        peekHeight, expandedFraction, topInset, dimOpacity, title, progress, sheetHeight, pageCount,
        visiblePage, presentation, currentPresentation, maxWidth, sideBreakpoint, align, open, canOpen,
        fullWidth, bottomBar, revealBottomBar, bottomBarHeight,
    ]

    /// The rows by id.
    private static let byID = Dictionary(uniqueKeysWithValues: all.map { (Int($0.id.rawValue), $0) })

    /// `id`'s row.
    static func row(_ id: BsProperty) -> any AnySheetProperty { byID[Int(id.rawValue)]! }
}
