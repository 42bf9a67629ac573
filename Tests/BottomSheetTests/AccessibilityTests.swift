@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import SheetCore
import Testing

/// What a screen reader and a keyboard user get, checked inside the process with GTK's
/// own accessibility state (`gtk_test_accessible_*`, through `Accessible`) and rendered
/// pixels (the real keyboard: `KeyboardRealInputTests`). `Tests/AccessibilityTests/`
/// checks the same from outside, over AT-SPI and through Orca, against the demo.
@MainActor
@Suite(.serialized)
struct AccessibilityTests {
    // MARK: The sheet is a dialog

    @Test func theSheetIsADialogNamedByItsTitle() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            // The host is a plain container: with GTK's default role it would be read
            // out by its type name, "BsBottomSheet".
            #expect(Accessible.role(fixture.widget) == GTK_ACCESSIBLE_ROLE_GROUP)
            #expect(Accessible.role(fixture.sheet) == GTK_ACCESSIBLE_ROLE_DIALOG)
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.label(fixture.sheet, is: "Bottom sheet") == nil, "the default title")
            bs_bottom_sheet_set_title(fixture.host, "Places")
            #expect(Accessible.label(fixture.sheet, is: "Places") == nil)
            bs_bottom_sheet_set_title(fixture.host, "")
            #expect(Accessible.label(fixture.sheet, is: "Bottom sheet") == nil, "never left unnamed")
        }
    }

    @Test func theDialogIsModalWhileItBlocksTheContent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.modal(fixture.sheet, is: true) == nil)
            bs_bottom_sheet_set_modal(fixture.host, 0)
            #expect(Accessible.modal(fixture.sheet, is: false) == nil, "a non-modal sheet is not a modal dialog")
            bs_bottom_sheet_set_modal(fixture.host, 1)
            #expect(Accessible.modal(fixture.sheet, is: true) == nil)
        }
    }

    @Test func aModalSheetPeekingAtTheBottomIsNeitherModalNorHidesTheContent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open { bs_bottom_sheet_set_peek_height($0, 60) }
            let content = try #require(bs_bottom_sheet_get_content(fixture.host))
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_PEEK)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(Accessible.modal(fixture.sheet, is: false) == nil)
            #expect(Accessible.hidden(content, is: false) == nil, "the content is usable beside a strip")
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(Accessible.modal(fixture.sheet, is: true) == nil)
            #expect(Accessible.hidden(content, is: true) == nil)
        }
    }

    @Test func aDismissedSheetIsNotInTheTree() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(Accessible.hidden(fixture.sheet, is: true) == nil, "closed before it is presented")
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.hidden(fixture.sheet, is: false) == nil)
            bs_bottom_sheet_force_close(fixture.host)
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect(Accessible.hidden(fixture.sheet, is: true) == nil)
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
        }
    }

    @Test func theContentIsHiddenFromTheTreeAndFocusOnlyWhileAModalSheetIsOpen() throws {
        try gtkTest {
            let opener = gtk_button_new_with_label("Open")!
            let fixture = try SheetFixture.open(hostContent: opener)
            #expect(Accessible.hidden(opener, is: false) == nil)
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.hidden(opener, is: true) == nil, "hidden behind the modal sheet")
            #expect(gtk_widget_grab_focus(opener) == 0, "and cannot take focus")
            bs_bottom_sheet_close(fixture.host)
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect(Accessible.hidden(opener, is: false) == nil, "back in the tree")
            #expect(gtk_widget_grab_focus(opener) != 0, "and focusable again")

            bs_bottom_sheet_set_modal(fixture.host, 0)
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.hidden(opener, is: false) == nil, "a non-modal sheet hides nothing")
        }
    }

    // MARK: The handle

    @Test func theHandleIsAFocusableLabelledButtonThatSaysWhereTheSheetIs() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            let handle = fixture.handle
            #expect(Accessible.role(handle) == GTK_ACCESSIBLE_ROLE_BUTTON)
            #expect(gtk_widget_get_focusable(handle) != 0)
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.label(handle, is: "Drag handle") == nil)
            #expect(Accessible.description(handle, is: "Half height. Activate to expand.") == nil)
            #expect(Accessible.expanded(handle, is: false) == nil)

            gtk_widget_activate(handle)
            #expect(fixture.waitUntilResting(at: .full))
            #expect(Accessible.description(handle, is: "Full height. Activate to collapse.") == nil)
            #expect(Accessible.expanded(handle, is: true) == nil)

            gtk_widget_activate(handle)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(Accessible.expanded(handle, is: false) == nil)
        }
    }

    @Test func theHandleOfASheetWithOneOpenHeightIsNotExpandable() throws {
        try gtkTest {
            // 100 px of content: expanded and full are the same place.
            let fixture = try SheetFixture.open(.box(height: 100))
            #expect(fixture.open(at: .expanded))
            #expect(Accessible.description(fixture.handle, is: "Open.") == nil)
            #expect(Accessible.expanded(fixture.handle, is: nil) == nil, "nothing to expand or collapse")
        }
    }

    @Test func aPeekingSheetsHandleSaysItPeeks() throws {
        try gtkTest {
            let fixture = try SheetFixture.open { bs_bottom_sheet_set_peek_height($0, 60) }
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_PEEK)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(Accessible.description(fixture.handle, is: "Peeking. Activate to expand.") == nil)
            #expect(Accessible.expanded(fixture.handle, is: false) == nil)
            gtk_widget_activate(fixture.handle)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    // MARK: Motion

    @Test func theHandleSaysTheNewPositionAsSoonAsTheSheetSetsOff() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.open(at: .expanded))
            gtk_widget_activate(fixture.handle)
            // A keyboard activation clicks a moment later: wait for the click.
            #expect(MainContext.iterate(until: { fixture.detent == .full }))
            // The sheet has only just set off, but what a screen reader hears is
            // already where it is going.
            #expect(fixture.sheetHeight < 500, "still on its way from 400 to 760 px")
            #expect(Accessible.description(fixture.handle, is: "Full height. Activate to collapse.") == nil)
            #expect(Accessible.expanded(fixture.handle, is: true) == nil)
            #expect(fixture.waitUntilResting(at: .full))
        }
    }

    @Test func withAnimationsOffTheSheetJumpsAndTheHandleStillSaysWhereItIs() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                let fixture = try SheetFixture.open()
                bs_bottom_sheet_present(fixture.host)
                #expect(fixture.detent == .expanded)
                #expect(fixture.sheetHeight == 400, "at expanded at once: half of the 800 px window")
                #expect(SheetTestSeam(fixture.host)?.isAnimating == false, "no animation runs")
                gtk_widget_activate(fixture.handle)
                // A keyboard activation clicks a moment later: wait for the click.
                #expect(MainContext.iterate(until: { fixture.detent == .full }))
                #expect(fixture.sheetHeight == 760, "at full at once: the window less the 40 px top inset")
                #expect(SheetTestSeam(fixture.host)?.isAnimating == false, "no animation runs")
                #expect(Accessible.description(fixture.handle, is: "Full height. Activate to collapse.") == nil)
                #expect(Accessible.expanded(fixture.handle, is: true) == nil)
            }
        }
    }

    // MARK: Actions

    /// Where the actions are run from: the host (an app's code), the sheet (the dialog a
    /// screen reader is in, whose own actions hand over to the host's) and the handle
    /// inside it (which finds the sheet's).
    enum ActionTarget: String, CaseIterable { case host, sheet, handle }

    @Test(arguments: ActionTarget.allCases)
    func eachActionWorksOnlyWhereItApplies(from target: ActionTarget) throws {
        try gtkTest {
            let fixture = try SheetFixture.open { bs_bottom_sheet_set_peek_height($0, 60) }
            let widget = switch target {
            case .host: fixture.widget
            case .sheet: fixture.sheet
            case .handle: fixture.handle
            }
            @MainActor func run(_ action: String) {
                _ = gtk_widget_activate_action_variant(widget, action, nil)
            }
            #expect(fixture.open(at: .expanded))
            run("sheet.expand")
            #expect(fixture.waitUntilResting(at: .full))
            run("sheet.expand")
            #expect(fixture.waitUntilResting(at: .full), "nothing above full")
            run("sheet.collapse")
            #expect(fixture.waitUntilResting(at: .expanded))
            run("sheet.collapse")
            #expect(fixture.waitUntilResting(at: .peek))
            run("sheet.collapse")
            run("sheet.dismiss")
            #expect(fixture.waitUntilResting(at: .peek), "a peek strip is not swiped away, nor collapsed")
            run("sheet.expand")
            #expect(fixture.waitUntilResting(at: .expanded))
            run("sheet.peek")
            #expect(fixture.waitUntilResting(at: .peek))
            bs_bottom_sheet_set_peek_height(fixture.host, 0)
            #expect(fixture.settle(at: .expanded))
            run("sheet.dismiss")
            #expect(fixture.waitUntilResting(at: .dismissed))
            run("sheet.peek")
            run("sheet.expand")
            #expect(fixture.waitUntilResting(at: .dismissed), "a closed sheet without peek stays closed")
        }
    }

    // MARK: High contrast

    /// High contrast as the desktop asks for it (`GtkGlobals.withHighContrast`: GTK 4.20's
    /// `prefers-contrast`, GTK 4.8's "HighContrast" theme), light and dark.
    @Test(arguments: [false, true])
    func theHighContrastThemeDrawsASolidHandleAndSheetEdge(dark: Bool) throws {
        try gtkTest {
            try GtkGlobals.withHighContrast(dark: dark) {
                try checkHighContrastLooks(dark: dark)
            }
        }
    }

    private func checkHighContrastLooks(dark: Bool) throws {
        // Non-modal: no scrim, so the content above the sheet has the same colour as
        // the sheet, and only an edge tells them apart.
        let fixture = try SheetFixture.open(.box(height: 300)) { bs_bottom_sheet_set_modal($0, 0) }
        #expect(fixture.open(at: .expanded))
        fixture.window.waitForDraw()
        let image = try WidgetRenderer.render(
            fixture.window.widget, pngName: "high-contrast-\(dark ? "dark" : "light")")
        let sheet = try #require(WidgetTree.bounds(of: fixture.sheet, in: fixture.window.widget))
        let handle = try #require(WidgetTree.bounds(of: fixture.handle, in: fixture.window.widget))
        let picture = image.pngPath ?? "no PNG"

        // Inside the sheet, away from the pill and the edge: its background.
        let background = image.pixel(x: 60, y: Int(handle.bottom) + 20)
        #expect((Contrast.luminance(background) < 0.2) == dark, "the \(dark ? "dark" : "light") variant")
        let pill = image.pixel(x: Int(handle.x + handle.width / 2), y: Int(handle.y + handle.height / 2))
        #expect(Contrast.ratio(pill, background) >= 4.5, "the pill \(pill) on the sheet \(background) (\(picture))")
        // The top edge, in the middle (away from the corners and the pill).
        let edge = image.pixel(x: Int(sheet.width) / 2 + 100, y: Int(sheet.top) + 1)
        #expect(Contrast.ratio(edge, background) >= 4.5, "the top edge \(edge) on \(background) (\(picture))")
        // The content just above the edge is as light (or dark) as the sheet: without
        // the edge, nothing would show where the sheet begins.
        let above = image.pixel(x: Int(sheet.width) / 2 + 100, y: Int(sheet.top) - 30)
        #expect(Contrast.ratio(above, background) < 1.5, "content \(above), sheet \(background)")
    }
}

/// WCAG 2 contrast between two colours: 1 (same) to 21 (black on white). 3 is the
/// minimum for the parts of a control, 4.5 for text.
enum Contrast {
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ colour: RGBA) -> Double {
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }
}
