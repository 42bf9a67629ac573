@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The header and the footer: the header right under the handle, never scrolling; the
/// footer on the host's bottom edge wherever the sheet is, with the list above it; both
/// counted in the detents' heights and moving the sheet when a drag starts on them.
///
/// The default fixture: a 600×800 host, top inset 40, a 200-row list (40 px a row), so
/// `full` = 760 px and `expanded` = 400 px, with a one-line label as the header and a
/// 48 px box holding a button as the footer.
@MainActor
@Suite(.serialized)
struct SlotTests {
    static let footerHeight: Int32 = 48

    /// A header label and a 48 px footer (a box around a button), floating.
    @MainActor
    struct Slots {
        let header: UnsafeMutablePointer<GtkWidget>
        let footer: UnsafeMutablePointer<GtkWidget>

        static func make() -> Slots {
            let footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(footer, -1, SlotTests.footerHeight)
            let button = gtk_button_new_with_label("Done")!
            gtk_widget_set_hexpand(button, 1)
            gtk_box_append(UnsafeMutableRawPointer(footer).assumingMemoryBound(to: GtkBox.self), button)
            return Slots(header: gtk_label_new("Header")!, footer: footer)
        }
    }

    /// Opens the fixture with the header and footer of `slots`.
    static func open(
        _ content: SheetFixture.SheetContent = .list(rows: 200), slots: Slots = .make(), peekHeight: Double = 0
    ) throws -> (SheetFixture, Slots) {
        let fixture = try SheetFixture.open(content) { host in
            bs_bottom_sheet_set_header(host, slots.header)
            bs_bottom_sheet_set_footer(host, slots.footer)
            bs_bottom_sheet_set_peek_height(host, peekHeight)
        }
        return (fixture, slots)
    }

    // MARK: The footer is pinned to the host's bottom edge

    @Test func theFooterSitsOnTheHostsBottomEdgeWhileTheSheetOpensAndAtExpanded() throws {
        try gtkTest {
            let (fixture, slots) = try Self.open()
            let clock = ScriptedClock(fixture.host)
            let chrome = Double(fixture.handleHeight + natural(slots.header) + Self.footerHeight)
            bs_bottom_sheet_present(fixture.host)
            var pinnedFrames = 0
            var slidingFrames = 0
            while clock.isAnimating {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                if fixture.sheetHeight >= chrome {
                    try expectFooterOnTheBottomEdge(fixture, slots, "opening at \(fixture.sheetHeight) px")
                    if fixture.sheetHeight < 400 { pinnedFrames += 1 }
                } else if fixture.sheetHeight > 0 {
                    // Shorter than handle + header + footer: the sheet slides in as one
                    // block, the footer right under the header, its bottom below the host's.
                    let header = try #require(WidgetTree.bounds(of: slots.header, in: fixture.widget))
                    let footer = try #require(WidgetTree.bounds(of: slots.footer, in: fixture.widget))
                    #expect(abs(footer.top - header.bottom) <= 1, "header \(header), footer \(footer)")
                    #expect(footer.bottom > fixture.hostHeight)
                    slidingFrames += 1
                }
            }
            #expect(pinnedFrames >= 3, "too few frames mid-animation: \(pinnedFrames)")
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            try expectFooterOnTheBottomEdge(fixture, slots, "at expanded")
            #expect(slidingFrames >= 1, "no frame shorter than handle + header + footer")
        }
    }

    @Test func theFooterSitsOnTheHostsBottomEdgeAtFullMidDragAndPulledAboveFull() throws {
        try gtkTest {
            let (fixture, slots) = try Self.open()
            #expect(fixture.open(at: .full))
            #expect(fixture.sheetHeight == 760)
            try expectFooterOnTheBottomEdge(fixture, slots, "at full")

            // Mid-drag: held 150 px below full, on the handle.
            let pointer = ScriptedDrag(fixture)
            pointer.begin()
            pointer.claim(up: false)
            pointer.glide(by: 150, steps: 5, over: 0.2)
            #expect(fixture.sheetHeight == 610)
            try expectFooterOnTheBottomEdge(fixture, slots, "mid-drag")
            pointer.glide(by: -150, steps: 5, over: 0.2)
            // Pulled 150 px above full: the rubber band.
            pointer.glide(by: -150, steps: 5, over: 0.2)
            #expect(fixture.sheetHeight > 760, "not above full: \(fixture.sheetHeight)")
            try expectFooterOnTheBottomEdge(fixture, slots, "above full")
            pointer.hold()
            pointer.end()
            #expect(fixture.waitUntilResting(at: .full))
            try expectFooterOnTheBottomEdge(fixture, slots, "back at full")
        }
    }

    // MARK: The list ends at the footer's top edge

    enum Place: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Dragged 150 px up from `expanded`, let go, and at rest where it went.
        case peek, expanded, full, afterDrag
        var description: String { rawValue }
    }

    @Test(arguments: Place.allCases)
    func theListsLastRowCanBeScrolledIntoViewAboveTheFooter(at place: Place) throws {
        try gtkTest {
            let (fixture, slots) = try Self.open(peekHeight: 250)
            let list = try #require(fixture.list)
            switch place {
            case .peek: #expect(fixture.open(at: .peek))
            case .expanded: #expect(fixture.open(at: .expanded))
            case .full: #expect(fixture.open(at: .full))
            case .afterDrag:
                // The sheet is laid out again once it rests after a motion (while it
                // moves it is only translated).
                #expect(fixture.open(at: .expanded))
                let pointer = ScriptedDrag(fixture)
                pointer.begin()
                pointer.claim(up: true)
                pointer.glide(by: -150, steps: 5, over: 0.2)
                #expect(fixture.sheetHeight == 550)
                pointer.hold()
                pointer.end()
                #expect(fixture.settle(at: fixture.detent))
            }
            fixture.window.waitForDraw()
            let header = natural(slots.header)
            let pageSize = gtk_adjustment_get_page_size(list.vadjustment)
            #expect(pageSize == fixture.sheetHeight - Double(fixture.handleHeight + header + Self.footerHeight),
                    "the list's viewport is \(pageSize) px in a \(fixture.sheetHeight) px sheet")
            #expect(list.scrollToEnd(in: fixture.window), "the list never came to rest at its end")
            let label = try #require(WidgetTree.label(withText: "Row 200", under: list.listView))
            let row = try #require(gtk_widget_get_parent(label))
            let bounds = try #require(WidgetTree.bounds(of: row, in: fixture.widget))
            let headerBounds = try #require(WidgetTree.bounds(of: slots.header, in: fixture.widget))
            let footerBounds = try #require(WidgetTree.bounds(of: slots.footer, in: fixture.widget))
            #expect(bounds.height > 0)
            #expect(bounds.top >= headerBounds.bottom, "row 200 at \(bounds), header at \(headerBounds)")
            #expect(bounds.bottom <= footerBounds.top, "row 200 at \(bounds), footer at \(footerBounds)")
            #expect(abs(footerBounds.bottom - fixture.hostHeight) <= 1, "footer at \(footerBounds)")
        }
    }

    // MARK: The header never scrolls

    @Test func theHeaderStaysRightUnderTheHandleWhileTheListScrolls() throws {
        try gtkTest {
            let (fixture, slots) = try Self.open()
            #expect(fixture.open(at: .full))
            let list = try #require(fixture.list)
            let adjustment = list.vadjustment
            for value in [0.0, 400, 2000, 5000, 0] {
                gtk_adjustment_set_value(adjustment, value)
                fixture.window.waitForDraw()
                let sheetTop = fixture.hostHeight - fixture.sheetHeight
                let header = try #require(WidgetTree.bounds(of: slots.header, in: fixture.widget))
                #expect(header.top == sheetTop + Double(fixture.handleHeight), "scrolled to \(value): header at \(header)")
                #expect(header.height == Double(natural(slots.header)))
            }
        }
    }

    // MARK: A drag on the header or the footer moves the sheet

    enum Slot: String, CaseIterable, Sendable, CustomStringConvertible {
        case header, footer
        var description: String { rawValue }
    }

    @Test(arguments: Slot.allCases)
    func aDragThatStartsOnTheSlotMovesTheSheetAndScrollsNothing(on slot: Slot) throws {
        try gtkTest {
            // The slot holds a list of its own that could scroll: it must not.
            let own = ListFixture.stringList(rows: 50)
            gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(own.scrolled), 0)
            gtk_widget_set_size_request(own.scrolled, -1, 80)
            var slots = Slots.make()
            if slot == .header {
                slots = Slots(header: own.scrolled, footer: slots.footer)
            } else {
                slots = Slots(header: slots.header, footer: own.scrolled)
            }
            let (fixture, _) = try Self.open(slots: slots)
            let list = try #require(fixture.list)
            #expect(fixture.open(at: .expanded))
            let target = slot == .header ? slots.header : slots.footer
            let bounds = try #require(WidgetTree.bounds(of: target, in: fixture.widget))
            let sheetTop = fixture.hostHeight - fixture.sheetHeight
            let y = bounds.top + bounds.height / 2 - sheetTop
            // Both lists away from their tops: a hand-off would scroll one before the sheet moves.
            gtk_adjustment_set_value(list.vadjustment, 200)
            gtk_adjustment_set_value(own.vadjustment, 100)
            fixture.window.waitForDraw()
            try #require(gtk_adjustment_get_value(own.vadjustment) == 100)

            // Up from expanded: the sheet follows.
            let pointer = ScriptedDrag(fixture)
            pointer.begin(y: y)
            pointer.claim(up: true)
            pointer.glide(by: -100, steps: 4, over: 0.2)
            #expect(fixture.sheetHeight == 500)
            pointer.hold()
            pointer.end()
            #expect(fixture.waitUntilResting(at: .expanded))

            // Down, with the sheet's list scrolled away from its top: the sheet moves at
            // once, neither list scrolls.
            pointer.begin(y: y)
            pointer.claim(up: false)
            pointer.glide(by: 100, steps: 4, over: 0.2)
            #expect(fixture.sheetHeight == 300)
            #expect(gtk_adjustment_get_value(list.vadjustment) == 200)
            #expect(gtk_adjustment_get_value(own.vadjustment) == 100)
            pointer.hold()
            pointer.end()
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    // MARK: Detents

    @Test func contentFittedDetentsCountTheHeaderAndTheFooter() throws {
        try gtkTest {
            let (fixture, slots) = try Self.open(.list(rows: 3))
            #expect(fixture.open(at: .expanded))
            let fitted = Double(fixture.childNaturalHeight + fixture.handleHeight + natural(slots.header)
                + Self.footerHeight)
            #expect(fixture.sheetHeight == fitted)
            #expect(SheetTestSeam(fixture.host)?.model.layout.fullHeight == fitted)
            try expectFooterOnTheBottomEdge(fixture, slots, "fitted")

            // Empty slots take no space.
            bs_bottom_sheet_set_header(fixture.host, nil)
            bs_bottom_sheet_set_footer(fixture.host, nil)
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == Double(fixture.childNaturalHeight + fixture.handleHeight))
        }
    }

    // MARK: The API

    @Test func builderChildrenOfTypeHeaderAndFooterBecomeTheSlots() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let ui = """
                <interface>
                  <object class="BsBottomSheet" id="sheet">
                    <child type="content"><object class="GtkLabel" id="content"/></child>
                    <child type="footer"><object class="GtkButton" id="footer"/></child>
                    <child type="sheet"><object class="GtkBox" id="body"/></child>
                    <child type="header"><object class="GtkLabel" id="header"/></child>
                  </object>
                </interface>
                """
            let builder = gtk_builder_new_from_string(ui, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let object = try #require(gtk_builder_get_object(builder, "sheet"))
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(object)))
            func built(_ id: String) -> UnsafeMutableRawPointer? { gtk_builder_get_object(builder, id).map { UnsafeMutableRawPointer($0) } }
            #expect(sheet.header.map(UnsafeMutableRawPointer.init) == built("header"))
            #expect(sheet.footer.map(UnsafeMutableRawPointer.init) == built("footer"))
            #expect(sheet.sheetChild.map(UnsafeMutableRawPointer.init) == built("body"))
            #expect(bs_bottom_sheet_get_header(sheet.object).map(UnsafeMutableRawPointer.init) == built("header"))
            #expect(bs_bottom_sheet_get_footer(sheet.object).map(UnsafeMutableRawPointer.init) == built("footer"))
            // In the sheet, in order: handle, page header (the sheet's own, for pages),
            // header, the root page holding the body, footer.
            let seam = try #require(SheetTestSeam(sheet.object))
            let parts = WidgetTree.children(of: sheetPanel(of: sheet.object)).map(UnsafeMutableRawPointer.init)
            #expect(parts == [UnsafeMutableRawPointer(seam.handle), UnsafeMutableRawPointer(seam.pageHeader),
                              built("header"), UnsafeMutableRawPointer(seam.rootPage), built("footer")])
            #expect(WidgetTree.children(of: seam.rootPage).map { UnsafeMutableRawPointer($0) } == [built("body")])
        }
    }

    enum Path: String, CaseIterable, Sendable, CustomStringConvertible {
        case cFunction = "C setter"
        case swiftAPI = "Swift API"
        case gObject = "g_object_set_property"
        var description: String { rawValue }
    }

    @Test(arguments: Slot.allCases, Path.allCases)
    func aWidgetThatHasAParentIsRefusedWithOneWarning(slot: Slot, path: Path) throws {
        try gtkTest {
            let sheet = BottomSheet()
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(UnsafeMutableRawPointer(box))
            defer { g_object_unref(UnsafeMutableRawPointer(box)) }
            let owned = gtk_label_new("Someone else's")!
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), owned)
            let current = gtk_label_new("Mine")!
            switch slot {
            case .header: sheet.header = current
            case .footer: sheet.footer = current
            }
            let notifications = NotifyRecorder(sheet.object, property: slot.rawValue, read: { _ in 0 })
            defer { notifications.stop() }

            switch (slot, path) {
            case (.header, .cFunction): bs_bottom_sheet_set_header(sheet.object, owned)
            case (.footer, .cFunction): bs_bottom_sheet_set_footer(sheet.object, owned)
            case (.header, .swiftAPI): sheet.header = owned
            case (.footer, .swiftAPI): sheet.footer = owned
            case (_, .gObject): GObjectProperties.setWidget(sheet.object, slot.rawValue, owned)
            }
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1, "\(messages)")
            #expect(messages.first?.contains("BsBottomSheet:\(slot.rawValue) must be a widget with no parent yet") == true,
                    "\(messages)")
            #expect((slot == .header ? sheet.header : sheet.footer) == current)
            #expect(gtk_widget_get_parent(owned) == box)
            #expect(notifications.values.isEmpty, "refused, yet notified")
        }
    }

    // MARK: Memory

    @Test func replacedHeaderAndFooterAreFreedAndSoIsEverythingWhenTheWindowCloses() throws {
        try gtkTest {
            let (fixture, slots) = try Self.open()
            #expect(fixture.open(at: .expanded))
            let old = FinalizationWatch()
            old.watch(slots.header, "old header")
            old.watch(slots.footer, "old footer")
            let watch = FinalizationWatch.everything(in: fixture)

            let replacement = Slots.make()
            bs_bottom_sheet_set_header(fixture.host, replacement.header)
            bs_bottom_sheet_set_footer(fixture.host, replacement.footer)
            watch.watch(replacement.header, "new header")
            watch.watch(replacement.footer, "new footer")
            let oldSurvivors = old.waitForAllFinalized()
            #expect(oldSurvivors.isEmpty, "still alive after being replaced: \(oldSurvivors)")
            #expect(fixture.settle(at: .expanded))
            try expectFooterOnTheBottomEdge(fixture, replacement, "after the replacement")

            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    // MARK: Helpers

    private func natural(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 600, nil, &natural, nil, nil)
        return natural
    }

    /// After a frame, the footer is 48 px high and its bottom edge is the host's ±1 px.
    private func expectFooterOnTheBottomEdge(
        _ fixture: SheetFixture, _ slots: Slots, _ when: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        fixture.window.waitForDraw()
        let footer = try #require(WidgetTree.bounds(of: slots.footer, in: fixture.widget), sourceLocation: sourceLocation)
        #expect(abs(footer.bottom - fixture.hostHeight) <= 1, "\(when): footer at \(footer), host \(fixture.hostHeight) px",
                sourceLocation: sourceLocation)
        #expect(footer.height == Double(Self.footerHeight), "\(when): footer at \(footer)", sourceLocation: sourceLocation)
    }
}
