@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import GtkHelpers
import SheetCore
import Testing

/// Which detents a sheet has (`detents`) and from which one it is modal (`modal-detent`),
/// through the C API, GObject, GtkBuilder and Swift; what the user then meets, with the
/// pointer and the finger, is in `ChosenDetentsRealInputTests` and `TouchTests`.
@MainActor
@Suite(.serialized)
struct ChosenDetentsTests {
    /// A list sheet with a 100-px peek strip, resting at `detent`.
    static func open(restingAt detent: Detent, configure: (OpaquePointer) -> Void = { _ in }) throws -> SheetFixture {
        let fixture = try SheetFixture.open(.list(rows: 200)) {
            bs_bottom_sheet_set_peek_height($0, 100)
            configure($0)
        }
        try fixture.present(restingAt: detent)
        return fixture
    }

    @Test func aDetentThatGoesAwayMovesTheSheetToTheNearestOneLeftWithOneDetentChanged() throws {
        try gtkTest {
            let fixture = try Self.open(restingAt: .expanded)
            let log = SheetEventLog(fixture.host)
            var notifies = 0
            let notified = SignalConnection.onNotify(UnsafeMutableRawPointer(fixture.host), "detents") { notifies += 1 }
            defer { notified.disconnect() }
            // Expanded (400) is nearer the strip (100) than full (760).
            bs_bottom_sheet_set_detents(fixture.host, BsDetents(rawValue: BS_DETENTS_PEEK.rawValue | BS_DETENTS_FULL.rawValue))
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(fixture.sheetHeight == 100)
            #expect(notifies == 1)
            #expect(log.take() == [.detentChanged(argument: .peek, property: .peek)])
            #expect(bs_bottom_sheet_get_detents(fixture.host).rawValue == BS_DETENTS_PEEK.rawValue | BS_DETENTS_FULL.rawValue)

            // A detent the sheet does not rest at goes quietly.
            bs_bottom_sheet_set_detents(fixture.host, BS_DETENTS_PEEK)
            MainContext.iterate(for: .milliseconds(50))
            #expect(fixture.detent == .peek && log.take().isEmpty)
            #expect(notifies == 2)
        }
    }

    @Test func withoutExpandedTheHandleAndTheKeysGoBetweenPeekAndFull() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200)) {
                bs_bottom_sheet_set_peek_height($0, 100)
                bs_bottom_sheet_set_detents($0, BsDetents(rawValue: BS_DETENTS_PEEK.rawValue | BS_DETENTS_FULL.rawValue))
            }
            bs_bottom_sheet_present(fixture.host)
            #expect(fixture.waitUntilResting(at: .full), "present opens at full when there is no expanded")
            #expect(gtk_widget_activate_action_variant(fixture.widget, "sheet.collapse", nil) != 0)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(gtk_widget_activate_action_variant(fixture.widget, "sheet.expand", nil) != 0)
            #expect(fixture.waitUntilResting(at: .full))
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1 && messages.first?.contains("expanded detent is not available") == true, "\(messages)")
            MainContext.iterate(for: .milliseconds(50))
            #expect(fixture.detent == .full, "no expanded to move to")
        }
    }

    @Test func aSetWithNoOpenDetentIsRefusedWithOneWarningNamingTheProperty() throws {
        try gtkTest {
            let fixture = try Self.open(restingAt: .expanded)
            bs_bottom_sheet_set_detents(fixture.host, BsDetents(rawValue: 0))
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("BsBottomSheet:detents") == true, "\(messages)")
            #expect(messages.first?.contains("peek, expanded and full") == true, "\(messages)")
            #expect(bs_bottom_sheet_get_detents(fixture.host) == BS_DETENTS_ALL)
            #expect(fixture.detent == .expanded)
        }
    }

    @Test func aModalDetentOutsideTheEnumIsRefusedWithOneWarningListingTheDetents() throws {
        try gtkTest {
            let fixture = try Self.open(restingAt: .expanded)
            bs_bottom_sheet_set_modal_detent(fixture.host, BsDetent(rawValue: 7))
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("BsBottomSheet:modal-detent must be dismissed, peek, expanded or full, got 7") == true,
                    "\(messages)")
            #expect(bs_bottom_sheet_get_modal_detent(fixture.host) == BS_DETENT_EXPANDED)
        }
    }

    /// The maps pattern: modal from `full`. At the strip and at half height the content
    /// stays lit, takes input and is in the accessibility tree; at full it is dimmed and
    /// cut off, and the sheet is a modal dialog.
    @Test func modalFromFullTheContentIsUsableBelowFull() throws {
        try gtkTest {
            let fixture = try Self.open(restingAt: .expanded) { bs_bottom_sheet_set_modal_detent($0, BS_DETENT_FULL) }
            let content = try #require(bs_bottom_sheet_get_content(fixture.host))
            let seam = try #require(SheetTestSeam(fixture.host))
            for detent in [Detent.peek, .expanded] {
                bs_bottom_sheet_set_detent(fixture.host, detent.bsDetent)
                #expect(fixture.waitUntilResting(at: detent))
                fixture.window.waitForDraw()
                #expect(gtk_widget_get_can_target(content) != 0, "at \(detent)")
                #expect(Accessible.hidden(content, is: false) == nil, "at \(detent)")
                #expect(Accessible.modal(fixture.sheet, is: false) == nil, "at \(detent)")
                #expect(seam.drawnScrimOpacity == 0, "at \(detent)")
            }
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            #expect(fixture.waitUntilResting(at: .full))
            fixture.window.waitForDraw()
            #expect(gtk_widget_get_can_target(content) == 0)
            #expect(Accessible.hidden(content, is: true) == nil)
            #expect(Accessible.modal(fixture.sheet, is: true) == nil)
            #expect(abs(seam.drawnScrimOpacity - bs_bottom_sheet_get_dim_opacity(fixture.host)) < 1e-9)
            #expect(bs_bottom_sheet_get_modal_detent(fixture.host) == BS_DETENT_FULL)
        }
    }

    static let builderUI = """
        <interface>
          <object class="BsBottomSheet" id="sheet">
            <property name="detents">peek|full</property>
            <property name="modal-detent">full</property>
            <property name="peek-height">80</property>
            <child type="content"><object class="GtkLabel"><property name="label">Map</property></object></child>
            <child type="sheet"><object class="GtkLabel"><property name="label">Places</property></object></child>
          </object>
        </interface>
        """

    @Test func gtkBuilderAndSwiftSetTheDetentsByTheirNicks() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.builderUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "sheet"))))
            #expect(sheet.detents == [.peek, .full])
            #expect(sheet.modalDetent == .full)
            sheet.detents = .all
            sheet.modalDetent = .expanded
            #expect(sheet.detents == .all && sheet.modalDetent == .expanded)
            #expect(BottomSheet().detents == .all && BottomSheet().modalDetent == .expanded, "the defaults")
        }
    }
}
