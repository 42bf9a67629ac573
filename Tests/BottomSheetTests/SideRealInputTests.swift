@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// A side panel moved by the real pointer (`RealInput`: xdotool on X11, the test
/// compositor's injector on Wayland), through GDK and the sheet's real GtkGestureDrag, with the events' own timestamps. A non-modal
/// sheet on a 1280×800 window is docked to the end edge (right in left-to-right, left in
/// right-to-left); a drag that starts on its grip, down the panel's inner edge, moves it
/// across, and its release follows the same rules as a vertical one (adaptive.md, Side).
///
/// TestWindow is undecorated and Xvfb runs no window manager, so on X11 the window maps
/// at the screen's origin and window coordinates are screen coordinates (checked, not
/// assumed); on Wayland the injector takes the window's surface coordinates.
@MainActor
@Suite(.serialized)
struct SideRealInputTests {
    /// A 1280×800 window at the screen's origin with a non-modal sheet (200 rows) open
    /// as a side panel, at rest.
    @MainActor
    struct SidePanel {
        let fixture: SheetFixture
        let rtl: Bool

        static func open(rtl: Bool) throws -> SidePanel {
            let fixture = try SheetFixture.open(.list(rows: 200), width: 1280, height: 800) { host in
                bs_bottom_sheet_set_modal(host, 0)
            }
            try PointerRealInputTests.requireWindowAtScreenOrigin(fixture)
            let panel = SidePanel(fixture: fixture, rtl: rtl)
            try panel.reopen()
            return panel
        }

        var isSide: Bool { bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE }

        /// The panel's width (its border box, the inner edge's border included): how much
        /// of it an open panel shows.
        var panelWidth: Double { panelBounds?.width ?? 0 }

        /// Where the panel is in the window (= on the screen).
        var panelBounds: WidgetTree.Rect? { WidgetTree.bounds(of: fixture.sheet, in: fixture.window.widget) }

        /// Presents the sheet and waits until it rests open, as a side panel docked to
        /// the end edge, full height, its whole width shown.
        func reopen() throws {
            try fixture.present(restingAt: .expanded)
            try #require(MainContext.iterate(until: { isSide }, timeout: .seconds(2)), "the sheet is not a side panel")
            fixture.window.waitForDraw()
            try requireOpenAtEndEdge()
        }

        /// An open panel: 320–400 px wide, full height, at the end edge, all of it shown.
        func requireOpenAtEndEdge() throws {
            let width = panelWidth
            try #require(width >= 320 && width <= 400, "the side panel is \(width) px wide")
            try #require(fixture.sheetHeight == width, "an open panel shows \(fixture.sheetHeight) of its \(width) px")
            let bounds = try #require(panelBounds)
            try #require(bounds.y == 0 && bounds.height == 800, "the panel is not full height: \(bounds)")
            if rtl {
                try #require(bounds.x == 0, "right to left, the panel is not at the left edge: \(bounds)")
            } else {
                try #require(bounds.x + bounds.width == 1280, "the panel is not at the right edge: \(bounds)")
            }
        }

        /// The grip's centre on the screen; it lies down the panel's inner edge.
        func grip() throws -> (x: Int, y: Int) {
            let grip = try PointerRealInputTests.centre(of: fixture.handle, in: fixture)
            let bounds = try #require(panelBounds)
            let handle = try #require(WidgetTree.bounds(of: fixture.handle, in: fixture.window.widget))
            try #require(handle.width <= 40 && handle.height == bounds.height, "the grip is not upright: \(handle)")
            // Inner edge: the left one left to right, the right one right to left.
            let inner = rtl ? bounds.x + bounds.width : bounds.x
            try #require(abs(Double(grip.x) - inner) <= 20, "the grip at \(grip) is not on the inner edge \(inner)")
            return grip
        }

        /// `distance` px towards the end edge (closing): right, or left right to left.
        func towardsEnd(_ point: (x: Int, y: Int), by distance: Int) -> (x: Int, y: Int) {
            (rtl ? point.x - distance : point.x + distance, point.y)
        }
    }

    /// A fast drag from the grip towards the end edge, released while moving, closes the
    /// panel; it had followed the pointer first.
    static func flingClosed(_ panel: SidePanel, by contact: RealInput.Contact = .pointer) throws {
        let fixture = panel.fixture
        let closed = SignalCounter.connect(fixture.host, "closed")
        let width = panel.panelWidth
        let grip = try panel.grip()
        // 240 px towards the end edge in 30 px steps a few milliseconds apart; the sheet
        // holds the press after the first two.
        let path = PointerRealInputTests.line(from: grip, to: panel.towardsEnd(grip, by: 240), count: 8)
        var shown: [Double] = []
        var edges: [Double] = []
        try PointerRealInputTests.drag(
            fixture,
            claiming: contact.press(at: grip) + contact.moves(through: Array(path.prefix(2)), pause: 0.008),
            contact.moves(through: Array(path.dropFirst(2)), pause: 0.008) + contact.release(after: 0)
        ) {
            shown.append(fixture.sheetHeight)
            if let bounds = panel.panelBounds { edges.append(panel.rtl ? bounds.x + bounds.width : bounds.x) }
        }
        #expect(fixture.detent == .dismissed, "shown while dragging: \(shown)")
        // The edge as drawn is sampled on until the panel has closed: on a loaded machine
        // the whole fling may come in one frame, and the close goes on from the release.
        #expect(MainContext.iterate(until: {
            if let bounds = panel.panelBounds { edges.append(panel.rtl ? bounds.x + bounds.width : bounds.x) }
            return fixture.detent == .dismissed && fixture.isResting
        }, timeout: .seconds(5)))
        #expect(fixture.sheetHeight == 0)
        #expect(closed.count == 1)
        #expect(gtk_widget_get_visible(fixture.sheet) == 0)
        // It moved with the pointer across, towards the end edge, before it was let go,
        // and was drawn moving that way.
        #expect(shown.contains { $0 < width - 60 && $0 > 0 }, "the panel did not follow the pointer: \(shown)")
        let movedOut = panel.rtl ? edges.contains { $0 < width - 60 } : edges.contains { $0 > 1280 - width + 60 }
        #expect(movedOut, "the panel's inner edge did not move towards the end edge: \(edges)")
    }

    /// A slow drag from the grip to less than half the panel's width and back, let go
    /// at rest, leaves it open where it was.
    static func dragHalfWayAndBack(_ panel: SidePanel) throws {
        let fixture = panel.fixture
        let closed = SignalCounter.connect(fixture.host, "closed")
        let width = panel.panelWidth
        let grip = try panel.grip()
        let distance = Int(width * 0.4)
        let out = PointerRealInputTests.line(from: grip, to: panel.towardsEnd(grip, by: distance), count: 16)
        let back = PointerRealInputTests.line(from: out.last!, to: grip, count: 16)
        var shown: [Double] = []
        try PointerRealInputTests.drag(
            fixture, RealInput.dragChain(from: grip, through: out + back, pause: 0.03, restBeforeRelease: 0.3)
        ) {
            shown.append(fixture.sheetHeight)
        }
        // It followed the pointer out (to about 40 % in) and back.
        let held = width - Double(distance)
        #expect(shown.contains { abs($0 - held) <= 3 }, "the panel never showed \(held) px under the pointer: \(shown)")
        #expect(shown.allSatisfy { $0 >= held - 3 }, "the panel went past the pointer: \(shown)")
        #expect(fixture.waitUntilResting(at: .expanded))
        #expect(fixture.detent == .expanded)
        #expect(closed.count == 0)
        fixture.window.waitForDraw()
        try panel.requireOpenAtEndEdge()
    }

    /// A slow drag from the grip past half the panel's width, let go at rest, closes it:
    /// the same release rule as a vertical drag past half way down.
    @Test(arguments: [false, true])
    func aSlowDragPastHalfWayClosesThePanel(rtl: Bool) throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SidePanel.open(rtl: rtl)
                let fixture = panel.fixture
                let closed = SignalCounter.connect(fixture.host, "closed")
                let width = panel.panelWidth
                let grip = try panel.grip()
                let distance = Int(width * 0.65)
                let path = PointerRealInputTests.line(from: grip, to: panel.towardsEnd(grip, by: distance), count: 20)
                var shown: [Double] = []
                try PointerRealInputTests.drag(
                    fixture, RealInput.dragChain(from: grip, through: path, pause: 0.03, restBeforeRelease: 0.3)
                ) {
                    shown.append(fixture.sheetHeight)
                }
                let held = width - Double(distance)
                #expect(shown.contains { abs($0 - held) <= 3 }, "the panel never showed \(held) px under the pointer: \(shown)")
                #expect(fixture.waitUntilResting(at: .dismissed))
                #expect(fixture.sheetHeight == 0)
                #expect(closed.count == 1)
            }
        }
    }

    /// Dragged from the grip away from the end edge, the open panel gives a little
    /// (a rubber band, wider than its width, never as far as the pointer) and springs
    /// back to its width when let go.
    @Test(arguments: [false, true])
    func aDragInwardsStretchesThePanelALittleAndItSpringsBack(rtl: Bool) throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SidePanel.open(rtl: rtl)
                let fixture = panel.fixture
                let width = panel.panelWidth
                let grip = try panel.grip()
                let path = PointerRealInputTests.line(from: grip, to: panel.towardsEnd(grip, by: -150), count: 15)
                var shown: [Double] = []
                try PointerRealInputTests.drag(
                    fixture, RealInput.dragChain(from: grip, through: path, pause: 0.03, restBeforeRelease: 0.3)
                ) {
                    shown.append(fixture.sheetHeight)
                }
                let widest = shown.max() ?? 0
                #expect(widest > width + 5 && widest < width + 150, "the panel did not stretch a little: \(shown)")
                #expect(fixture.waitUntilResting(at: .expanded))
                fixture.window.waitForDraw()
                try panel.requireOpenAtEndEdge()
            }
        }
    }

    @Test(arguments: [false, true])
    func aFastDragOnTheGripTowardsTheEndEdgeClosesThePanel(rtl: Bool) throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SidePanel.open(rtl: rtl)
                try Self.flingClosed(panel)
            }
        }
    }

    @Test(arguments: [false, true])
    func aSlowDragLessThanHalfWayAndBackLeavesThePanelOpen(rtl: Bool) throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SidePanel.open(rtl: rtl)
                try Self.dragHalfWayAndBack(panel)
            }
        }
    }

    /// Both, one after the other on the same sheet: closed by a fling, reopened, then
    /// dragged half way and back.
    @Test(arguments: [false, true])
    func closedByAFlingThenReopenedAndDraggedHalfWayAndBack(rtl: Bool) throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SidePanel.open(rtl: rtl)
                try Self.flingClosed(panel)
                try panel.reopen()
                try Self.dragHalfWayAndBack(panel)
            }
        }
    }
}
