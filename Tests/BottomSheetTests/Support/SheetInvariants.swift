@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore

/// What must hold for a BsBottomSheet at any moment, and at rest, as the app and the
/// user see it: properties, what is shown, and the signals so far. Each check returns
/// the problems it found, as sentences; empty means all is well.
@MainActor
enum SheetInvariants {
    /// The allowed range of each numeric property (docs/behaviour.md, "Properties").
    static let ranges: [(name: String, range: ClosedRange<Double>, read: (OpaquePointer) -> Double)] = [
        ("peek-height", 0...10000, { bs_bottom_sheet_get_peek_height($0) }),
        ("expanded-fraction", 0...1, { bs_bottom_sheet_get_expanded_fraction($0) }),
        ("top-inset", 0...10000, { bs_bottom_sheet_get_top_inset($0) }),
        ("dim-opacity", 0...1, { bs_bottom_sheet_get_dim_opacity($0) }),
    ]

    /// Holds after every event, mid-drag and mid-animation included: no NaN anywhere,
    /// every property in its range, the sheet inside the host, and the `detent` property
    /// the same as the driver's.
    static func always(_ sheet: OpaquePointer) -> [String] {
        var problems: [String] = []
        for (name, range, read) in ranges {
            let value = read(sheet)
            if !range.contains(value) { problems.append("\(name) is \(value), outside \(range)") }
        }
        let height = bs_bottom_sheet_get_sheet_height(sheet)
        let progress = bs_bottom_sheet_get_progress(sheet)
        guard let seam = SheetTestSeam(sheet) else { return problems + ["the sheet is disposed"] }
        let host = seam.model.layout.hostHeight
        if !height.isFinite || height < 0 || height > host {
            problems.append("sheet-height is \(height), outside 0…\(host) (the host's height)")
        }
        if !progress.isFinite || progress < 0 { problems.append("progress is \(progress)") }
        let dim = seam.drawnScrimOpacity
        if !dim.isFinite || dim < 0 || dim > 1 { problems.append("the scrim's opacity is \(dim)") }
        guard let detent = Detent(bs_bottom_sheet_get_detent(sheet)) else {
            return problems + ["detent is \(bs_bottom_sheet_get_detent(sheet).rawValue), not a BsDetent"]
        }
        if detent != seam.model.detent {
            problems.append("the detent property says \(detent), the sheet is going to \(seam.model.detent)")
        }
        // The peek strip is the peek height's, or at the bottom the bottom bar's.
        if detent == .peek && !seam.model.layout.hasPeek {
            problems.append("detent is peek with no peek strip")
        }
        if detent == .peek && bs_bottom_sheet_get_peek_height(sheet) <= 0 && !seam.model.layout.peekIsBottomBar {
            problems.append("detent is peek with no peek height and no bottom bar")
        }
        // Still (no drag, no animation): exactly at the detent's height in the sheet's
        // own layout. (`atRest` checks that layout against GTK's, once GTK has laid out.)
        if seam.model.phase == .resting && height != seam.model.layout.height(of: detent) {
            problems.append(
                "still at \(detent), but sheet-height is \(height), not \(seam.model.layout.height(of: detent))")
        }
        return problems
    }

    /// Holds once the sheet rests and GTK has laid it out: it is exactly at its detent's
    /// height, computed here from the rules (docs/behaviour.md, "Detents, gestures and
    /// motion") and GTK's own measurements, and shown or hidden as its detent says.
    static func atRest(_ sheet: OpaquePointer) -> [String] {
        var problems: [String] = []
        let widget = bs_widget_cast(UnsafeMutableRawPointer(sheet))!
        let hostWidth = gtk_widget_get_width(widget)
        let host = Double(gtk_widget_get_height(widget))
        let handle = dragHandle(of: sheet)!
        let panel = sheetPanel(of: sheet)!
        let side = bs_bottom_sheet_get_current_presentation(sheet) == BS_PRESENTATION_SIDE
        // The detents are measured at the bottom sheet's own width (adaptive.md), never
        // less than its minimum.
        var panelMinimum: Int32 = 0, panelNatural: Int32 = 0
        gtk_widget_measure(panel, GTK_ORIENTATION_HORIZONTAL, -1, &panelMinimum, &panelNatural, nil, nil)
        let maxWidth = bs_bottom_sheet_get_max_width(sheet)
        let bottomWidth = Int32((maxWidth > 0 ? min(Double(hostWidth), maxWidth) : Double(hostWidth)).rounded())
        let width = max(bottomWidth, panelMinimum)
        // What never scrolls (pages.md, "Slots"): handle, header and footer; while a
        // page is pushed, the page header in the header's place.
        let pageHeader = SheetTestSeam(sheet)?.pageHeader
        var chrome: Int32 = 0
        for part in [handle, pageHeader, bs_bottom_sheet_get_header(sheet), bs_bottom_sheet_get_footer(sheet)] {
            guard let part, gtk_widget_get_visible(part) != 0, gtk_widget_get_child_visible(part) != 0 else { continue }
            chrome += naturalHeight(of: part, width: width)
        }
        // The page shown fills the body: the last pushed page, or the sheet's child.
        var natural: Int32 = 0
        if let page = bs_bottom_sheet_get_visible_page(sheet), gtk_widget_get_visible(page) != 0 {
            natural = naturalHeight(of: page, width: width)
        }
        let needed = Double(natural + chrome)
        var full = max(0, min(needed, host - bs_bottom_sheet_get_top_inset(sheet)))
        var expanded = min(full, needed, bs_bottom_sheet_get_expanded_fraction(sheet) * host)
        var peek = min(bs_bottom_sheet_get_peek_height(sheet), expanded)
        // At the bottom a bottom bar that shows is the peek strip, as tall as the bar at
        // the sheet's width.
        if bs_bottom_sheet_get_bottom_bar(sheet) != nil, bs_bottom_sheet_get_reveal_bottom_bar(sheet) != 0,
           let bar = SheetTestSeam(sheet)?.bottomBar {
            peek = min(Double(naturalHeight(of: bar, width: bottomWidth)), expanded)
        }
        if side {
            // A side panel is open at its whole width, or hidden.
            let panelWidth = AdaptiveSettings.sideWidth(natural: Double(panelNatural), hostWidth: Double(hostWidth)).rounded()
            full = panelWidth
            expanded = panelWidth
            peek = bs_bottom_sheet_get_peek_height(sheet) > 0 ? panelWidth : 0
        }

        guard let detent = Detent(bs_bottom_sheet_get_detent(sheet)) else { return ["detent is not a BsDetent"] }
        let expected = switch detent {
        case .dismissed: 0.0
        case .peek: peek
        case .expanded: expanded
        case .full: full
        }
        let height = bs_bottom_sheet_get_sheet_height(sheet)
        if height != expected {
            problems.append(
                "at rest at \(detent), sheet-height is \(height), but \(detent) is at \(expected) "
                    + "(host \(host), page \(natural) + handle, headers and footer \(chrome))")
        }
        // The footer sits on the host's bottom edge whenever the sheet is tall enough for
        // its handle, header and footer (below that it slides as one block); a side
        // panel is as tall as the host.
        if let footer = bs_bottom_sheet_get_footer(sheet), gtk_widget_get_visible(footer) != 0,
           detent != .dismissed, (side ? host : height) >= Double(chrome) {
            var bounds = graphene_rect_t()
            if gtk_widget_compute_bounds(footer, widget, &bounds) != 0,
               abs(Double(bounds.origin.y + bounds.size.height) - host) > 1 {
                problems.append("at rest at \(detent), the footer ends at \(bounds.origin.y + bounds.size.height), not at the host's bottom \(host)")
            }
        }
        let shown = gtk_widget_get_visible(panel) != 0
        if shown != (detent != .dismissed) {
            problems.append("at rest at \(detent), the sheet is \(shown ? "shown" : "hidden")")
        }
        let modal = bs_bottom_sheet_get_modal(sheet) != 0
        let dimmed = gtk_widget_get_visible(scrim(of: sheet)) != 0
        if dimmed != (modal && detent != .dismissed) {
            problems.append("at rest at \(detent), modal \(modal): the scrim is \(dimmed ? "shown" : "hidden")")
        }
        if (gtk_widget_get_visible(handle) != 0) != (bs_bottom_sheet_get_show_drag_handle(sheet) != 0) {
            problems.append("the handle's visibility differs from show-drag-handle")
        }
        return problems
    }

    /// Holds after every event, for the pages (`pushed`: the pages pushed, oldest first,
    /// as the `pushed` and `popped` signals told them): `page-count` counts the sheet's
    /// child and the pushed pages, `visible-page` is the last pushed or the child, the
    /// page header shows while there is a page to go back from, every page in the stack
    /// is in the sheet and nothing else is but a popped page sliding out. Once no slide
    /// runs, the page shown is the only one drawn.
    static func pages(_ sheet: OpaquePointer, pushed: [UnsafeMutablePointer<GtkWidget>]) -> [String] {
        guard let seam = SheetTestSeam(sheet) else { return ["the sheet is disposed"] }
        var problems: [String] = []
        let child = bs_bottom_sheet_get_sheet(sheet)
        let stack = (child.map { [$0] } ?? []) + pushed
        let count = Int(bs_bottom_sheet_get_page_count(sheet))
        if count != stack.count {
            problems.append("page-count is \(count), but the sheet \(child == nil ? "has no" : "has a") child and \(pushed.count) pages were pushed")
        }
        let visible = bs_bottom_sheet_get_visible_page(sheet)
        if visible != stack.last {
            problems.append("visible-page is \(describe(visible)), not the \(pushed.isEmpty ? "sheet's child" : "last page pushed") \(describe(stack.last))")
        }
        // With no child, a single pushed page still has a back button (back to an empty body).
        let headerShown = gtk_widget_get_child_visible(seam.pageHeader) != 0
        if headerShown != !pushed.isEmpty {
            problems.append("the page header is \(headerShown ? "shown" : "hidden") with \(pushed.count) pages pushed (page-count \(count))")
        }
        if let header = seam.header, (gtk_widget_get_child_visible(header) != 0) != pushed.isEmpty {
            problems.append("the app's header is \(pushed.isEmpty ? "hidden" : "shown") with \(pushed.count) pages pushed")
        }

        // Each page is in a group of the sheet's own (BsSheetPage; the root page holds the
        // child), which the sheet shows or puts aside: a page is drawn when its group is.
        let chrome = [seam.handle, seam.pageHeader, seam.header, seam.footer]
        var inSheet: [UnsafeMutablePointer<GtkWidget>] = []
        var groups: [UnsafeMutablePointer<GtkWidget>: UnsafeMutablePointer<GtkWidget>] = [:]
        var part = gtk_widget_get_first_child(seam.sheet)
        while let current = part {
            if current == seam.rootPage || seam.pageFrames.contains(where: { $0.frame == current }) {
                if let page = gtk_widget_get_first_child(current) {
                    inSheet.append(page)
                    groups[page] = current
                }
            } else if !chrome.contains(current) {
                inSheet.append(current)
            }
            part = gtk_widget_get_next_sibling(current)
        }
        for page in stack where !inSheet.contains(page) {
            problems.append("the page \(describe(page)) is in the stack but not in the sheet")
        }
        let slide = seam.pages.transition
        let sliding = slide.map { seam.pageWidget($0.front.page) }
        for page in inSheet where !stack.contains(page) && page != sliding {
            problems.append("the widget \(describe(page)) is in the sheet, but in no page of the stack and not sliding out")
        }
        let drawn = inSheet.filter { gtk_widget_get_child_visible(groups[$0] ?? $0) != 0 && gtk_widget_get_child_visible($0) != 0 }
        if let slide {
            let shown = [seam.pageWidget(slide.back), seam.pageWidget(slide.front.page)]
            if !drawn.allSatisfy(shown.contains) {
                problems.append("mid-slide, the pages drawn are \(drawn.map(describe)), not among the two sliding \(shown.map(describe))")
            }
        } else if drawn != (visible.map { [$0] } ?? []) {
            problems.append("with no slide under way, the pages drawn are \(drawn.map(describe)), not the page shown \(describe(visible))")
        }
        return problems
    }

    /// `part`'s natural height for `width`, or for its own minimum width if wider (as
    /// the sheet measures its parts: a closed sheet's minimum width is 0).
    private static func naturalHeight(of part: UnsafeMutablePointer<GtkWidget>, width: Int32) -> Int32 {
        var minimumWidth: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, max(width, minimumWidth), nil, &natural, nil, nil)
        return natural
    }

    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
        guard let widget else { return "none" }
        return "\(String(cString: gtk_widget_get_name(widget)))@\(widget)"
    }

    /// Holds after a frame has been drawn at rest: the sheet is drawn where its height
    /// says, its bottom edge on the host's, never above the host's top.
    static func drawnWhereItSays(_ sheet: OpaquePointer) -> [String] {
        let widget = bs_widget_cast(UnsafeMutableRawPointer(sheet))!
        let panel = sheetPanel(of: sheet)!
        guard gtk_widget_get_visible(panel) != 0 else { return [] }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(panel, widget, &bounds) != 0 else { return ["the sheet has no bounds"] }
        let host = Double(gtk_widget_get_height(widget))
        let top = Double(bounds.origin.y)
        if bs_bottom_sheet_get_current_presentation(sheet) == BS_PRESENTATION_SIDE {
            // Full height; in from the end edge by sheet-height (left to right: the right edge).
            let width = Double(gtk_widget_get_width(widget))
            let left = width - bs_bottom_sheet_get_sheet_height(sheet).rounded()
            if top != 0 { return ["the side panel's top edge is drawn at \(top), not 0"] }
            if gtk_widget_get_direction(panel) == GTK_TEXT_DIR_LTR, Double(bounds.origin.x) != left {
                return ["the side panel's left edge is drawn at \(bounds.origin.x), sheet-height puts it at \(left)"]
            }
            return []
        }
        let expected = host - bs_bottom_sheet_get_sheet_height(sheet).rounded()
        if top != expected { return ["the sheet's top edge is drawn at \(top), sheet-height puts it at \(expected)"] }
        // At rest nothing is held for a motion (`MotionAllocation`): the sheet is as tall
        // as it shows, so its list reaches its last row; taller only where its minimum
        // (handle, headers, footer) does not fit.
        var minimum: Int32 = 0
        gtk_widget_measure(panel, GTK_ORIENTATION_VERTICAL, Int32(bounds.size.width), &minimum, nil, nil, nil)
        let bottom = top + Double(bounds.size.height)
        if host - top >= Double(minimum), abs(bottom - host) > 0.5 {
            return ["at rest the sheet is allocated down to \(bottom), below the host's bottom edge \(host)"]
        }
        return []
    }
}

/// Checks the sheet's signals as they come, against what the app was told before:
/// every `detent-changed` is a real change to the detent the property then has,
/// `closed` comes once per close, when the sheet is really closed, and (when the log
/// records pages) `pushed` brings a page not in the stack yet and `popped` takes the
/// last one pushed.
@MainActor
struct SheetSignalRules {
    /// The detent the app was last told about.
    private(set) var lastDetent: Detent
    /// Whether the sheet has opened since the last `closed`.
    private(set) var openSinceClosed = false
    /// The pushed pages, oldest first, as `pushed` and `popped` told them.
    private(set) var pushedPages: [UnsafeMutablePointer<GtkWidget>] = []

    init(startingAt detent: Detent = .dismissed) {
        lastDetent = detent
        openSinceClosed = detent != .dismissed
    }

    /// Feeds the next events; returns the rules they break.
    mutating func check(_ events: [SheetEventLog.Event]) -> [String] {
        var problems: [String] = []
        for event in events {
            switch event {
            case let .detentChanged(argument, property):
                guard let argument else {
                    problems.append("\(event): not a BsDetent")
                    continue
                }
                if argument == lastDetent { problems.append("\(event), but the detent was already \(lastDetent)") }
                if property != argument { problems.append("\(event): the argument and the property differ") }
                lastDetent = argument
                if argument != .dismissed { openSinceClosed = true }
            case let .closed(property, height, sheetVisible):
                if property != .dismissed || height != 0 || sheetVisible {
                    problems.append("\(event): the sheet is not closed")
                }
                if !openSinceClosed { problems.append("\(event): a second closed for one close") }
                openSinceClosed = false
            case let .closeAttempt(canClose):
                if canClose { problems.append("\(event): a close was refused although closing is allowed") }
            case let .pushed(page):
                guard let page else {
                    problems.append("\(event): no page")
                    continue
                }
                if pushedPages.contains(page) { problems.append("\(event): the page was already pushed") }
                pushedPages.append(page)
            case let .popped(page):
                guard let page, page == pushedPages.last else {
                    problems.append("\(event), but the last page pushed is \(pushedPages.last.map { "\($0)" } ?? "none")")
                    continue
                }
                pushedPages.removeLast()
            }
        }
        return problems
    }

    /// At rest: a sheet resting dismissed after it was open has said `closed`.
    func atRest(detent: Detent) -> [String] {
        detent == .dismissed && openSinceClosed ? ["the sheet rests dismissed but closed never came"] : []
    }
}
