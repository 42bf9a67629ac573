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
    /// The allowed range of each numeric property (README, "Properties and signals").
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
        guard let driver = SheetDriver.of(sheet) else { return problems + ["the sheet has no driver"] }
        let host = driver.model.layout.hostHeight
        if !height.isFinite || height < 0 || height > host {
            problems.append("sheet-height is \(height), outside 0…\(host) (the host's height)")
        }
        if !progress.isFinite || progress < 0 { problems.append("progress is \(progress)") }
        let dim = driver.published.scrimOpacity
        if !dim.isFinite || dim < 0 || dim > 1 { problems.append("the scrim's opacity is \(dim)") }
        guard let detent = Detent(bs_bottom_sheet_get_detent(sheet)) else {
            return problems + ["detent is \(bs_bottom_sheet_get_detent(sheet).rawValue), not a BsDetent"]
        }
        if detent != driver.model.detent {
            problems.append("the detent property says \(detent), the sheet is going to \(driver.model.detent)")
        }
        if detent == .peek && bs_bottom_sheet_get_peek_height(sheet) <= 0 {
            problems.append("detent is peek with no peek height")
        }
        // Still (no drag, no animation): exactly at the detent's height in the sheet's
        // own layout. (`atRest` checks that layout against GTK's, once GTK has laid out.)
        if driver.model.phase == .resting && height != driver.model.layout.height(of: detent) {
            problems.append(
                "still at \(detent), but sheet-height is \(height), not \(driver.model.layout.height(of: detent))")
        }
        return problems
    }

    /// Holds once the sheet rests and GTK has laid it out: it is exactly at its detent's
    /// height, computed here from the rules (README, "Behaviour") and GTK's own
    /// measurements, and shown or hidden as its detent says.
    static func atRest(_ sheet: OpaquePointer) -> [String] {
        var problems: [String] = []
        let widget = bs_widget_cast(UnsafeMutableRawPointer(sheet))!
        let width = gtk_widget_get_width(widget)
        let host = Double(gtk_widget_get_height(widget))
        let handle = dragHandle(of: sheet)!
        let panel = sheetPanel(of: sheet)!
        // What never scrolls (pages.md, "Slots"): handle, header and footer.
        var chrome: Int32 = 0
        for part in [handle, bs_bottom_sheet_get_header(sheet), bs_bottom_sheet_get_footer(sheet)] {
            guard let part, gtk_widget_get_visible(part) != 0 else { continue }
            var natural: Int32 = 0
            gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
            chrome += natural
        }
        var natural: Int32 = 0
        if let child = bs_bottom_sheet_get_sheet(sheet), gtk_widget_get_visible(child) != 0 {
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        }
        let needed = Double(natural + chrome)
        let full = max(0, min(needed, host - bs_bottom_sheet_get_top_inset(sheet)))
        let expanded = min(full, needed, bs_bottom_sheet_get_expanded_fraction(sheet) * host)
        let peek = min(bs_bottom_sheet_get_peek_height(sheet), expanded)

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
                    + "(host \(host), content \(natural) + handle, header and footer \(chrome))")
        }
        // The footer sits on the host's bottom edge whenever the sheet is tall enough for
        // its handle, header and footer (below that it slides as one block).
        if let footer = bs_bottom_sheet_get_footer(sheet), gtk_widget_get_visible(footer) != 0,
           detent != .dismissed, height >= Double(chrome) {
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
        let expected = host - bs_bottom_sheet_get_sheet_height(sheet).rounded()
        return top == expected ? [] : ["the sheet's top edge is drawn at \(top), sheet-height puts it at \(expected)"]
    }
}

/// Checks the sheet's signals as they come, against what the app was told before:
/// every `detent-changed` is a real change to the detent the property then has, and
/// `closed` comes once per close, when the sheet is really closed.
@MainActor
struct SheetSignalRules {
    /// The detent the app was last told about.
    private(set) var lastDetent: Detent
    /// Whether the sheet has opened since the last `closed`.
    private(set) var openSinceClosed = false

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
            }
        }
        return problems
    }

    /// At rest: a sheet resting dismissed after it was open has said `closed`.
    func atRest(detent: Detent) -> [String] {
        detent == .dismissed && openSinceClosed ? ["the sheet rests dismissed but closed never came"] : []
    }
}
