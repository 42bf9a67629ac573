@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Testing

/// libadwaita's AdwBottomSheet's names on ours (`open`, `can-open`, `full-width`), so that
/// an app written for AdwBottomSheet works with ours after changing only the class name:
/// their defaults, one notify per change, what a value that is not 0 or 1 does, and what
/// each does to the sheet.
@MainActor
@Suite(.serialized)
struct AdwNamesTests {
    /// A property's default, from its property spec.
    static func specDefault(_ name: String) throws -> Bool {
        let objectClass = g_type_class_ref(bs_bottom_sheet_get_type())!
        defer { g_type_class_unref(objectClass) }
        let spec = try #require(g_object_class_find_property(objectClass.assumingMemoryBound(to: GObjectClass.self), name))
        return g_value_get_boolean(g_param_spec_get_default_value(spec)) != 0
    }

    @Test func theDefaultsAreClosedOpenableAndNotFullWidth() throws {
        try gtkTest {
            let sheet = BottomSheet()
            #expect(!sheet.isOpen && bs_bottom_sheet_get_open(sheet.object) == 0)
            #expect(sheet.canOpen && bs_bottom_sheet_get_can_open(sheet.object) != 0)
            #expect(!sheet.isFullWidth && bs_bottom_sheet_get_full_width(sheet.object) == 0)
            let specDefaults = try ["open", "can-open", "full-width"].map(Self.specDefault)
            #expect(specDefaults == [false, true, false], "open, can-open, full-width")
        }
    }

    /// A gboolean that is neither 0 nor 1 (C code passing a flag's bits) is true, as GLib
    /// makes it: one notify, and it reads back as 1.
    @Test(arguments: ["can-open", "full-width", "open", "reveal-bottom-bar"])
    func aGbooleanOtherThanZeroOrOneIsTrue(_ name: String) throws {
        try gtkTest {
            let sheet = BottomSheet()
            // From false: the two that are true by default are set false first.
            bs_bottom_sheet_set_can_open(sheet.object, name == "can-open" ? 0 : 1)
            bs_bottom_sheet_set_reveal_bottom_bar(sheet.object, name == "reveal-bottom-bar" ? 0 : 1)
            let notified = CHandlerCount.notify(sheet.object, name)
            defer { notified.disconnect() }
            switch name {
            case "can-open": bs_bottom_sheet_set_can_open(sheet.object, 2)
            case "full-width": bs_bottom_sheet_set_full_width(sheet.object, 2)
            case "reveal-bottom-bar": bs_bottom_sheet_set_reveal_bottom_bar(sheet.object, 2)
            default: bs_bottom_sheet_set_open(sheet.object, 2)
            }
            #expect(notified.count == 1)
            let value: gboolean = switch name {
            case "can-open": bs_bottom_sheet_get_can_open(sheet.object)
            case "full-width": bs_bottom_sheet_get_full_width(sheet.object)
            case "reveal-bottom-bar": bs_bottom_sheet_get_reveal_bottom_bar(sheet.object)
            default: bs_bottom_sheet_get_open(sheet.object)
            }
            #expect(value == 1)
        }
    }

    /// `open` is the detent seen as libadwaita sees it: notified once each time the sheet
    /// commits to a move across `expanded`, never for a move within open or closed.
    @Test func openFollowsTheDetentAndIsNotifiedOncePerCrossing() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200)) { bs_bottom_sheet_set_peek_height($0, 80) }
            let notified = CHandlerCount.notify(fixture.host, "open")
            defer { notified.disconnect() }
            let steps: [(Detent, Bool, Int)] = [
                (.peek, false, 0), (.expanded, true, 1), (.full, true, 1), (.peek, false, 2), (.dismissed, false, 2),
            ]
            for (detent, open, count) in steps {
                bs_bottom_sheet_set_detent(fixture.host, detent.bsDetent)
                #expect(fixture.waitUntilResting(at: detent))
                #expect((bs_bottom_sheet_get_open(fixture.host) != 0) == open, "at \(detent)")
                #expect(notified.count == count, "at \(detent)")
            }
            // Closed by the app, to the peek strip, whatever can-close says.
            bs_bottom_sheet_set_can_close(fixture.host, 0)
            bs_bottom_sheet_set_open(fixture.host, 1)
            #expect(fixture.waitUntilResting(at: .expanded))
            bs_bottom_sheet_set_open(fixture.host, 0)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(notified.count == 4)
        }
    }

    @Test func whenTheUserMayNotOpenNeitherTheHandleNorSheetExpandLeavesThePeekStrip() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200)) { bs_bottom_sheet_set_peek_height($0, 80) }
            try fixture.present(restingAt: .peek)
            bs_bottom_sheet_set_can_open(fixture.host, 0)
            _ = gtk_widget_activate_action_variant(fixture.widget, "sheet.expand", nil)
            gtk_widget_activate(fixture.handle)
            MainContext.iterate(for: .milliseconds(300))
            #expect(fixture.detent == .peek)
            bs_bottom_sheet_set_can_open(fixture.host, 1)
            gtk_widget_activate(fixture.handle)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    /// On a window wider than `max-width`, `full-width` gives the sheet the whole width.
    @Test func fullWidthTakesTheWholeWindowWhateverMaxWidthSays() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), width: 1000) { bs_bottom_sheet_set_modal($0, 1) }
            try fixture.present(restingAt: .expanded)
            #expect(fixture.sheetBounds.size.width == 640)
            bs_bottom_sheet_set_full_width(fixture.host, 1)
            #expect(MainContext.iterate(until: { fixture.sheetBounds.size.width == 1000 }))
            #expect(fixture.sheetBounds.origin.x == 0)
            bs_bottom_sheet_set_full_width(fixture.host, 0)
            #expect(MainContext.iterate(until: { fixture.sheetBounds.size.width == 640 }))
        }
    }

    /// An AdwBottomSheet's UI file, with only the class name changed: a box holding a
    /// toggle button labelled `toggleLabel` (id "toggle") and the sheet (id "sheet"), whose
    /// `open` is bound to the toggle both ways, with `sheetLines` inside it.
    static func adwStyleUI(toggleLabel: String, sheetLines: String) -> String {
        """
        <interface>
          <object class="GtkBox" id="box">
            <property name="orientation">vertical</property>
            <child>
              <object class="GtkToggleButton" id="toggle">
                <property name="label">\(toggleLabel)</property>
              </object>
            </child>
            <child>
              <object class="BsBottomSheet" id="sheet">
                <property name="vexpand">True</property>
                <property name="open" bind-source="toggle" bind-property="active" bind-flags="bidirectional|sync-create"/>
        \(sheetLines)
              </object>
            </child>
          </object>
        </interface>
        """
    }

    /// A toggle button bound to `open` both ways opens and closes the sheet, and follows
    /// it when the user closes it.
    static let adwStyleUI = adwStyleUI(toggleLabel: "Details", sheetLines: """
                <property name="full-width">False</property>
                <property name="can-open">True</property>
                <property name="show-drag-handle">True</property>
                <property name="modal">False</property>
                <property name="content"><object class="GtkLabel"><property name="label">Content</property></object></property>
                <property name="sheet"><object class="GtkLabel"><property name="label">Sheet</property></object></property>
        """)

    @Test func anAdwBottomSheetUIFileWithTheClassRenamedOpensAndClosesThroughABoundToggle() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.adwStyleUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "sheet"))))
            let toggle = try #require(gtk_builder_get_object(builder, "toggle"))
            let toggleButton = UnsafeMutableRawPointer(toggle).assumingMemoryBound(to: GtkToggleButton.self)
            let box = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "box")!).assumingMemoryBound(to: GtkWidget.self)
            let window = try TestWindow.open(width: 600, height: 800, child: box)
            #expect(!sheet.isOpen)

            // The toggle opens the sheet…
            gtk_toggle_button_set_active(toggleButton, 1)
            #expect(MainContext.iterate(until: { sheet.isAtRest && sheet.detent == .expanded }))
            // …and closes it.
            gtk_toggle_button_set_active(toggleButton, 0)
            #expect(MainContext.iterate(until: { sheet.isAtRest && sheet.detent == .dismissed }))
            // The sheet opened and closed by other means moves the toggle.
            sheet.present()
            #expect(MainContext.iterate(until: { gtk_toggle_button_get_active(toggleButton) != 0 }))
            sheet.close()
            #expect(MainContext.iterate(until: { sheet.isAtRest && gtk_toggle_button_get_active(toggleButton) == 0 }))
            _ = window
        }
    }
}
