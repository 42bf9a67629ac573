/// A colour for the charts, from its hex code (GNOME's palette), with an optional alpha.
struct ChartColor: Equatable {
    let red: Double
    let green: Double
    let blue: Double
    var alpha = 1.0

    init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xff) / 255
        green = Double((hex >> 8) & 0xff) / 255
        blue = Double(hex & 0xff) / 255
        self.alpha = alpha
    }

    func withAlpha(_ alpha: Double) -> ChartColor {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    static let white = ChartColor(hex: 0xffffff)
    /// Titles and labels.
    static let text = ChartColor(hex: 0x241f31)
    /// Tick labels and captions.
    static let mutedText = ChartColor(hex: 0x5e5c64)
    /// Axis lines.
    static let axis = ChartColor(hex: 0x9a9996)
    /// Grid lines, behind the data.
    static let grid = ChartColor(hex: 0xdeddda)
    /// The band behind every other row of a box plot panel.
    static let band = ChartColor(hex: 0xf6f5f4)
}

/// Which colour and marker each contender has in every chart, so that a contender looks
/// the same in all of them: the sheet blue (purple without its dimming), the list green,
/// the flap orange, the full-repaint floor grey; libadwaita's bottom sheet red (yellow
/// without its dimming), its dialog brown.
enum ContenderStyle {
    /// The shape drawn at each measured point of a line chart: colour plus shape, so
    /// that the lines stay apart for readers who do not tell the colours apart.
    enum Marker: CaseIterable {
        case circle, square, diamond, triangle, cross
    }

    static let palette: [(name: String, color: ChartColor, marker: Marker)] = [
        (SheetContender.modalName, ChartColor(hex: 0x3584e4), .circle),
        (SheetContender.nonModalName, ChartColor(hex: 0x9141ac), .square),
        ("GtkListView", ChartColor(hex: 0x26a269), .diamond),
        ("AdwFlap", ChartColor(hex: 0xe66100), .triangle),
        ("FullRepaint", ChartColor(hex: 0x77767b), .cross),
        (AdwSheetContender.modalName, ChartColor(hex: 0xc01c28), .triangle),
        (AdwSheetContender.nonModalName, ChartColor(hex: 0xe5a50a), .square),
        (AdwDialogContender.dialogName, ChartColor(hex: 0x865e3c), .diamond),
    ]

    static func color(_ contender: String) -> ChartColor {
        palette.first { $0.name == contender }?.color ?? ChartColor(hex: 0x865e3c)
    }

    static func marker(_ contender: String) -> Marker {
        palette.first { $0.name == contender }?.marker ?? .circle
    }
}
