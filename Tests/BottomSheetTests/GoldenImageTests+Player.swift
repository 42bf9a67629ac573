@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The music player (the demo's `player` scenario, drawn without text as the other
/// references are): a "now playing" bar the closed sheet is, the sheet half way out of
/// it (the bar giving way to the sheet's inside), and the sheet open on the player's
/// cover and queue; light and dark, left to right and right to left.
extension GoldenImageTests {
    enum PlayerStage: String, CaseIterable, Sendable {
        /// At rest closed: the bar at the bottom edge over the content.
        case closed
        /// A few frames into opening from the bar, on scripted time: both half drawn.
        case halfway
        /// At rest at `expanded`: the cover and the queue.
        case open
    }

    struct PlayerLook: Sendable, CustomStringConvertible {
        var stage: PlayerStage
        var dark: Bool
        var rightToLeft: Bool

        var description: String {
            "player-\(stage.rawValue)-\(dark ? "dark" : "light")-\(rightToLeft ? "rtl" : "ltr")"
        }

        static let all: [PlayerLook] = PlayerStage.allCases.flatMap { stage in
            [false, true].flatMap { dark in [false, true].map { PlayerLook(stage: stage, dark: dark, rightToLeft: $0) } }
        }
    }

    static let playerCss = css + """
        .golden-bar { padding: 0 16px; }
        .golden-art { min-width: 40px; min-height: 40px; border-radius: 6px; background-color: #e66100; }
        .golden-play { min-width: 32px; min-height: 32px; border-radius: 16px; background-color: alpha(@theme_fg_color, 0.8); }
        .golden-cover { min-width: 120px; min-height: 120px; border-radius: 12px; background-color: #9141ac; margin: 8px; }
        """

    @Test(arguments: PlayerLook.all)
    func thePlayerLooksLikeItsReference(_ look: PlayerLook) throws {
        try gtkTest {
            try Self.inTheme(dark: look.dark, rightToLeft: look.rightToLeft, css: Self.playerCss) { try render(look) }
        }
    }

    private func render(_ look: PlayerLook) throws {
        let fixture = try SheetFixture.open(
            .widget(Self.sheetRows()), width: 360, height: 640, hostContent: Self.hostContent()
        ) { sheet in
            gtk_widget_set_can_target(bs_widget_cast(UnsafeMutableRawPointer(sheet)), 0)
            bs_bottom_sheet_set_header(sheet, Self.cover())
            bs_bottom_sheet_set_bottom_bar(sheet, Self.nowPlayingBar())
        }
        let clock = ScriptedClock(fixture.host)
        fixture.window.waitForDraw()
        #expect(fixture.detent == .peek && fixture.sheetHeight == 64, "closed, as the bar")
        switch look.stage {
        case .closed:
            break
        case .halfway:
            bs_bottom_sheet_set_open(fixture.host, 1)
            // Frames of a 240-Hz display, on scripted time, until the bar has half given way.
            let seam = try #require(SheetTestSeam(fixture.host))
            func barOpacity() -> Double {
                seam.drawnBottomBar.opacity(shown: seam.model.height.rounded(), layout: seam.model.layout)
            }
            for _ in 0..<60 where barOpacity() > 0.6 {
                clock.advance(by: 1.0 / 240)
                clock.frame()
            }
            try #require(barOpacity() > 0.2 && barOpacity() <= 0.6, "half way out of the bar: \(barOpacity()) at \(fixture.sheetHeight) px")
        case .open:
            bs_bottom_sheet_set_open(fixture.host, 1)
            try #require(clock.runUntilResting())
            #expect(fixture.detent == .expanded)
        }
        gtk_window_set_focus_visible(fixture.window.window, 0)
        fixture.window.waitForDraw()
        try GoldenImage.expectMatch(fixture.window.widget, named: look.description)
    }

    /// The "now playing" bar, 64 px: the album's art, the song's title and artist as
    /// bars, and a play button's disc at the end edge.
    static func nowPlayingBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = box(.horizontal, classes: ["golden-bar"], spacing: 12)
        gtk_widget_set_size_request(bar, -1, 64)
        let art = box(.vertical, classes: ["golden-art"])
        gtk_widget_set_valign(art, GTK_ALIGN_CENTER)
        let lines = box(.vertical, classes: [], spacing: 8)
        gtk_widget_set_valign(lines, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(lines, 1)
        for (name, width) in [("golden-title", 150), ("golden-subtitle", 90)] {
            let line = box(.vertical, classes: [name])
            gtk_widget_set_size_request(line, Int32(width), -1)
            gtk_widget_set_halign(line, GTK_ALIGN_START)
            WidgetTree.append(line, to: lines)
        }
        let play = box(.vertical, classes: ["golden-play"])
        gtk_widget_set_valign(play, GTK_ALIGN_CENTER)
        for part in [art, lines, play] { WidgetTree.append(part, to: bar) }
        return bar
    }

    /// The player's header: the album's cover, centred.
    static func cover() -> UnsafeMutablePointer<GtkWidget> {
        let cover = box(.vertical, classes: ["golden-cover"])
        gtk_widget_set_halign(cover, GTK_ALIGN_CENTER)
        return cover
    }
}
