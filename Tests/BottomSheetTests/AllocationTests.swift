@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// Allocation only places (`SheetPlacement.whenAllocated`): what the model learns from a
/// layout (the sheet closed to a bar it now has, a detent's new height, another
/// presentation) is shown and told once GTK's layout of the frame is over, never from
/// inside the host's `size_allocate`. Each test makes such a layout, requires that the
/// app heard what it changed, and that nothing left the host while it was allocated
/// (`SheetTestSeam.leftDuringAllocation`: a notify, a signal, a `publish`, which shows
/// and hides parts and moves focus).
@MainActor
@Suite(.serialized)
struct AllocationTests {
    /// Counts the emissions of `signal` on `host`.
    @MainActor
    final class Count {
        private(set) var value = 0
        init(_ host: OpaquePointer, _ signal: String) {
            SignalHandlers.on(host, signal) { [weak self] in self?.value += 1 }
        }
    }

    /// A bar given before the window's first layout: that layout closes the sheet to it
    /// (`detent-changed`, the sheet shown as the bar) after the allocation.
    @Test func theFirstLayoutClosesTheSheetToItsBarAfterTheAllocation() throws {
        try gtkTest {
            var changes: Count?
            let fixture = try SheetFixture.open(.list(rows: 20)) { host in
                changes = Count(host, "detent-changed")
                bs_bottom_sheet_set_bottom_bar(host, gtk_label_new("Bar"))
            }
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(changes?.value == 1, "detent-changed once, to the bar")
            #expect(gtk_widget_get_visible(fixture.sheet) != 0, "the sheet shows as the bar")
            let seam = try #require(SheetTestSeam(fixture.host))
            #expect(seam.leftDuringAllocation == [])
        }
    }

    /// A shorter window lowers the full detent the sheet rests at: `sheet-height` says so
    /// after the allocation that learned it.
    @Test func aResizeMovesTheSheetAndNotifiesAfterTheAllocation() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), restingAt: .full)
            let heights = Count(fixture.host, "notify::sheet-height")
            let before = fixture.sheetHeight
            #expect(fixture.resizeWindow(height: 600))
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight < before && heights.value > 0, "the sheet at the shorter window's full height")
            let seam = try #require(SheetTestSeam(fixture.host))
            #expect(seam.leftDuringAllocation == [])
        }
    }

    /// A window grown past the side breakpoint turns a non-modal sheet into a side panel:
    /// `current-presentation` says so after the allocation that chose it.
    @Test func crossingTheSideBreakpointChangesThePresentationAfterTheAllocation() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), restingAt: .expanded) { host in
                bs_bottom_sheet_set_modal(host, 0)
            }
            let presentations = Count(fixture.host, "notify::current-presentation")
            #expect(fixture.resizeWindow(width: 1280, height: 800))
            #expect(fixture.settle(at: .expanded))
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
            #expect(presentations.value == 1)
            let seam = try #require(SheetTestSeam(fixture.host))
            #expect(seam.leftDuringAllocation == [])
        }
    }

    /// A window grown past the side breakpoint while a drag holds the sheet: the new
    /// presentation ends the drag (`released`, with no speed), which changes the model's
    /// phase, so it is taken once the allocation is over, not inside it.
    @Test func crossingTheSideBreakpointMidDragEndsTheDragAfterTheAllocation() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), restingAt: .expanded) { host in
                bs_bottom_sheet_set_modal(host, 0)
            }
            let releases = Count(fixture.host, "released")
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: true)
            drag.move(dy: -60)
            let seam = try #require(SheetTestSeam(fixture.host))
            #expect(seam.model.phase == .dragging)
            #expect(fixture.resizeWindow(width: 1280, height: 800))
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
            #expect(seam.model.phase != .dragging && releases.value == 1, "the drag ended, as a release")
            #expect(seam.leftDuringAllocation == [])
            drag.end()
            #expect(fixture.settle(at: .expanded))
        }
    }
}
