@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// A sheet over a sheet (`StackedSheets`: the lower sheet is the upper sheet's content).
/// While the upper sheet is open the lower one is covered: dimmed by the upper sheet's
/// scrim, taking no input, out of the accessibility tree; the upper sheet alone answers
/// Escape and its actions. Closed, the upper sheet gives the lower one back as it was:
/// its detent, its list's scroll, focus where it was.
@MainActor
@Suite(.serialized)
struct StackedSheetsTests {
    @Test func theLowerSheetIsCoveredWhileTheUpperIsOpenAndComesBackAsItWas() throws {
        try gtkTest {
            let stack = try StackedSheets.open()
            #expect(stack.openLower(at: .full))
            let adjustment = stack.lowerList.vadjustment
            gtk_adjustment_set_value(adjustment, 1200)
            stack.upper.window.waitForDraw()
            let offset = gtk_adjustment_get_value(adjustment)
            #expect(offset > 0)
            #expect(gtk_widget_grab_focus(stack.lowerEntry) != 0)

            #expect(stack.upper.open(at: .expanded))
            #expect(stack.isFocused(inside: stack.upper.sheet), "focus moved into the upper sheet")
            // The lower sheet is the upper's content: cut off from input and from screen readers.
            #expect(gtk_widget_get_can_target(stack.lowerWidget) == 0)
            #expect(Accessible.hidden(stack.lowerWidget, is: true) == nil)
            // Where the lower sheet shows above the upper one, a press lands on the upper's scrim.
            var bounds = graphene_rect_t()
            #expect(gtk_widget_compute_bounds(stack.lowerSheet, stack.upper.widget, &bounds) != 0)
            let picked = gtk_widget_pick(stack.upper.widget, Double(bounds.origin.x) + 40, Double(bounds.origin.y) + 10,
                                         GTK_PICK_DEFAULT)
            #expect(picked == scrim(of: stack.upper.host), "a press on the lower sheet reaches the upper's scrim")

            bs_bottom_sheet_close(stack.upper.host)
            #expect(stack.upper.waitUntilResting(at: .dismissed))
            #expect(stack.lowerDetent == .full, "the lower sheet is where it was")
            #expect(gtk_adjustment_get_value(adjustment) == offset, "its list is scrolled where it was")
            #expect(stack.isFocused(inside: stack.lowerEntry), "focus is back in the lower sheet's entry")
            #expect(gtk_widget_get_can_target(stack.lowerWidget) != 0)
            #expect(Accessible.hidden(stack.lowerWidget, is: false) == nil)
        }
    }

    /// Escape and the sheet's actions (`sheet.dismiss`, `sheet.back`) are the upper
    /// sheet's alone while it is open: the lower one, with a page pushed, keeps it.
    @Test func escapeAndTheActionsActOnTheUpperSheetOnly() throws {
        try gtkTest {
            let stack = try StackedSheets.open()
            #expect(stack.openLower(at: .expanded))
            bs_bottom_sheet_push(stack.lower, gtk_label_new("A person's page"), "Ada")
            #expect(MainContext.iterate(until: { SheetTestSeam(stack.lower)?.isAnimating == false }))
            #expect(stack.upper.open(at: .expanded))
            let focus = try #require(stack.focus)
            #expect(gtk_widget_activate_action_variant(focus, "sheet.back", nil) != 0)
            #expect(gtk_widget_activate_action_variant(focus, "sheet.dismiss", nil) != 0)
            #expect(stack.upper.waitUntilResting(at: .dismissed), "the upper sheet closed")
            #expect(bs_bottom_sheet_get_page_count(stack.lower) == 2, "the lower sheet's page is still pushed")
            #expect(stack.lowerDetent == .expanded)
        }
    }

    /// Beside a side panel: the lower sheet is a non-modal side panel on a wide window,
    /// the upper a modal sheet at the bottom over both.
    @Test func aModalSheetOverASidePanelCoversIt() throws {
        try gtkTest {
            let stack = try StackedSheets.open(width: 1280, height: 800, configureLower: {
                bs_bottom_sheet_set_modal($0, 0)
            })
            #expect(stack.openLower(at: .expanded))
            #expect(bs_bottom_sheet_get_current_presentation(stack.lower) == BS_PRESENTATION_SIDE)
            #expect(gtk_widget_grab_focus(stack.lowerEntry) != 0)
            #expect(stack.upper.open(at: .expanded))
            #expect(bs_bottom_sheet_get_current_presentation(stack.upper.host) == BS_PRESENTATION_BOTTOM)
            #expect(gtk_widget_get_can_target(stack.lowerWidget) == 0)
            #expect(Accessible.hidden(stack.lowerWidget, is: true) == nil)
            bs_bottom_sheet_close(stack.upper.host)
            #expect(stack.upper.waitUntilResting(at: .dismissed))
            #expect(stack.isFocused(inside: stack.lowerEntry))
            #expect(bs_bottom_sheet_get_current_presentation(stack.lower) == BS_PRESENTATION_SIDE)
        }
    }
}

extension StackedSheetsTests {
    @Test func aPageOfTheLowerSheetSlidesOutWhenPopped() throws {
        try gtkTest {
            let stack = try StackedSheets.open()
            #expect(stack.openLower(at: .expanded))
            bs_bottom_sheet_push(stack.lower, gtk_label_new("A person's page"), "Ada")
            #expect(MainContext.iterate(until: { SheetTestSeam(stack.lower)?.isAnimating == false }))
            #expect(bs_bottom_sheet_pop(stack.lower) != 0)
            #expect(MainContext.iterate(until: { SheetTestSeam(stack.lower)?.isAnimating == false }))
            let seam = try #require(SheetTestSeam(stack.lower))
            #expect(seam.pages.transition == nil)
            #expect(seam.pageFrames.count == 1, "frames: \(seam.pageFrames.count)")
            #expect(gtk_widget_get_child_visible(seam.pageHeader) == 0)
        }
    }
}
