@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// Layout at the edges: a host given less room than it asked for. The content and the
/// sheet's child are the app's widgets; GTK warns when one is given less than its
/// minimum (a negative size for something inside it), and that warning lands in the
/// app's log as if the app's own widgets were at fault.
@MainActor
@Suite(.serialized)
struct RobustnessLayoutTests {
    /// GTK 4.8 sometimes lays a window out below its minimum: the random sequences saw a
    /// window squeezed to 900×1 keep that size after the app put in content that needs
    /// 34 px, and the content's button then allocated its label -9 px tall. Here the
    /// host is given that allocation directly, as the window gave it.
    @Test(arguments: [(900, 1), (1, 1), (10, 800)])
    func aHostGivenLessThanItsMinimumGivesItsChildrenTheirMinimumsAndClipsThem(width: Int32, height: Int32) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 20))
            let button = gtk_button_new_with_label("Content of some width")!
            bs_bottom_sheet_set_content(fixture.host, button)
            #expect(fixture.open(at: .expanded))
            fixture.window.waitForDraw()

            var minimumHeight: Int32 = 0
            gtk_widget_measure(fixture.widget, GTK_ORIENTATION_VERTICAL, -1, &minimumHeight, nil, nil, nil)
            try #require(height < minimumHeight || width < 100, "not below the host's minimum")
            gtk_widget_allocate(fixture.widget, width, height, -1, nil)

            // Each part is at least as big as its minimum (GTK logged nothing, which
            // gtkTest checks), and the host still clips what does not fit.
            for (part, name) in [(button, "content"), (fixture.sheet, "sheet")] {
                var bounds = graphene_rect_t()
                try #require(gtk_widget_compute_bounds(part, fixture.widget, &bounds) != 0)
                var minimumWidth: Int32 = 0
                var minimum: Int32 = 0
                gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
                gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, Int32(bounds.size.width), &minimum, nil, nil, nil)
                #expect(Int32(bounds.size.width) >= minimumWidth, "the \(name) is narrower than its minimum")
                #expect(Int32(bounds.size.height) >= minimum, "the \(name) is shorter than its minimum")
            }
            #expect(gtk_widget_get_overflow(fixture.widget) == GTK_OVERFLOW_HIDDEN)
            // GTK lays the window out again at its real size: the sheet goes back to its
            // detent's height there, and all is as before.
            gtk_widget_queue_resize(fixture.widget)
            #expect(fixture.settle(at: .expanded))
            #expect(gtk_widget_get_height(button) > 0)
            let problems = SheetInvariants.always(fixture.host) + SheetInvariants.atRest(fixture.host)
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
