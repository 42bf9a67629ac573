/// Where the sheet is while a finger or pointer holds it.
///
/// The sheet follows 1:1 between the lowest detent and `full`. Above `full` it follows
/// with resistance (a rubber band) and never goes above the host; below the lowest
/// detent it is clamped — or below where it was grabbed, if that was lower: a sheet
/// caught while still sliding in must not jump up under the finger. Likewise a sheet
/// caught above `full` (springing back from the rubber band, or shrinking to a shorter
/// page) follows 1:1 up to where it was grabbed, and the rubber band starts there: it
/// must not jump down under the finger.
public enum DragFollowing {
    /// The visible height for a sheet grabbed at `startHeight` and moved by
    /// `translation` (px, positive = down, as GTK reports drag offsets).
    public static func height(
        startHeight: Double,
        translation: Double,
        layout: DetentLayout,
        behavior: SheetBehavior = .standard
    ) -> Double {
        followedHeight(unresisted: startHeight - translation, grabbedAt: startHeight, layout: layout, behavior: behavior)
    }

    /// Applies the clamp below and the rubber band above to the height the pointer asks for.
    public static func followedHeight(
        unresisted raw: Double,
        grabbedAt startHeight: Double,
        layout: DetentLayout,
        behavior: SheetBehavior = .standard
    ) -> Double {
        let range = layout.dragRange
        let top = ceiling(grabbedAt: startHeight, layout: layout)
        if raw <= top { return max(floor(grabbedAt: startHeight, layout: layout), raw) }
        let stretched = top + rubberBand(
            offset: raw - top, dimension: range.upperBound, constant: behavior.rubberBandConstant)
        return min(stretched, max(layout.hostHeight, top))
    }

    /// UIScrollView's rubber band: `(1 - 1/(offset*c/D + 1)) * D`. It starts at slope `c`
    /// and never reaches `D`, so the harder you pull the less the sheet gives.
    public static func rubberBand(offset: Double, dimension: Double, constant: Double) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (offset * constant / dimension + 1)) * dimension
    }

    /// Where the rubber band starts: `full`, or where the sheet was grabbed if that is
    /// higher (never above the host).
    public static func ceiling(grabbedAt startHeight: Double, layout: DetentLayout) -> Double {
        max(layout.dragRange.upperBound, min(startHeight, layout.hostHeight))
    }

    /// The lowest height a drag can reach: the lowest detent, or where the sheet was
    /// grabbed if that is lower.
    public static func floor(grabbedAt startHeight: Double, layout: DetentLayout) -> Double {
        max(0, min(layout.dragRange.lowerBound, startHeight))
    }
}
