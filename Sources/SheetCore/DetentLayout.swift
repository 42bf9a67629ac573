/// What the layout of the host tells the core: sizes in pixels (logical, not device).
public struct SheetMeasurements: Sendable, Equatable {
    /// Height `H` of the host widget.
    public var hostHeight: Double
    /// Natural height of the sheet's child for the host's width.
    public var contentHeight: Double
    /// Height of what never scrolls: the handle, the header and the footer, at their
    /// natural heights.
    public var chromeHeight: Double
    /// Space kept free above the `full` detent so the host's top stays visible.
    public var topInset: Double
    /// `expanded` is at most this fraction of the host height (0...1).
    public var expandedFraction: Double
    /// Height of the `peek` strip; 0 means no peek detent.
    public var peekHeight: Double
    /// Height of the bottom bar the sheet grows out of (libadwaita's AdwBottomSheet); 0
    /// when there is none or it is hidden. At the bottom the bar is the closed sheet: its
    /// height is the peek strip's, in place of `peekHeight` (see `BottomBar`).
    public var bottomBarHeight: Double
    /// Width of the side panel in side presentation; 0 at the bottom.
    public var sideWidth: Double
    /// Width `W` of the host: how far a side panel's rubber band can reach.
    public var hostWidth: Double

    public init(
        hostHeight: Double,
        contentHeight: Double,
        chromeHeight: Double = 0,
        topInset: Double = 0,
        expandedFraction: Double,
        peekHeight: Double = 0,
        bottomBarHeight: Double = 0,
        sideWidth: Double = 0,
        hostWidth: Double = 0
    ) {
        self.hostHeight = hostHeight
        self.contentHeight = contentHeight
        self.chromeHeight = chromeHeight
        self.topInset = topInset
        self.expandedFraction = expandedFraction
        self.peekHeight = peekHeight
        self.bottomBarHeight = bottomBarHeight
        self.sideWidth = sideWidth
        self.hostWidth = hostWidth
    }
}

/// Where each detent is, for one host size and one content size.
///
/// The sheet is never taller than its content needs:
///
///     h_full = min(natural + chrome, H - top_inset)
///     h_exp  = min(natural + chrome, expanded_fraction * H)
///     h_peek = peek_height  (0 = no peek), or the bottom bar's height when it shows
///
/// Negative sizes count as 0 and the fraction is held to 0...1; NaN and infinities are
/// refused. Heights never decrease going up: `peek <= expanded <= full`.
///
/// In side presentation (`sideWidth > 0`) the "height" is how much of the panel's width
/// is shown, and the panel is either hidden or open: `expanded`, `full` and `peek` (when
/// there is one) are all at `sideWidth`, one place, so a sheet with a peek strip cannot
/// be hidden by a gesture and stays open (`adaptive.md`).
///
/// Which open detents the sheet has is `detents` (all of them unless chosen with
/// `withDetents(_:)`): gestures, snapping and the next detent up or down use only those
/// (`openDetents`). The heights above are computed for every detent all the same:
/// dimming is a fraction of the expanded height whether or not the sheet rests there.
public struct DetentLayout: Sendable, Equatable {
    /// What the layout was made from.
    public let measurements: SheetMeasurements
    /// The visible height of the sheet at `full`.
    public let fullHeight: Double
    /// The visible height of the sheet at `expanded`.
    public let expandedHeight: Double
    /// The peek strip's height: 0 when no peek height is set and no bottom bar shows.
    /// Whether the sheet has a peek detent is `hasPeek` (it may not have been chosen).
    public let peekHeight: Double
    /// Whether the peek strip is the bottom bar's: at the bottom, a sheet with a bar shown
    /// closes to it (`BottomBar`). A side panel leaves the bar at the window's bottom.
    public let peekIsBottomBar: Bool
    /// Height of the host (in side presentation its width): nothing, not even the
    /// rubber band, goes beyond it.
    public let hostHeight: Double
    /// The open detents the app chose (`DetentSet.all` unless set with `withDetents(_:)`).
    /// What the sheet has in this layout is `openDetents`.
    public private(set) var detents: DetentSet = .all
    let mergeDistance: Double
    let minimumExpandedHeight: Double

    public init(_ m: SheetMeasurements, behavior: SheetBehavior = .standard) throws(SheetInputError) {
        let host = max(0, try requireFinite(m.hostHeight, "host height"))
        let content = max(0, try requireFinite(m.contentHeight, "content height"))
        let chrome = max(0, try requireFinite(m.chromeHeight, "chrome height"))
        let inset = max(0, try requireFinite(m.topInset, "top inset"))
        let fraction = min(1, max(0, try requireFinite(m.expandedFraction, "expanded fraction")))
        let peek = max(0, try requireFinite(m.peekHeight, "peek height"))
        let bar = max(0, try requireFinite(m.bottomBarHeight, "bottom bar height"))

        let side = max(0, try requireFinite(m.sideWidth, "side width"))
        let hostWidth = max(0, try requireFinite(m.hostWidth, "host width"))

        measurements = m
        peekIsBottomBar = side == 0 && bar > 0
        if side > 0 {
            hostHeight = max(side, hostWidth)
            fullHeight = side
            expandedHeight = side
            peekHeight = peek > 0 ? side : 0
        } else {
            let needed = content + chrome
            hostHeight = host
            fullHeight = max(0, min(needed, host - inset))
            expandedHeight = min(fullHeight, needed, fraction * host)
            peekHeight = min(peekIsBottomBar ? bar : peek, expandedHeight)
        }
        mergeDistance = behavior.mergeDistance
        minimumExpandedHeight = behavior.minimumExpandedHeight
    }

    /// An empty layout: a host of height 0. Every detent is at 0.
    public static let empty = try! DetentLayout(SheetMeasurements(hostHeight: 0, contentHeight: 0, expandedFraction: 0))

    /// Whether the host has been measured: before, every detent is 0 px high and none is
    /// a place of its own.
    public var isMeasured: Bool { measurements.hostHeight > 0 }

    /// Whether this is a side panel's layout (see the type's comment).
    public var isSide: Bool { measurements.sideWidth > 0 }

    /// This layout with `detents` as the open detents the app chose.
    public func withDetents(_ detents: DetentSet) -> DetentLayout {
        var chosen = self
        chosen.detents = detents
        return chosen
    }

    /// The open detents the sheet has, lowest first: the chosen ones (`detents`), `peek`
    /// only with a peek height above 0. When none of the chosen ones can be (nothing
    /// chosen, or only `peek` and no peek height), `expanded` stands in for them: an open
    /// sheet always has somewhere to be. A bottom bar's strip is the closed sheet, not a
    /// choice: `peek` is there while the bar shows, whatever was chosen.
    public var openDetents: [Detent] {
        Detent.allCases.filter { $0 != .dismissed && has($0) }
    }

    /// Whether the sheet has `detent` in this layout: `dismissed` always, an open detent
    /// when it is one of `openDetents`.
    public func has(_ detent: Detent) -> Bool {
        switch detent {
        case .dismissed: true
        case .peek: hasPeek
        case .expanded: detents.contains(.expanded) || !canHaveAChosenDetent
        case .full: detents.contains(.full)
        }
    }

    /// Whether one of the chosen open detents can be in this layout.
    private var canHaveAChosenDetent: Bool {
        !detents.intersection([.expanded, .full]).isEmpty || (detents.contains(.peek) && measurements.peekHeight > 0)
    }

    /// Whether there is a peek strip, asked for (and chosen) or the bottom bar's (it then
    /// replaces `dismissed` for gestures).
    public var hasPeek: Bool { peekIsBottomBar || (measurements.peekHeight > 0 && detents.contains(.peek)) }

    /// Whether the sheet has both `expanded` and `full`, and `full` is a different place
    /// from `expanded` (more than a few pixels apart).
    public var hasDistinctFull: Bool {
        has(.expanded) && has(.full) && fullHeight - expandedHeight >= mergeDistance
    }

    /// The visible height of the sheet resting at `detent`. `expanded` and `full` have
    /// their heights whether or not the sheet has them; `peek` is 0 without a peek strip.
    public func height(of detent: Detent) -> Double {
        switch detent {
        case .dismissed: 0
        case .peek: hasPeek ? peekHeight : 0
        case .expanded: expandedHeight
        case .full: fullHeight
        }
    }

    /// The lowest place a gesture can take the sheet: `peek` when there is one.
    public var lowestDetent: Detent { hasPeek ? .peek : .dismissed }

    /// The lowest place where the sheet is open: where a refused close goes back to.
    public var lowestOpenDetent: Detent { Detent.allCases.first { $0 != .dismissed && has($0) }! }

    /// The highest place the sheet has: `full`, unless it was not chosen.
    public var topDetent: Detent { Detent.allCases.last { has($0) }! }

    /// Where `present` opens the sheet: `expanded`; without it the next open detent up
    /// (`full`), or else the highest one the sheet has.
    public var openingDetent: Detent {
        Detent.allCases.first { $0 >= .expanded && has($0) } ?? topDetent
    }

    /// Heights a drag can reach: clamped below the lowest detent, the top detent above
    /// (the rubber band may go further, up to the host's height).
    public var dragRange: ClosedRange<Double> {
        let top = height(of: topDetent)
        return min(height(of: lowestDetent), top)...top
    }

    /// The detents a release can snap to, lowest first. Detents closer than
    /// `mergeDistance` are one place; of those, `current` is kept if it is one of them
    /// (a resize that merges two detents must not change which one the sheet is in),
    /// otherwise the lower one.
    public func snapDetents(current: Detent) -> [Detent] {
        places.map { $0.contains(current) ? current : $0[0] }
    }

    /// The places a release can snap to, lowest first: the detents a gesture can reach
    /// (from `lowestDetent` up, the ones the sheet has), those closer than
    /// `mergeDistance` to the one below them in one place, each place lowest first.
    var places: [[Detent]] {
        var groups: [[Detent]] = []
        for detent in Detent.allCases where detent >= lowestDetent && has(detent) {
            if let last = groups.last?.last, height(of: detent) - height(of: last) < mergeDistance {
                groups[groups.count - 1].append(detent)
            } else {
                groups.append([detent])
            }
        }
        return groups
    }

    /// The open detent nearest to where `detent` is in `old` (a layout where it was one
    /// of the sheet's): the place a sheet goes when its detent goes away. On a tie the
    /// lower one, as `nearestDetent` does. An open sheet stays open: the bottom bar's
    /// strip, which is the closed sheet, is where it goes only when nothing else is left.
    func nearestOpenDetent(to detent: Detent, in old: DetentLayout) -> Detent {
        let level = old.height(of: detent)
        var candidates = openDetents
        if peekIsBottomBar, detent != .peek, candidates.count > 1 { candidates.removeFirst() }
        return candidates.min { abs(height(of: $0) - level) < abs(height(of: $1) - level) }!
    }

    /// The snap detent nearest to `height`; on a tie, the lower one.
    public func nearestDetent(to height: Double, current: Detent) -> Detent {
        let candidates = snapDetents(current: current)
        return candidates.min { abs(self.height(of: $0) - height) < abs(self.height(of: $1) - height) }!
    }

    /// `height` as a fraction of the expanded height: 0 dismissed, 1 at expanded, above 1
    /// towards full. Dimming follows it (capped at 1).
    public func progress(atHeight height: Double) -> Double {
        guard expandedHeight >= minimumExpandedHeight else { return height > 0 ? 1 : 0 }
        return max(0, height / expandedHeight)
    }
}
