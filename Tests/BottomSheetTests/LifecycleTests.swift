@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import GtkHelpers
import SheetCore
import Testing

/// The sheet's life and death: a window closed in the middle of a drag or an
/// animation, a child swapped while the sheet moves, and a close that must not lose
/// what the user typed or where they scrolled.
///
/// "Freed" is checked with weak references: after the window is destroyed and the main
/// context iterated, every watched object must have been finalized. `gtkTest` fails the
/// test on any GLib warning or critical logged meanwhile.
@MainActor
@Suite(.serialized)
struct LifecycleTests {
    /// Where the drag that is cut short began, from the sheet's top left corner.
    enum DragStart: String, CaseIterable, Sendable, CustomStringConvertible {
        /// On the handle: the drag moves the sheet only.
        case handle
        /// On the list: the driver holds the list's adjustment while the drag lasts.
        case list

        var y: Double { self == .handle ? 10 : 200 }
        var description: String { rawValue }
    }

    @Test(arguments: DragStart.allCases)
    func closingTheWindowMidDragFreesTheSheetAndEverythingInIt(startingOn start: DragStart) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            let watch = FinalizationWatch.everything(in: fixture)
            let gesture = try #require(SheetTestSeam(fixture.host)?.scriptedDragGesture())

            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(start.y, belowTheSheetTopOf: fixture.host))
            bs_test_emit_drag(gesture, "drag-update", 0, -10)
            bs_test_emit_drag(gesture, "drag-update", 0, -60)
            #expect(fixture.sheetHeight == 450, "the drag did not move the sheet: not mid-drag")

            // The user closes the window with the pointer still down: no drag-end ever comes.
            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    enum Animation: String, CaseIterable, Sendable, CustomStringConvertible {
        case opening
        case closing
        var description: String { rawValue }
    }

    @Test(arguments: Animation.allCases)
    func closingTheWindowMidAnimationFreesTheSheetAndEverythingInIt(while animation: Animation) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            if animation == .closing {
                #expect(fixture.open(at: .expanded))
                bs_bottom_sheet_close(fixture.host)
            } else {
                bs_bottom_sheet_present(fixture.host)
            }
            #expect(waitUntilMidAnimation(fixture), "the sheet never moved between 0 and 400 px")
            let watch = FinalizationWatch.everything(in: fixture)

            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
            // A tick callback left on a dead sheet would run (and log) in the next frames.
            MainContext.iterate(for: .milliseconds(100))
        }
    }

    /// An app closes its window when the sheet closes: from `detent-changed` (the sheet
    /// has just committed to closing, inside the close request) or from `closed` (it has
    /// just arrived, inside the frame clock's tick callback).
    @Test(arguments: ["detent-changed", "closed"])
    func closingTheWindowFromTheSheetsOwnSignalFreesEverything(signal: String) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            let watch = FinalizationWatch.everything(in: fixture)
            let window = UnsafeMutableRawPointer(fixture.window.widget)
            // Connected swapped: the window (user data) comes first, whatever the signal's
            // own arguments are; the ones after it are not read.
            let destroyWindow: @convention(c) (UnsafeMutableRawPointer?) -> Void = { window in
                gtk_window_destroy(window?.assumingMemoryBound(to: GtkWindow.self))
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(fixture.host), signal, unsafeBitCast(destroyWindow, to: GCallback.self),
                window, nil, GLibFlags.connectSwapped)

            bs_bottom_sheet_close(fixture.host)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    @Test func replacingTheSheetChildMidAnimationFreesTheOldChildAndFitsTheNewOne() throws {
        try gtkTest {
            // The old child: an entry the user is typing in, above a long list.
            let form = ListFixture.entryOverList(rows: 200)
            let (old, entry, list) = (form.box, form.entry, form.list)
            let fixture = try SheetFixture.open(.widget(old))
            bs_bottom_sheet_present(fixture.host)
            #expect(waitUntilMidAnimation(fixture))
            _ = gtk_widget_grab_focus(entry)

            let watch = FinalizationWatch.everything(in: fixture)
            let oldParts = FinalizationWatch()
            oldParts.watch(old, "old sheet child")
            oldParts.watch(entry, "entry in the old child")
            oldParts.watch(list.listView, "list view in the old child")

            let replacement = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(replacement, -1, 100)
            bs_bottom_sheet_set_sheet(fixture.host, replacement)
            watch.watch(replacement, "new sheet child")

            // The old child goes as soon as the sheet lets go of it, while the sheet lives on …
            let oldSurvivors = oldParts.waitForAllFinalized()
            #expect(oldSurvivors.isEmpty, "still alive after being replaced: \(oldSurvivors)")
            // … and the sheet comes to rest fitted to the new child.
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == Double(100 + fixture.handleHeight))

            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    @Test func closingAndReopeningTheSheetKeepsTypedTextAndTheListsScrollPosition() throws {
        try gtkTest {
            let form = ListFixture.entryOverList(rows: 200)
            let (child, entry, list) = (form.box, form.entry, form.list)
            let fixture = try SheetFixture.open(.widget(child))
            #expect(fixture.open(at: .expanded))
            let watch = FinalizationWatch()
            watch.watch(child, "sheet child")
            watch.watch(entry, "entry")

            gtk_editable_set_text(OpaquePointer(entry), "A draft the user typed")
            let adjustment = list.vadjustment
            gtk_adjustment_set_value(adjustment, 1000)
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_value(adjustment) == 1000)

            bs_bottom_sheet_close(fixture.host)
            #expect(fixture.settle(at: .dismissed))
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
            #expect(watch.survivors == ["entry", "sheet child"], "closing freed part of the sheet's child")

            bs_bottom_sheet_present(fixture.host)
            #expect(fixture.settle(at: .expanded))
            #expect(bs_bottom_sheet_get_sheet(fixture.host) == child)
            #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "A draft the user typed")
            #expect(gtk_adjustment_get_value(adjustment) == 1000, "the list scrolled back to \(gtk_adjustment_get_value(adjustment))")
        }
    }

    // MARK: Helpers

    /// Iterates until the sheet is animating, somewhere strictly between closed and expanded.
    private func waitUntilMidAnimation(_ fixture: SheetFixture) -> Bool {
        MainContext.iterate(until: {
            fixture.sheetHeight > 0 && fixture.sheetHeight < 400 && SheetTestSeam(fixture.host)?.isAnimating == true
        })
    }}
