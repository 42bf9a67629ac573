import BottomSheet
import CGtk

/// One of the demo's pages: a sheet and the content under it.
@MainActor
protocol DemoScenario: AnyObject {
    var sheet: BottomSheet { get }
    /// Where the sheet is when the page first shows.
    var startDetent: Detent { get }
    /// The page's widget: the sheet's host, or a sheet stacked over it.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Every sheet of the page: `sheet`, and any stacked over it.
    var sheets: [BottomSheet] { get }
}

extension DemoScenario {
    var widget: UnsafeMutablePointer<GtkWidget> { sheet.widget }
    var sheets: [BottomSheet] { [sheet] }
}

/// A scenario whose sheet pushes pages over its first one.
@MainActor
protocol PagedScenario: DemoScenario {
    /// Pushes the scenario's first page (`--open-page`).
    func openFirstPage()
}

/// The demo's scenarios, each after a source article or a real app.
enum Scenario: String, CaseIterable {
    case container, fit, list, million, form, share, player, map

    var title: String {
        switch self {
        case .container: translated("Container", context: "scenario")
        case .fit: translated("Fit to content", context: "scenario")
        case .list: translated("Two-stage list", context: "scenario")
        case .million: translated("A million rows", context: "scenario")
        case .form: translated("Form", context: "scenario")
        case .share: translated("Share sheet", context: "scenario")
        case .player: translated("Music player", context: "scenario")
        case .map: translated("Map", context: "scenario")
        }
    }

    /// Whether the scenario's sheet has a peek strip (the player's is its bottom bar).
    var hasPeek: Bool { self == .container || self == .player || self == .map }

    /// Whether the scenario's sheet has pages to push.
    var hasPages: Bool { self == .share }

    @MainActor
    func make() -> any DemoScenario {
        switch self {
        case .container: ContainerScenario()
        case .fit: FitScenario()
        case .list: ListScenario(rows: 31, heading: title)
        case .million: ListScenario(rows: 1_000_000, heading: title)
        case .form: FormScenario()
        case .share: ShareScenario()
        case .player: PlayerScenario()
        case .map: MapScenario()
        }
    }
}

/// A grey content area with a non-modal sheet that peeks 60 px at the bottom, expands to
/// 80 % of the window and cannot be swiped away; on a wide window it is a side panel
/// beside the content (automatic presentation).
@MainActor
final class ContainerScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.peek

    init() {
        sheet.content = Widgets.page(translated("Container", context: "scenario"), [
            Widgets.label(translated("On a narrow window the sheet peeks at the bottom: drag it up, or activate its handle. On a wide window it is a side panel beside this text. Resize the window to see it move."), wrap: true),
        ])
        gtk_widget_add_css_class(sheet.content!, "demo-grey")
        sheet.sheetChild = DemoList.make(rows: 40, label: translated("Places"))
        sheet.title = translated("Places")
        sheet.peekHeight = 60
        sheet.expandedFraction = 0.8
        sheet.isModal = false
    }
}

/// Buttons that present a short text sheet and a list sheet, each exactly as tall as
/// its content, dimmed behind and closed by a click outside or Escape.
@MainActor
final class FitScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.dismissed
    private let textSheet: UnsafeMutablePointer<GtkWidget>
    private let listSheet: UnsafeMutablePointer<GtkWidget>

    init() {
        textSheet = Widgets.column(spacing: 12, margin: 24, [
            Widgets.label(translated("Just enough"), classes: ["title-3"]),
            Widgets.label(
                translated("This sheet takes only the height its content needs. Click outside it or press Escape to close it."),
                wrap: true),
        ])
        listSheet = DemoList.make(rows: 6, label: translated("Six rows"))
        // Both children are kept while the other one is shown.
        g_object_ref_sink(UnsafeMutableRawPointer(textSheet))
        g_object_ref_sink(UnsafeMutableRawPointer(listSheet))
        sheet.sheetChild = textSheet
        sheet.title = translated("Fitted sheet")
        sheet.content = Widgets.page(translated("Fit to content", context: "scenario"), [
            Widgets.button(translated("Show _text sheet")) { self.show(self.textSheet) },
            Widgets.button(translated("Show _list sheet")) { self.show(self.listSheet) },
        ])
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(textSheet))
        g_object_unref(UnsafeMutableRawPointer(listSheet))
    }

    private func show(_ child: UnsafeMutablePointer<GtkWidget>) {
        if sheet.sheetChild != child { sheet.sheetChild = child }
        sheet.present()
    }
}

/// `number` with its digits in groups of three, "1,000,000", with the separator the
/// user's language uses.
private func groupedDigits(_ number: UInt32) -> String {
    // TRANSLATORS: what separates groups of three digits in a number (1,000,000).
    let separator = translated(",", context: "digit group separator")
    var digits = String(number)
    var groups: [Substring] = []
    while digits.count > 3 {
        groups.insert(Substring(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    return ([Substring(digits)] + groups).joined(separator: separator)
}

/// A list sheet that opens at expanded, drags to full and swipes down to dismissed.
@MainActor
final class ListScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.expanded

    init(rows: UInt32, heading: String) {
        // "31 rows", "1,000,000 rows": the count with the user's digit grouping.
        let label = translatedPlural("%s row", "%s rows", count: Int(rows)).substituting(groupedDigits(rows))
        sheet.sheetChild = DemoList.make(rows: rows, label: label)
        sheet.title = label
        sheet.content = Widgets.page(heading, [
            Widgets.label(translated("Drag the sheet to full, then keep dragging to scroll the list."), wrap: true),
            Widgets.button(translated("_Show the list")) { self.sheet.present() },
        ])
    }
}
