/// A rectangle in the host's coordinates (px).
public struct SheetFrame: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle `fraction` of the way from this one to `other` (each edge moves
    /// in a straight line; a fraction past 1, a spring's overshoot, goes beyond).
    public func interpolated(to other: SheetFrame, fraction: Double) -> SheetFrame {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return SheetFrame(
            x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }

    public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}

/// Where the sheet and the content lie in the host for one presentation, as a function of
/// how much of the sheet is shown: its visible height at the bottom, the visible part of
/// its width at the side.
public struct SheetGeometry: Sendable, Equatable {
    /// `.bottom` or `.side` (a resolved presentation, never `.automatic`).
    public var presentation: Presentation
    public var hostWidth: Double
    public var hostHeight: Double
    /// The sheet's width: the bottom sheet's (`AdaptiveSettings.bottomWidth`) or the side
    /// panel's (`AdaptiveSettings.sideWidth`).
    public var sheetWidth: Double
    /// A bottom sheet's place across (`AdaptiveSettings.align`).
    public var align: Double
    public var isRightToLeft: Bool
    /// Whether the content makes room for the panel: a non-modal side panel sits beside
    /// it; a modal one, and every bottom sheet, lies over it.
    public var contentMakesRoom: Bool

    public init(
        presentation: Presentation, hostWidth: Double, hostHeight: Double, sheetWidth: Double,
        align: Double = 0.5, isRightToLeft: Bool = false, contentMakesRoom: Bool = false
    ) {
        self.presentation = presentation
        self.hostWidth = hostWidth
        self.hostHeight = hostHeight
        self.sheetWidth = sheetWidth
        self.align = align
        self.isRightToLeft = isRightToLeft
        self.contentMakesRoom = contentMakesRoom
    }

    /// The sheet's rectangle with `shown` px of it visible. At the bottom: `sheetWidth`
    /// wide at its place across, its top edge `shown` above the host's bottom. At the
    /// side: full height, `shown` px of it in from the end edge (right in left-to-right);
    /// a rubber band past the panel's width widens it.
    public func sheetFrame(shown: Double) -> SheetFrame {
        switch presentation {
        case .side:
            let width = max(sheetWidth, shown)
            let x = isRightToLeft ? shown - width : hostWidth - shown
            return SheetFrame(x: x, y: 0, width: width, height: hostHeight)
        case .bottom, .automatic:
            let start = max(0, align) * max(0, hostWidth - sheetWidth)
            let x = isRightToLeft ? max(0, hostWidth - sheetWidth) - start : start
            return SheetFrame(x: x, y: hostHeight - shown, width: sheetWidth, height: shown)
        }
    }

    /// Whether the content's rectangle depends on how much of the sheet shows: only
    /// beside a non-modal side panel, which makes room for it. Otherwise the sheet moves
    /// alone, over content that stays where it is.
    public var contentFollowsSheet: Bool { presentation == .side && contentMakesRoom }

    /// The content's rectangle: the whole host, or beside a non-modal side panel, what
    /// the panel leaves (never less than 0 wide).
    public func contentFrame(shown: Double) -> SheetFrame {
        guard contentFollowsSheet else {
            return SheetFrame(x: 0, y: 0, width: hostWidth, height: hostHeight)
        }
        let rest = max(0, hostWidth - min(max(shown, 0), sheetWidth))
        return SheetFrame(x: isRightToLeft ? hostWidth - rest : 0, y: 0, width: rest, height: hostHeight)
    }
}

/// The move from one presentation to another: the sheet's and the content's rectangles
/// go from where they were to where the new presentation puts them, on the sheet's
/// spring, while the sheet goes on with its own motion in the new presentation.
public struct PresentationTransition: Sendable, Equatable {
    /// The sheet's rectangle when the presentation changed.
    public let sheetFrom: SheetFrame
    /// The content's rectangle then.
    public let contentFrom: SheetFrame
    let motion: SpringMotion
    let start: Double

    /// The move ends when its rectangles are within this fraction of the way from
    /// their targets: a thousandth of a 1920-px move is 2 px, the last of which no one
    /// sees as motion.
    static let restFraction = 0.001

    public init(sheetFrom: SheetFrame, contentFrom: SheetFrame, at time: Double, spring: SpringParameters = .default)
        throws(SheetInputError)
    {
        self.sheetFrom = sheetFrom
        self.contentFrom = contentFrom
        self.start = try requireFinite(time, "time")
        motion = try SpringMotion(from: 0, to: 1, initialVelocity: 0, parameters: spring)
    }

    /// How far the move is at `time`: 0 at the start, 1 at the end (beyond 1 while the
    /// spring overshoots).
    public func fraction(at time: Double) -> Double {
        isFinished(at: time) ? 1 : motion.position(at: max(0, time - start))
    }

    /// Whether the move has ended by `time`.
    public func isFinished(at time: Double) -> Bool {
        time - start >= motion.settlingDuration(within: Self.restFraction)
    }

    /// The sheet's rectangle at `time`, on its way to `target` (where the new
    /// presentation puts it now).
    public func sheetFrame(to target: SheetFrame, at time: Double) -> SheetFrame {
        sheetFrom.interpolated(to: target, fraction: fraction(at: time))
    }

    /// The content's rectangle at `time`, on its way to `target`.
    public func contentFrame(to target: SheetFrame, at time: Double) -> SheetFrame {
        contentFrom.interpolated(to: target, fraction: fraction(at: time))
    }
}

extension SheetGeometry {
    /// The part of the host the scrim leaves out: the part of the sheet that is opaque
    /// (`opaque`, in the host's coordinates, with `shown` px of the sheet showing), where
    /// nothing the scrim dims can show through. Pixel edges are taken inwards, so every
    /// pixel left out is wholly covered.
    ///
    /// Above `steadyHeight`, the height from which the scrim's alpha stops changing
    /// (`expanded`), the hole's top edge stays where it is at that height: there the
    /// scrim is drawn from the same nodes every frame while the sheet moves, so GTK, which
    /// redraws what differs from the last frame, redraws no more than the sheet. Below it
    /// the whole window changes with the alpha anyway, and the hole follows the sheet.
    ///
    /// Edges fall on `grid`'s device pixels: at a fractional scale a whole px is not a
    /// whole device pixel.
    ///
    /// Nil at the side (the panel is the host's height) or when nothing is left out.
    public func scrimHole(
        opaque: SheetFrame, shown: Double, steadyHeight: Double, grid: PixelGrid = .logical
    ) -> SheetFrame? {
        guard presentation == .bottom, [opaque.x, opaque.y, opaque.width, opaque.height, shown, steadyHeight]
            .allSatisfy(\.isFinite)
        else { return nil }
        let top = grid.y(opaque.y + max(0, shown - steadyHeight), .up)
        let bottom = grid.y(min(opaque.y + opaque.height, hostHeight), .down)
        let left = grid.x(max(opaque.x, 0), .up)
        let right = grid.x(min(opaque.x + opaque.width, hostWidth), .down)
        guard bottom > top, right > left else { return nil }
        return SheetFrame(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension SheetGeometry {
    /// How tall the bands are that the scrim above the hole is cut into while the sheet
    /// moves above `expanded` (px): the most of it blended under the sheet's top edge and
    /// then painted over. Smaller bands blend less and make more nodes.
    public static let scrimBand = 32.0

    /// The rectangles the scrim is drawn as: the host less the hole under the sheet's
    /// opaque part (`scrimHole`), or the whole host where nothing is left out.
    ///
    /// From `steadyHeight` up the hole stays where it is at that height, and the sheet
    /// covers the part of the scrim above it more and more. That part is cut into bands
    /// of fixed bounds, `scrimBand` px tall counted up from the hole, beside columns of
    /// fixed bounds, and the bands wholly under the sheet's opaque part are left out: the
    /// scrim blends no more than one band under the sheet. GTK pairs the old and new
    /// colour nodes of the scrim in order, redrawing where a pair differs and where a node
    /// came or went; so every rectangle that stays comes before the bands, which go, and
    /// come back, at the end of the list, under the sheet, where GTK redraws anyway.
    ///
    /// Where two pieces meet, they meet on a boundary between `grid`'s device pixels: at a
    /// fractional scale, an edge inside a device pixel would have each piece cover part
    /// of it, and the two translucent parts add up to less dimming than one (a lighter
    /// seam across the dimmed content). The host's own edges stay where they are.
    public func scrimPieces(
        opaque: SheetFrame, shown: Double, steadyHeight: Double, grid: PixelGrid = .logical
    ) -> [SheetFrame] {
        let host = SheetFrame(x: 0, y: 0, width: hostWidth, height: hostHeight)
        guard let hole = scrimHole(opaque: opaque, shown: shown, steadyHeight: steadyHeight, grid: grid)
        else { return [host] }
        guard shown >= steadyHeight, hole.y > 0 else { return host.around(hole) }
        let holeEnd = hole.x + hole.width
        let columns = [
            SheetFrame(x: 0, y: 0, width: hole.x, height: hole.y),
            SheetFrame(x: holeEnd, y: 0, width: hostWidth - holeEnd, height: hole.y),
        ].filter { $0.width > 0 }
        // Rows from here down are covered by the sheet's opaque part (as the hole's edges).
        let coveredFrom = grid.y(opaque.y, .up)
        var bands: [SheetFrame] = []
        var bottom = hole.y
        while bottom > 0 {
            let top = max(0, grid.y(bottom - Self.scrimBand, .toNearestOrAwayFromZero))
            if top < coveredFrom { bands.append(SheetFrame(x: hole.x, y: top, width: hole.width, height: bottom - top)) }
            bottom = top
        }
        return columns + host.around(hole).filter { $0.y >= hole.y } + bands.reversed()
    }
}

extension SheetFrame {
    /// This rectangle less `hole` (which lies within it): the band above the hole, the
    /// strips beside it and the band below it, leaving out any with no area.
    public func around(_ hole: SheetFrame) -> [SheetFrame] {
        let holeBottom = hole.y + hole.height, holeEnd = hole.x + hole.width
        return [
            SheetFrame(x: x, y: y, width: width, height: hole.y - y),
            SheetFrame(x: x, y: hole.y, width: hole.x - x, height: holeBottom - hole.y),
            SheetFrame(x: holeEnd, y: hole.y, width: x + width - holeEnd, height: holeBottom - hole.y),
            SheetFrame(x: x, y: holeBottom, width: width, height: y + height - holeBottom),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}

/// The device pixels the host is drawn on: `scale` of them per px (1.25 on a monitor at
/// 125 %), the host's top left corner at `origin` px from the surface's, whose pixels
/// start at its own corner. Rules that must put an edge between device pixels round it
/// here.
public struct PixelGrid: Sendable, Equatable {
    public var scale: Double
    public var originX: Double
    public var originY: Double

    /// Whole px: scale 1, the host at a whole px (as on every GTK before fractional scales).
    public static let logical = PixelGrid(scale: 1, originX: 0, originY: 0)

    /// A grid of `scale` device pixels per px (clamped to 1…8: GTK's surfaces have
    /// scales from 1), the host at (`originX`, `originY`) in its surface.
    public init(scale: Double, originX: Double = 0, originY: Double = 0) {
        self.scale = scale.isFinite ? min(max(scale, 1), 8) : 1
        self.originX = originX.isFinite ? originX : 0
        self.originY = originY.isFinite ? originY : 0
    }

    /// Whether a px is a whole number of device pixels (scales 1 and 2): then a whole px
    /// is on the grid wherever the host lies.
    public var hasWholeScale: Bool { scale == scale.rounded() }

    /// `x` (px, in the host) moved to the nearest boundary between device pixels in
    /// the direction `rule` says.
    public func x(_ x: Double, _ rule: FloatingPointRoundingRule) -> Double {
        snapped(x, origin: originX, rule)
    }

    /// `y` (px, in the host) moved to a boundary between device pixels, as `x(_:_:)`.
    public func y(_ y: Double, _ rule: FloatingPointRoundingRule) -> Double {
        snapped(y, origin: originY, rule)
    }

    private func snapped(_ value: Double, origin: Double, _ rule: FloatingPointRoundingRule) -> Double {
        // A hundredth of a device pixel is float noise, not a position: 1.25 × 8.4
        // must give 10.5, not 10.500000000000002 rounded up to 11.
        let device = ((value + origin) * scale * 100).rounded() / 100
        return device.rounded(rule) / scale - origin
    }
}
