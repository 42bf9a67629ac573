/// How one step of a drag that started on a scrollable list is shared between the
/// sheet and the list.
///
/// - Upward, the sheet grows until its top detent (`full`, unless the sheet does not
///   have it); the rest of the step scrolls the list.
/// - Downward, the list scrolls until it is at its top; the rest moves the sheet down.
/// - While the sheet moves, the list's scroll offset stays where it was.
public struct HandoffStep: Sendable, Equatable {
    /// Change of the sheet's height (px, positive = taller).
    public var sheetGrowth: Double
    /// Change of the list's scroll offset (px, positive = towards the end of the list).
    public var listScroll: Double

    public init(sheetGrowth: Double, listScroll: Double) {
        self.sheetGrowth = sheetGrowth
        self.listScroll = listScroll
    }
}

/// Shares the steps of a drag that began on a list between the list and the sheet.
public enum ScrollHandoff {
    /// Shares a pointer movement `step` (px, positive = down) between sheet and list.
    /// - Parameters:
    ///   - sheetHeight: the sheet's current height.
    ///   - listOffset: the list's current scroll offset (0 = at its top).
    ///   - layout: where the top detent and the lowest detent are.
    public static func split(
        step: Double,
        sheetHeight: Double,
        listOffset: Double,
        layout: DetentLayout
    ) throws(SheetInputError) -> HandoffStep {
        let step = try requireFinite(step, "drag step")
        let height = try requireFinite(sheetHeight, "sheet height")
        let offset = max(0, try requireFinite(listOffset, "list offset"))

        if step < 0 {
            // Finger moves up: the sheet takes what it needs to reach its top detent.
            let room = max(0, layout.dragRange.upperBound - height)
            let growth = min(-step, room)
            return HandoffStep(sheetGrowth: growth, listScroll: -step - growth)
        } else {
            // Finger moves down: the list gives back its offset first. The sheet stops
            // at its lowest detent; what is left of the step then does nothing.
            let unscroll = min(step, offset)
            let room = max(0, height - layout.dragRange.lowerBound)
            let shrink = min(step - unscroll, room)
            return HandoffStep(sheetGrowth: -shrink, listScroll: -unscroll)
        }
    }
}
