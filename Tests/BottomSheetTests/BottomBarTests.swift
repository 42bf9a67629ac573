@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The bottom bar (`bottom-bar`, `reveal-bottom-bar`, `bottom-bar-height`): the button the
/// closed sheet is. It and the sheet trade places as the sheet opens and closes, by the
/// app (`open`, a bound toggle), by a click or a key on the bar, and by a drag up.
@MainActor
@Suite(.serialized)
struct BottomBarTests {
    /// The bar's height in these tests (px).
    static let barHeight: Int32 = 64

    /// A bar of `barHeight` px: a label, as a "now playing" bar's title.
    static func makeBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_label_new("Now playing")!
        gtk_widget_set_size_request(bar, -1, barHeight)
        return bar
    }

    /// A sheet with a list and a bar, at rest closed to the bar.
    static func openWithBar(width: Int32 = 600, modal: Bool = true) throws -> SheetFixture {
        let fixture = try SheetFixture.open(.list(rows: 200), width: width) {
            bs_bottom_sheet_set_modal($0, modal ? 1 : 0)
            bs_bottom_sheet_set_title($0, "Player")
            bs_bottom_sheet_set_bottom_bar($0, makeBar())
        }
        #expect(fixture.settle(at: .peek))
        return fixture
    }

    static func barButton(of fixture: SheetFixture) -> UnsafeMutablePointer<GtkWidget> {
        SheetTestSeam(fixture.host)!.bottomBar
    }

    /// The bar's rectangle in the host, as GTK allocated it.
    static func barBounds(of fixture: SheetFixture) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(barButton(of: fixture), fixture.widget, &bounds)
        return bounds
    }

    /// Who the user is offered: the bar (drawn, focusable, in the accessibility tree) or
    /// the sheet's inside.
    static func barStandsForTheSheet(_ fixture: SheetFixture) -> Bool {
        let bar = barButton(of: fixture)
        let barOffered = gtk_widget_get_child_visible(bar) != 0 && gtk_widget_get_focusable(bar) != 0
            && gtk_widget_get_can_target(bar) != 0 && Accessible.hidden(bar, is: false) == nil
        let insideOffered = gtk_widget_get_can_focus(fixture.sheet) != 0 && gtk_widget_get_can_target(fixture.sheet) != 0
            && Accessible.hidden(fixture.sheet, is: false) == nil
        #expect(barOffered != insideOffered, "exactly one of the bar and the sheet is offered")
        return barOffered
    }

    /// The bar is named by the text it shows, in order, and follows it: a screen reader
    /// says the song that now plays.
    @Test func theBarIsNamedByTheTextItShowsAndFollowsIt() throws {
        try gtkTest {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let title = gtk_label_new("Harbour Lights")!
            let boxed = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
            gtk_box_append(boxed, title)
            gtk_box_append(boxed, gtk_label_new("The Evening Tides"))
            let fixture = try SheetFixture.open(.list(rows: 20)) { bs_bottom_sheet_set_bottom_bar($0, box) }
            let bar = Self.barButton(of: fixture)
            #expect(Accessible.label(bar, is: "Harbour Lights The Evening Tides") == nil)
            gtk_label_set_text(OpaquePointer(title), "Low Tide")
            #expect(Accessible.label(bar, is: "Low Tide The Evening Tides") == nil)
        }
    }

    @Test func theDefaultsAreNoBarRevealedAndCoveringNothing() throws {
        try gtkTest {
            let sheet = BottomSheet()
            #expect(sheet.bottomBar == nil && bs_bottom_sheet_get_bottom_bar(sheet.object) == nil)
            #expect(sheet.revealsBottomBar && bs_bottom_sheet_get_reveal_bottom_bar(sheet.object) != 0)
            #expect(sheet.bottomBarHeight == 0 && bs_bottom_sheet_get_bottom_bar_height(sheet.object) == 0)
            let revealedByDefault = try AdwNamesTests.specDefault("reveal-bottom-bar")
            #expect(revealedByDefault)
        }
    }

    /// Given a bar, a sheet is closed to it at once, before any layout: `peek` is there to
    /// ask for (no warning), and the window's first frame shows the bar, not a slide.
    @Test func aSheetGivenABarIsClosedToItAtOnce() throws {
        try gtkTest {
            let sheet = BottomSheet()
            sheet.sheetChild = ListFixture.stringList(rows: 50).scrolled
            sheet.bottomBar = Self.makeBar()
            #expect(sheet.detent == .peek && !sheet.isOpen)
            sheet.detent = .peek
            let window = try TestWindow.open(width: 600, height: 800, child: sheet.widget)
            window.waitForDraw()
            #expect(sheet.sheetHeight == Double(Self.barHeight))
            #expect(SheetTestSeam(sheet.object)?.isAnimating == false, "no animation")
        }
    }

    /// The closed sheet is the bar: at the bottom edge, as wide as the sheet, the sheet's
    /// strip no taller than the bar; the content is not dimmed and takes input.
    @Test func theClosedSheetIsTheBarAtTheBottomEdge() throws {
        try gtkTest {
            let fixture = try Self.openWithBar(width: 1000)
            let bar = Self.barBounds(of: fixture)
            #expect(bar.origin.y == 800 - Float(Self.barHeight) && bar.size.height == Float(Self.barHeight))
            #expect(bar.origin.x == 180 && bar.size.width == 640, "as wide as the sheet, centred as it is")
            #expect(fixture.sheetHeight == Double(Self.barHeight))
            #expect(bs_bottom_sheet_get_bottom_bar_height(fixture.host) == Double(Self.barHeight))
            #expect(bs_bottom_sheet_get_open(fixture.host) == 0)
            #expect(Self.barStandsForTheSheet(fixture))
            #expect(SheetTestSeam(fixture.host)!.model.scrimOpacity == 0)
            #expect(gtk_widget_get_can_target(gtk_widget_get_first_child(fixture.widget)) != 0, "the content takes input")
        }
    }

    /// A click on the bar (GtkButton::clicked, as Enter or Space on it) opens the sheet,
    /// focus moves into it, and Escape turns it back into the bar with focus on the bar.
    @Test func activatingTheBarOpensTheSheetAndEscapeGivesFocusBack() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            let bar = Self.barButton(of: fixture)
            #expect(gtk_widget_grab_focus(bar) != 0)
            gtk_widget_activate(bar)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(!Self.barStandsForTheSheet(fixture))
            #expect(gtk_widget_get_child_visible(bar) == 0, "the bar has given way")
            let root = gtk_widget_get_root(fixture.widget)!
            #expect(gtk_widget_is_ancestor(gtk_root_get_focus(root), fixture.sheet) != 0, "focus moved into the sheet")
            #expect(bs_bottom_sheet_get_bottom_bar_height(fixture.host) == Double(Self.barHeight))

            _ = gtk_widget_activate_action_variant(fixture.widget, "sheet.dismiss", nil)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(Self.barStandsForTheSheet(fixture))
            #expect(gtk_root_get_focus(root) == bar, "focus is back on the bar")
        }
    }

    /// A drag up on the bar moves the sheet, which grows out of it: the bar fades as the
    /// sheet's inside fades in; a fling opens it, and a drag down goes no lower than the bar.
    @Test func aDragUpOnTheBarOpensTheSheetGrowingOutOfIt() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            let seam = SheetTestSeam(fixture.host)!
            let drag = ScriptedDrag(fixture)
            drag.begin(y: 20)
            drag.move(dy: -ScriptedDrag.claimDistance)
            drag.move(dy: -60)
            MainContext.drainPending()
            let midway = seam.drawnBottomBar.opacity(shown: seam.model.height, layout: seam.model.layout)
            #expect(midway > 0 && midway < 1, "the bar is giving way at \(seam.model.height) px")
            #expect(abs(seam.insideOpacity - (1 - midway)) < 0.05)
            for step in 1...6 { drag.move(dy: -60 - 50 * Double(step), after: 1.0 / 120) }
            drag.end(after: 1.0 / 120)
            #expect(MainContext.iterate(until: { fixture.detent >= .expanded && fixture.isResting }))
            #expect(!Self.barStandsForTheSheet(fixture))

            bs_bottom_sheet_set_open(fixture.host, 0)
            #expect(fixture.waitUntilResting(at: .peek))
            drag.drag(by: 200, steps: 5)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(fixture.sheetHeight == Double(Self.barHeight), "no lower than the bar")
        }
    }

    /// Hidden, the bar leaves the screen with the closed sheet, drawn on the way down;
    /// shown again, the sheet rises as the bar. `bottom-bar-height` follows it.
    @Test func hidingTheBarTakesTheClosedSheetDownWithIt() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            let covered = CHandlerCount.notify(fixture.host, "bottom-bar-height")
            defer { covered.disconnect() }
            bs_bottom_sheet_set_reveal_bottom_bar(fixture.host, 0)
            #expect(SheetTestSeam(fixture.host)!.drawnBottomBar.height == Double(Self.barHeight), "drawn as it leaves")
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect(bs_bottom_sheet_get_bottom_bar_height(fixture.host) == 0)
            #expect(gtk_widget_get_child_visible(Self.barButton(of: fixture)) == 0)
            #expect(covered.count >= 1)
            bs_bottom_sheet_set_reveal_bottom_bar(fixture.host, 1)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(bs_bottom_sheet_get_bottom_bar_height(fixture.host) == Double(Self.barHeight))
            #expect(Self.barStandsForTheSheet(fixture))
        }
    }

    /// `bottom-bar` is notified once per change, never for the same widget again;
    /// `bottom-bar-height` once per new value, through the bar's rise, its hiding and its
    /// return.
    @Test func eachChangeIsNotifiedOnce() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let barChanges = CHandlerCount.notify(fixture.host, "bottom-bar")
            defer { barChanges.disconnect() }
            let covered = NotifyRecorder(fixture.host, property: "bottom-bar-height") {
                bs_bottom_sheet_get_bottom_bar_height($0)
            }
            defer { covered.stop() }
            let bar = Self.makeBar()
            bs_bottom_sheet_set_bottom_bar(fixture.host, bar)
            bs_bottom_sheet_set_bottom_bar(fixture.host, bar)
            #expect(barChanges.count == 1)
            #expect(fixture.settle(at: .peek))
            bs_bottom_sheet_set_reveal_bottom_bar(fixture.host, 0)
            #expect(fixture.waitUntilResting(at: .dismissed))
            bs_bottom_sheet_set_reveal_bottom_bar(fixture.host, 1)
            #expect(fixture.waitUntilResting(at: .peek))
            bs_bottom_sheet_set_bottom_bar(fixture.host, nil)
            #expect(barChanges.count == 2)
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect(!covered.values.isEmpty)
            #expect(zip(covered.values, covered.values.dropFirst()).allSatisfy { $0 != $1 }, "\(covered.values)")
            #expect(covered.values.last == 0)
        }
    }

    /// When the user may not open the sheet, the bar does not open it; the app still can.
    @Test func whenTheUserMayNotOpenTheBarDoesNothing() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            bs_bottom_sheet_set_can_open(fixture.host, 0)
            gtk_widget_activate(Self.barButton(of: fixture))
            MainContext.iterate(for: .milliseconds(300))
            #expect(fixture.detent == .peek)
            bs_bottom_sheet_set_open(fixture.host, 1)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    /// For screen readers the bar is a button, named by its content, that says what it
    /// opens: the sheet, by its title.
    @Test func theBarIsAButtonThatSaysWhatItOpens() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            let bar = Self.barButton(of: fixture)
            #expect(Accessible.role(bar) == GTK_ACCESSIBLE_ROLE_BUTTON)
            #expect(Accessible.description(bar, is: "Opens Player.") == nil)
            bs_bottom_sheet_set_title(fixture.host, "Queue")
            #expect(Accessible.description(bar, is: "Opens Queue.") == nil)
        }
    }

    /// Beside a side panel the bar lies across the window's bottom while the panel is
    /// hidden; activating it opens the panel, and the bar goes while the panel shows.
    @Test func besideASidePanelTheBarOpensThePanel() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200), width: 1280) {
                bs_bottom_sheet_set_modal($0, 0)
                bs_bottom_sheet_set_bottom_bar($0, Self.makeBar())
            }
            fixture.window.waitForDraw()
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
            #expect(fixture.detent == .dismissed)
            let bar = Self.barBounds(of: fixture)
            // On its own surface there: the bar's height and its top border.
            #expect(bar.origin.x == 0 && bar.size.width == 1280 && bar.origin.y + bar.size.height == 800)
            #expect(bar.size.height >= Float(Self.barHeight))
            #expect(gtk_widget_get_focusable(Self.barButton(of: fixture)) != 0)
            gtk_widget_activate(Self.barButton(of: fixture))
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(gtk_widget_get_child_visible(Self.barButton(of: fixture)) == 0)
            #expect(bs_bottom_sheet_get_bottom_bar_height(fixture.host) == 0)
        }
    }

    /// Closing the window with the sheet open over its bar frees everything, the bar and
    /// its button included; a bar replaced goes at once.
    @Test func theBarIsFreedWithTheSheetAndWhenReplaced() throws {
        try gtkTest {
            let fixture = try Self.openWithBar()
            let replaced = FinalizationWatch()
            replaced.watch(bs_bottom_sheet_get_bottom_bar(fixture.host), "replaced bar")
            bs_bottom_sheet_set_bottom_bar(fixture.host, Self.makeBar())
            #expect(replaced.waitForAllFinalized().isEmpty, "a replaced bar lives on")
            bs_bottom_sheet_set_open(fixture.host, 1)
            #expect(fixture.waitUntilResting(at: .expanded))
            let watch = FinalizationWatch.everything(in: fixture)
            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    /// A bar that already has a parent is refused with a critical, as GTK's containers do.
    @Test func aBarWithAParentIsRefused() throws {
        try gtkTest {
            let sheet = BottomSheet()
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(UnsafeMutableRawPointer(box))
            defer { g_object_unref(UnsafeMutableRawPointer(box)) }
            let label = gtk_label_new("Taken")!
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), label)
            sheet.bottomBar = label
            let messages = takeCapturedGtkMessages()
            #expect(messages == ["CRITICAL BottomSheet: BsBottomSheet:bottom-bar must be a widget with no parent yet"], "\(messages)")
            #expect(sheet.bottomBar == nil)
        }
    }

    /// An AdwBottomSheet UI file with a bottom bar, only the class name changed: the bound
    /// toggle opens the sheet out of the bar and closes it back into the bar, and follows
    /// the user.
    static let adwStyleUI = AdwNamesTests.adwStyleUI(toggleLabel: "Player", sheetLines: """
                <property name="reveal-bottom-bar">True</property>
                <child type="content"><object class="GtkLabel"><property name="label">Content</property></object></child>
                <child type="sheet"><object class="GtkLabel"><property name="label">Player</property></object></child>
                <child type="bottom-bar">
                  <object class="GtkLabel" id="bar">
                    <property name="label">Now playing</property>
                    <property name="height-request">64</property>
                  </object>
                </child>
        """)

    @Test func anAdwBottomSheetUIFileWithABottomBarTradesPlacesThroughABoundToggle() throws {
        try gtkTest {
            _ = bs_bottom_sheet_get_type()
            let builder = gtk_builder_new_from_string(Self.adwStyleUI, -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(gtk_builder_get_object(builder, "sheet"))))
            let toggle = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "toggle")!)
                .assumingMemoryBound(to: GtkToggleButton.self)
            let barLabel = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "bar")!)
                .assumingMemoryBound(to: GtkWidget.self)
            #expect(sheet.bottomBar == barLabel)
            let box = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "box")!).assumingMemoryBound(to: GtkWidget.self)
            let window = try TestWindow.open(width: 600, height: 800, child: box)
            let fixture = SheetFixture(window: window, host: sheet.object, scrolledWindow: nil, list: nil)
            #expect(fixture.settle(at: .peek))
            #expect(Self.barStandsForTheSheet(fixture))

            gtk_toggle_button_set_active(toggle, 1)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(!Self.barStandsForTheSheet(fixture))
            gtk_toggle_button_set_active(toggle, 0)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(Self.barStandsForTheSheet(fixture))
            // The user opens it from the bar: the toggle follows.
            gtk_widget_activate(Self.barButton(of: fixture))
            #expect(MainContext.iterate(until: { gtk_toggle_button_get_active(toggle) != 0 }))
        }
    }
}
