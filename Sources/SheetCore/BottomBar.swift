/// The bottom bar (libadwaita's AdwBottomSheet:bottom-bar): a strip at the window's bottom
/// edge that stands for the closed sheet, as a music player's "now playing" bar stands
/// for the player. A click on it or a drag up opens the sheet, which grows out of it.
///
/// At the bottom the bar *is* the closed sheet: the sheet's peek strip is the bar's
/// height (`DetentLayout.peekIsBottomBar`), the bar is drawn over the strip's top, and it
/// rides the sheet's top edge as the sheet rises, giving way to the sheet's own inside
/// within the first `fadeFraction` of the way to `expanded`. Dragged back down, the
/// sheet turns back into the bar the same way.
///
/// Beside a side panel there is no strip to grow out of: the bar lies across the
/// window's bottom edge while the panel is hidden and fades out as the panel slides in
/// (over the same first `fadeFraction` of its width); activating it opens the panel.
public struct BottomBar: Sendable, Equatable {
    /// The bar's height (px) as it is drawn; 0 when there is none.
    public var height: Double

    /// How far up the sheet has gone, as a fraction of the way from the bar to
    /// `expanded`, when the bar has wholly given way: early, so that what the user grabbed
    /// is the sheet, with its handle and list, for most of the motion.
    public static let fadeFraction = 0.3

    public init(height: Double) {
        self.height = max(0, height.isFinite ? height : 0)
    }

    /// How opaque the bar is with `shown` px of the sheet showing in `layout`: 1 while
    /// the sheet is no taller than the bar (at rest closed, or leaving the screen with a
    /// bar that is being hidden), 0 from `fadeFraction` of the way to `expanded` up.
    public func opacity(shown: Double, layout: DetentLayout) -> Double {
        guard height > 0 else { return 0 }
        let closed = layout.isSide ? 0 : height
        let span = Self.fadeFraction * (layout.expandedHeight - closed)
        guard span > 0 else { return shown <= closed ? 1 : 0 }
        return min(1, max(0, 1 - (shown - closed) / span))
    }

    /// How opaque the sheet's own inside (handle, headers, pages, footer) is: it takes
    /// the bar's place as the bar gives way. A side panel's inside is always opaque.
    public func insideOpacity(shown: Double, layout: DetentLayout) -> Double {
        layout.isSide ? 1 : 1 - opacity(shown: shown, layout: layout)
    }

    /// The bar's rectangle with `shown` px of the sheet showing: at the bottom, as wide as
    /// the sheet and where it is across, its top on the sheet's top edge; beside a side
    /// panel, across the window's bottom edge.
    public func frame(in geometry: SheetGeometry, shown: Double) -> SheetFrame {
        guard geometry.presentation != .side else {
            return SheetFrame(x: 0, y: geometry.hostHeight - height, width: geometry.hostWidth, height: height)
        }
        let sheet = geometry.sheetFrame(shown: shown)
        return SheetFrame(x: sheet.x, y: sheet.y, width: sheet.width, height: height)
    }

    /// How much of the content's bottom the bar covers (AdwBottomSheet:bottom-bar-height),
    /// for apps that keep their content clear of it: at the bottom, the part of the bar
    /// above the window's edge, kept while the sheet is open over it (it comes back to
    /// the bar); beside a side panel, the bar's height while it shows.
    public func coveredHeight(shown: Double, layout: DetentLayout) -> Double {
        if layout.isSide { return opacity(shown: shown, layout: layout) > 0 ? height : 0 }
        return min(max(0, shown), height)
    }
}

/// Whether the bottom bar shows (`reveal-bottom-bar`), and a bar hidden while the sheet
/// was closed to it: the sheet then goes down off the screen with the bar, which is
/// drawn until the sheet has left.
public struct BottomBarReveal: Sendable, Equatable {
    /// `reveal-bottom-bar`.
    public private(set) var isRevealed = true
    /// Hidden while the sheet was closed to it, and the sheet not yet at rest elsewhere.
    public private(set) var isLeaving = false

    public init() {}

    /// Whether the bar is drawn: revealed, or leaving with the sheet.
    public var isDrawn: Bool { isRevealed || isLeaving }

    /// Reveals or hides the bar, with `sheet` as it is when the app asks.
    public mutating func setRevealed(_ revealed: Bool, sheet: SheetModel) {
        isRevealed = revealed
        isLeaving = !revealed && sheet.isClosedToBottomBar
    }

    /// A leaving bar has left once the sheet rests anywhere but closed to it.
    public mutating func sheetChanged(_ sheet: SheetModel) {
        if sheet.phase == .resting, !sheet.isClosedToBottomBar { isLeaving = false }
    }
}
