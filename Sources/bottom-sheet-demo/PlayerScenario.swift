import BottomSheet
import CGtk
import GtkHelpers

/// A music player, as GNOME apps have one with libadwaita's AdwBottomSheet: a "now
/// playing" bar at the bottom of the library, which is the closed sheet. A click on it
/// or a drag up opens the player (the cover, the song, its controls) with the queue
/// below; dragged down, or closed with Escape, the player turns back into the bar.
@MainActor
final class PlayerScenario: DemoScenario {
    let sheet = BottomSheet()
    let startDetent = Detent.peek
    /// The bar's play button and the player's: both show and change the same state.
    private var playButtons: [UnsafeMutablePointer<GtkWidget>] = []
    private var isPlaying = false

    init() {
        sheet.title = translated("Player")
        // Open, the player shows its cover, controls and the first songs of the queue.
        sheet.expandedFraction = 0.75
        sheet.content = Widgets.page(translated("Music player", context: "scenario"), [
            Widgets.label(translated("Click the bar at the bottom, or drag it up, to open the player. Drag the player down, or press Escape, to turn it back into the bar."), wrap: true),
        ])
        sheet.bottomBar = nowPlayingBar()
        sheet.header = player()
        sheet.sheetChild = DemoList.make(rows: 25, label: translated("Up next"))
        showPlaying()
    }

    /// The bar: the cover, the song and its artist, and a play button at the end edge.
    private func nowPlayingBar() -> UnsafeMutablePointer<GtkWidget> {
        let song = Widgets.column(spacing: 2, [
            Widgets.label(PlayerSong.nowPlaying.title, classes: ["heading"]),
            Widgets.label(PlayerSong.nowPlaying.artist, classes: ["dim-label", "caption"]),
        ])
        for label in [gtk_widget_get_first_child(song)!, gtk_widget_get_last_child(song)!] {
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        }
        gtk_widget_set_hexpand(song, 1)
        gtk_widget_set_valign(song, GTK_ALIGN_CENTER)
        let bar = Widgets.row(spacing: 12, [cover(size: 40), song, playButton()])
        gtk_widget_add_css_class(bar, "player-bar")
        return bar
    }

    /// The player: a large cover, the song, and previous, play and next.
    private func player() -> UnsafeMutablePointer<GtkWidget> {
        let controls = Widgets.row(spacing: 24, [
            iconButton("media-skip-backward-symbolic", label: translated("Previous song")),
            playButton(large: true),
            iconButton("media-skip-forward-symbolic", label: translated("Next song")),
        ])
        gtk_widget_set_halign(controls, GTK_ALIGN_CENTER)
        let cover = cover(size: 128)
        gtk_widget_set_halign(cover, GTK_ALIGN_CENTER)
        let player = Widgets.column(spacing: 6, [
            cover,
            Widgets.label(PlayerSong.nowPlaying.title, classes: ["title-3"]),
            Widgets.label(PlayerSong.nowPlaying.artist, classes: ["dim-label"]),
            controls,
            Widgets.label(translated("Up next"), classes: ["heading", "player-queue-heading"]),
        ])
        gtk_widget_add_css_class(player, "player")
        return player
    }

    /// The album's cover: a note on a coloured square, `size` px; decoration.
    private func cover(size: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let note = gtk_image_new_from_icon_name("audio-x-generic-symbolic")!
        gtk_image_set_pixel_size(OpaquePointer(note), size / 2)
        let cover = Widgets.column(spacing: 0, [note])
        gtk_widget_set_size_request(cover, size, size)
        gtk_widget_set_valign(note, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(note, 1)
        gtk_widget_add_css_class(cover, "player-cover")
        DemoAccessibility.setHidden(cover, true)
        return cover
    }

    private func iconButton(_ icon: String, label: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_add_css_class(button, "circular")
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(button, label)
        DemoAccessibility.setLabel(button, label)
        return button
    }

    /// A play button; every one of them plays and pauses the same song.
    private func playButton(large: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let button = iconButton("media-playback-start-symbolic", label: translated("Play"))
        if large { gtk_widget_add_css_class(button, "player-play") }
        SignalConnection.connect(UnsafeMutableRawPointer(button), "clicked") {
            self.isPlaying.toggle()
            self.showPlaying()
        }.keptForTheObjectsLife()
        playButtons.append(button)
        return button
    }

    private func showPlaying() {
        let label = isPlaying ? translated("Pause") : translated("Play")
        for button in playButtons {
            gtk_button_set_icon_name(
                cast(button, to: GtkButton.self),
                isPlaying ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
            gtk_widget_set_tooltip_text(button, label)
            DemoAccessibility.setLabel(button, label)
        }
    }
}
