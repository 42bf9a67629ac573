import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The sheet's looks, pixel for pixel, against references in `Golden/`: rounded top
/// corners, the shadow above the sheet, the handle pill, the scrim over the content,
/// the theme's colours in light and dark, a mirrored layout right to left, and frames
/// in the middle of a move (`moving-*.png`, on scripted time).
///
/// The scene has no text (text rendering differs between machines): the content is
/// coloured blocks, the sheet's rows are an avatar disc and two bars in the theme's
/// foreground colour. A missing or changed reference fails with the render in
/// `test-output/` (see `GoldenImage`): look at it, and copy it into `Golden/` (or the
/// GTK's and renderer's folder there) only if it is right.
@MainActor
@Suite(.serialized)
struct GoldenImageTests {
    struct Look: Sendable, CustomStringConvertible {
        var detent: Detent
        var dark: Bool
        var rightToLeft: Bool

        var name: String {
            "\(detent)-\(dark ? "dark" : "light")-\(rightToLeft ? "rtl" : "ltr")"
        }

        var description: String { name }

        static let all: [Look] = [Detent.expanded, .full].flatMap { detent in
            [false, true].flatMap { dark in
                [false, true].map { rtl in Look(detent: detent, dark: dark, rightToLeft: rtl) }
            }
        }
    }

    @Test(arguments: Look.all)
    func theSheetLooksLikeItsReference(_ look: Look) throws {
        try gtkTest {
            try Self.inTheme(dark: look.dark, rightToLeft: look.rightToLeft) { try render(look) }
        }
    }

    /// Runs `body` with Adwaita, light or dark, in a text direction and with the scene's
    /// CSS (`css`, or more), putting each back afterwards.
    static func inTheme(dark: Bool, rightToLeft: Bool, css: String = css, _ body: () throws -> Void) throws {
        try GtkGlobals.withSetting("gtk-theme-name", "Adwaita") {
            try GtkGlobals.withDarkStyle(dark) {
                try GtkGlobals.withDirection(rtl: rightToLeft) {
                    try withCss(css, body)
                }
            }
        }
    }

    @Test func theDarkThemeAndRightToLeftAreRestoredAfterAGoldenTest() throws {
        try gtkTest {
            let dark = GtkGlobals.prefersDarkStyle
            let direction = gtk_widget_get_default_direction()
            try GtkGlobals.withDarkStyle(!dark) {
                try GtkGlobals.withDefaultDirection(direction == GTK_TEXT_DIR_RTL ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_RTL) {
                    #expect(GtkGlobals.prefersDarkStyle == !dark)
                    #expect(gtk_widget_get_default_direction() != direction)
                    _ = try SheetFixture.open(.box(height: 100), width: 200, height: 300)
                }
            }
            #expect(GtkGlobals.prefersDarkStyle == dark)
            #expect(gtk_widget_get_default_direction() == direction)
        }
    }

    private func render(_ look: Look) throws {
        let fixture = try SheetFixture.open(
            .widget(Self.sheetRows()), width: 360, height: 640, hostContent: Self.hostContent()
        ) { sheet in
            // No hover or pressed look from wherever another test left the pointer.
            gtk_widget_set_can_target(bs_widget_cast(UnsafeMutableRawPointer(sheet)), 0)
        }
        #expect(fixture.open(at: look.detent))
        // Focus moved to the handle as the sheet opened: show it as after a pointer click.
        gtk_window_set_focus_visible(fixture.window.window, 0)
        #expect(fixture.sheetHeight == (look.detent == .full ? 600 : 320))
        fixture.window.waitForDraw()
        try GoldenImage.expectMatch(fixture.window.widget, named: look.name)
    }

    /// A frame in the middle of a move, on scripted time: what GTK draws while the sheet
    /// is translated (its allocation held), its shadow is placed from pieces and the
    /// scrim leaves out the sheet's opaque part.
    enum Motion: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Opening from closed, below `expanded`: the dimming still grows.
        case opening
        /// From `expanded` to `full`, above `expanded`: the dimming is whole.
        case rising
        /// A non-modal sheet half way from the bottom to the side panel, the window
        /// just made wider than the side breakpoint.
        case crossing

        var description: String { rawValue }
    }

    @Test(arguments: Motion.allCases)
    func aFrameMidMotionLooksLikeItsReference(_ motion: Motion) throws {
        try gtkTest {
            try Self.inTheme(dark: false, rightToLeft: false) { try render(motion) }
        }
    }

    private func render(_ motion: Motion) throws {
        let fixture = try SheetFixture.open(
            .widget(Self.sheetRows()), width: 360, height: 640, hostContent: Self.hostContent()
        ) { sheet in
            gtk_widget_set_can_target(bs_widget_cast(UnsafeMutableRawPointer(sheet)), 0)
            if motion == .crossing { bs_bottom_sheet_set_modal(sheet, 0) }
        }
        let clock = ScriptedClock(fixture.host)
        fixture.window.waitForDraw()
        bs_bottom_sheet_present(fixture.host)
        switch motion {
        case .opening:
            break
        case .rising:
            try #require(clock.runUntilResting())
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
        case .crossing:
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(fixture.resizeWindow(width: 960, height: 640))
            #expect(bs_bottom_sheet_get_current_presentation(fixture.host) == BS_PRESENTATION_SIDE)
        }
        // Six frames in: well on the way, far from the end.
        for _ in 0..<6 {
            clock.advance(by: 1.0 / 60)
            clock.frame()
        }
        try #require(clock.isAnimating, "the move is over already")
        gtk_window_set_focus_visible(fixture.window.window, 0)
        fixture.window.waitForDraw()
        try GoldenImage.expectMatch(fixture.window.widget, named: "moving-\(motion)")
    }

    // MARK: The scene

    static let css = """
        .golden-host { background-color: @theme_base_color; }
        .golden-sidebar { background-color: #3584e4; min-width: 64px; }
        .golden-card { border-radius: 12px; min-height: 88px; margin: 16px 16px 0 16px; }
        .golden-card.orange { background-color: #ff7800; min-width: 200px; }
        .golden-card.green { background-color: #33d17a; min-width: 140px; }
        .golden-card.purple { background-color: #9141ac; min-width: 240px; }
        .golden-row { min-height: 56px; padding: 0 16px; }
        .golden-avatar { min-width: 40px; min-height: 40px; border-radius: 20px; background-color: #e66100; }
        .golden-title { min-height: 10px; border-radius: 5px; background-color: alpha(@theme_fg_color, 0.6); }
        .golden-subtitle { min-height: 8px; border-radius: 4px; background-color: alpha(@theme_fg_color, 0.3); }
        """

    /// The app's content: a blue sidebar at the start edge and three cards, each as
    /// wide as its own colour, aligned to the start edge.
    static func hostContent() -> UnsafeMutablePointer<GtkWidget> {
        let host = box(.horizontal, classes: ["golden-host"])
        WidgetTree.append(box(.vertical, classes: ["golden-sidebar"]), to: host)
        let cards = box(.vertical, classes: [])
        gtk_widget_set_hexpand(cards, 1)
        for colour in ["orange", "green", "purple"] {
            let card = box(.vertical, classes: ["golden-card", colour])
            gtk_widget_set_halign(card, GTK_ALIGN_START)
            WidgetTree.append(card, to: cards)
        }
        WidgetTree.append(cards, to: host)
        return host
    }

    /// The sheet's child: twelve rows of an avatar and two bars, taller than the sheet.
    static func sheetRows() -> UnsafeMutablePointer<GtkWidget> {
        let rows = box(.vertical, classes: [])
        for index in 0..<12 {
            let row = box(.horizontal, classes: ["golden-row"], spacing: 12)
            let avatar = box(.vertical, classes: ["golden-avatar"])
            gtk_widget_set_valign(avatar, GTK_ALIGN_CENTER)
            WidgetTree.append(avatar, to: row)
            let lines = box(.vertical, classes: [], spacing: 8)
            gtk_widget_set_valign(lines, GTK_ALIGN_CENTER)
            let title = box(.vertical, classes: ["golden-title"])
            gtk_widget_set_size_request(title, Int32(120 + (index * 37) % 110), -1)
            gtk_widget_set_halign(title, GTK_ALIGN_START)
            let subtitle = box(.vertical, classes: ["golden-subtitle"])
            gtk_widget_set_size_request(subtitle, Int32(70 + (index * 53) % 90), -1)
            gtk_widget_set_halign(subtitle, GTK_ALIGN_START)
            WidgetTree.append(title, to: lines)
            WidgetTree.append(subtitle, to: lines)
            WidgetTree.append(lines, to: row)
            WidgetTree.append(row, to: rows)
        }
        return rows
    }

    enum Orientation { case horizontal, vertical }

    static func box(
        _ orientation: Orientation, classes: [String], spacing: Int32 = 0
    ) -> UnsafeMutablePointer<GtkWidget> {
        let widget = gtk_box_new(
            orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, spacing)!
        for name in classes { gtk_widget_add_css_class(widget, name) }
        return widget
    }
}
