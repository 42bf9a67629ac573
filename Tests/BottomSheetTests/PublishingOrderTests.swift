@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// What an app hears of one change comes in one fixed order (`SheetDriver.publish`): the
/// properties that changed, each notified once, then the signals of what happened, so a
/// handler of either finds every property already saying where the sheet is.
@MainActor
@Suite(.serialized)
struct PublishingOrderTests {
    /// The notifies and signals, in the order they came, each with the `detent` and
    /// `open` properties at that moment.
    @MainActor
    final class Heard {
        private(set) var items: [String] = []
        private let host: OpaquePointer

        init(_ host: OpaquePointer) {
            self.host = host
            for property in ["current-presentation", "sheet-height", "progress", "bottom-bar-height", "page-count",
                             "visible-page", "detent", "open"] {
                SignalHandlers.on(host, "notify::\(property)") { [unowned self] in record(property) }
            }
            for signal in ["detent-changed", "closed"] {
                SignalHandlers.on(host, signal) { [unowned self] in record(signal) }
            }
        }

        private func record(_ name: String) {
            items.append("\(name) (detent=\(bs_bottom_sheet_get_detent(host).rawValue) open=\(bs_bottom_sheet_get_open(host)))")
        }

        func take() -> [String] {
            defer { items = [] }
            return items
        }
    }

    @Test func presentingAndClosingAreHeardInTheFixedOrder() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                let fixture = try SheetFixture.open()
                let heard = Heard(fixture.host)
                let expanded = Int(BS_DETENT_EXPANDED.rawValue), dismissed = Int(BS_DETENT_DISMISSED.rawValue)

                bs_bottom_sheet_present(fixture.host)
                #expect(heard.take() == [
                    "sheet-height (detent=\(expanded) open=1)", "progress (detent=\(expanded) open=1)",
                    "detent (detent=\(expanded) open=1)", "open (detent=\(expanded) open=1)",
                    "detent-changed (detent=\(expanded) open=1)",
                ])

                bs_bottom_sheet_close(fixture.host)
                #expect(heard.take() == [
                    "sheet-height (detent=\(dismissed) open=0)", "progress (detent=\(dismissed) open=0)",
                    "detent (detent=\(dismissed) open=0)", "open (detent=\(dismissed) open=0)",
                    "detent-changed (detent=\(dismissed) open=0)", "closed (detent=\(dismissed) open=0)",
                ])
            }
        }
    }

    @Test func aChangeThatShowsNothingNewIsNotHeard() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            let heard = Heard(fixture.host)
            // The same title again, and a property that changes nothing the outside sees.
            bs_bottom_sheet_set_can_close(fixture.host, 0)
            bs_bottom_sheet_set_can_close(fixture.host, 1)
            _ = fixture.open(at: .expanded)
            #expect(heard.take() == [])
        }
    }
}
