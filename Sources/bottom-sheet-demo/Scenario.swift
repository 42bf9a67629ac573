import BottomSheet
import CGtk

/// One of the demo's pages: a sheet and the content under it.
@MainActor
protocol DemoScenario: AnyObject {
    var sheet: BottomSheet { get }
    /// Where the sheet is when the page first shows.
    var startDetent: Detent { get }
}

/// The demo's scenarios, each after a source article or a real app.
enum Scenario: String, CaseIterable {
    case container, fit, list, million, form

    var title: String {
        switch self {
        case .container: "Container"
        case .fit: "Fit to content"
        case .list: "Two-stage list"
        case .million: "A million rows"
        case .form: "Form"
        }
    }

    /// Whether the scenario's sheet has a peek strip.
    var hasPeek: Bool { self == .container }

    @MainActor
    func make() -> any DemoScenario {
        switch self {
        case .container: ContainerScenario()
        case .fit: FitScenario()
        case .list: ListScenario(rows: 31, heading: "Two-stage list", label: "31 rows")
        case .million: ListScenario(rows: 1_000_000, heading: "A million rows", label: "1,000,000 rows")
        case .form: FormScenario()
        }
    }
}

/// A grey content area with a sheet that peeks 60 px at the bottom, expands to 80 % of
/// the window and cannot be swiped away.
@MainActor
final class ContainerScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.peek

    init() {
        sheet.content = Widgets.page("Container", [
            Widgets.label("The sheet peeks at the bottom. Drag it up, or activate its handle.", wrap: true),
        ])
        gtk_widget_add_css_class(sheet.content!, "demo-grey")
        sheet.sheetChild = DemoList.make(rows: 40, label: "Places")
        sheet.title = "Places"
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
            Widgets.label("Just enough", classes: ["title-3"]),
            Widgets.label(
                "This sheet takes only the height its content needs. Click outside it or press Escape to close it.",
                wrap: true),
        ])
        listSheet = DemoList.make(rows: 6, label: "Six rows")
        // Both children are kept while the other one is shown.
        g_object_ref_sink(UnsafeMutableRawPointer(textSheet))
        g_object_ref_sink(UnsafeMutableRawPointer(listSheet))
        sheet.sheetChild = textSheet
        sheet.title = "Fitted sheet"
        sheet.content = Widgets.page("Fit to content", [
            Widgets.button("Show _text sheet") { self.show(self.textSheet) },
            Widgets.button("Show _list sheet") { self.show(self.listSheet) },
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

/// A list sheet that opens at expanded, drags to full and swipes down to dismissed.
@MainActor
final class ListScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.expanded

    init(rows: UInt32, heading: String, label: String) {
        sheet.sheetChild = DemoList.make(rows: rows, label: label)
        sheet.title = label
        sheet.content = Widgets.page(heading, [
            Widgets.label("Drag the sheet to full, then keep dragging to scroll the list.", wrap: true),
            Widgets.button("_Show the list") { self.sheet.present() },
        ])
    }
}
