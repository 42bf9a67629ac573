/// The song the player scenario plays: made-up data, the same in every language (as the
/// share scenario's people are).
struct PlayerSong {
    var title: String
    var artist: String

    static let nowPlaying = PlayerSong(title: "Harbour Lights", artist: "The Evening Tides")
}
