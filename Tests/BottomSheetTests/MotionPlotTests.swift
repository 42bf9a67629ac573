@testable import BottomSheet
import CBottomSheet
import CGtk
@testable import MotionPlot
import SheetCore
import Testing

/// The demo's motion plot (`MotionPlotView`): what it records from a real sheet, and
/// what it draws of that.
@MainActor
@Suite(.serialized)
struct MotionPlotTests {
    /// The plot in a window of its own, on screen so that it samples every frame.
    private static func plotOnScreen(of fixture: SheetFixture) throws -> (MotionPlotView, UnsafeMutablePointer<GtkWidget>) {
        let plot = MotionPlotView()
        plot.attach(try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host))))
        let window = gtk_window_new()!
        gtk_window_set_default_size(asGtkWindow(window), 400, 150)
        gtk_window_set_child(asGtkWindow(window), plot.widget)
        gtk_window_present(asGtkWindow(window))
        return (plot, window)
    }

    @Test func aFlickIsRecordedAndItsReleaseMarkedWithTheDetentTheSheetSettledAt() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let (plot, window) = try Self.plotOnScreen(of: fixture)
            defer { gtk_window_destroy(asGtkWindow(window)) }
            #expect(MainContext.iterate(until: { plot.record.samples.count >= 3 }, timeout: .seconds(5)), "the plot samples while it is on screen")

            GestureTests.flick(ScriptedDrag(fixture), by: 31, speed: 1020)
            try #require(fixture.waitUntilResting(at: .expanded))
            #expect(MainContext.iterate(until: { plot.record.samples.last?.height == GestureTests.expanded }, timeout: .seconds(5)))

            let release = try #require(plot.record.releases.last)
            #expect(plot.record.releases.count == 1)
            #expect(release.target == fixture.detent, "the marked target is where the sheet settled")
            #expect(release.targetHeight == GestureTests.expanded)
            #expect(release.velocity < -900, "a flick down at about 1000 px/s")
            let heights = plot.record.samples.map(\.height)
            #expect(heights.contains(GestureTests.full) && heights.contains(GestureTests.expanded),
                    "the history runs from full to expanded: \(heights.min() ?? 0)…\(heights.max() ?? 0)")
            #expect(plot.record.samples.contains { $0.velocity < -100 }, "the way down has a downward velocity")
        }
    }

    @Test func thePlotDrawsTheHeightTheVelocityAndTheRelease() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let (plot, window) = try Self.plotOnScreen(of: fixture)
            defer { gtk_window_destroy(asGtkWindow(window)) }
            GestureTests.flick(ScriptedDrag(fixture), by: 31, speed: 1020)
            try #require(fixture.waitUntilResting(at: .expanded))
            #expect(MainContext.iterate(until: { plot.record.samples.last?.height == GestureTests.expanded }, timeout: .seconds(5)))

            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 150)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            PlotCanvas(cr: cr, widget: plot.widget, width: 400, height: 150,
                       foreground: GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1))
                .draw(plot.record, detentHeights: Detent.allCases.map { ($0, SheetTestSeam(fixture.host)?.model.layout.height(of: $0) ?? 0) })
            cairo_destroy(cr)
            cairo_surface_flush(surface)

            let colours = Self.colours(in: surface)
            #expect(colours.contains(0x3584e4), "the height's blue")
            #expect(colours.contains(0xe66100), "the velocity's orange")
            #expect(colours.contains(0x9141ac), "the release's purple")
        }
    }

    /// The opaque colours of `surface` as 0xRRGGBB.
    private static func colours(in surface: OpaquePointer) -> Set<UInt32> {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var found = Set<UInt32>()
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 == 0xff { found.insert(row[x] & 0xffffff) }
        }
        return found
    }
}

private func asGtkWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
}
