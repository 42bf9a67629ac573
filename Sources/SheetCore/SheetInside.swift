/// Where the sheet's parts lie inside it: the drag handle, the page header, the app's
/// header, the pages in the body's place and the footer, from their measured sizes.
///
/// At the bottom the handle, the page header and the app's header take their natural
/// heights at the top, in that order; the footer takes its natural height on the visible
/// bottom edge; the body gets what lies between, so that a list in it scrolls to its last
/// row above the footer. In a side panel the handle is a grip down the inner edge (the
/// start edge), as tall as the sheet, and the other parts lie beside it.
///
/// While the sheet moves it is allocated taller than it shows (`MotionAllocation`): the
/// body keeps its height and only the footer moves, to stay on the edge shown; the pages
/// are cut at the footer's top edge (`pagesBottom`). While the sheet shows less than its
/// parts above the body and the footer (sliding in or out), it slides as one block: the
/// footer stays under the headers rather than over them.
///
/// Every length is in whole pixels (GTK allocates integers): the parts' heights as GTK
/// measured them, the page offsets rounded.
public struct SheetInside: Sendable, Equatable {
    /// The sheet's allocated width.
    public var width: Double
    /// The sheet's allocated height.
    public var height: Double
    /// Whether the sheet is a side panel.
    public var isSide: Bool
    /// Whether the text runs right to left: the grip and the slide are mirrored.
    public var isRightToLeft: Bool
    /// The handle's natural height at the sheet's width (at the bottom only), nil when it
    /// is hidden.
    public var handleHeight: Double?
    /// The page header's natural height at `partsWidth`, nil while no page is pushed.
    public var pageHeaderHeight: Double?
    /// The app's header's natural height at `partsWidth`, nil when there is none shown.
    public var headerHeight: Double?
    /// The footer's natural height at `partsWidth`, nil when there is none shown.
    public var footerHeight: Double?
    /// The side grip's width (`gripWidth(isSide:handleWidth:)`).
    public var gripWidth: Double

    /// The parts' layout in a sheet `width` × `height`, from their natural sizes.
    public init(
        width: Double, height: Double, isSide: Bool = false, isRightToLeft: Bool = false, handleHeight: Double? = nil,
        pageHeaderHeight: Double? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil, gripWidth: Double = 0
    ) {
        self.width = width
        self.height = height
        self.isSide = isSide
        self.isRightToLeft = isRightToLeft
        self.handleHeight = handleHeight
        self.pageHeaderHeight = pageHeaderHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.gripWidth = gripWidth
    }

    /// How dark the page under a slide gets when the page over it has slid all the way
    /// in: a hint of depth, as GNOME's navigation views give.
    public static let slideShade = 0.12

    // MARK: Measuring

    /// The grip's width: the handle's natural width in a side panel, where the theme
    /// turns it upright; nothing at the bottom, or with the handle hidden.
    public static func gripWidth(isSide: Bool, handleWidth: Double?) -> Double {
        isSide ? handleWidth ?? 0 : 0
    }

    /// The width left to the parts beside the grip.
    public static func partsWidth(sheetWidth: Double, gripWidth: Double) -> Double {
        max(0, sheetWidth - gripWidth)
    }

    /// The height of what never scrolls, at their natural heights: the parts above the
    /// body and the footer (0 for a part not shown). The sheet is never allocated less
    /// (see `measureHeight`).
    public static func chromeHeight(handle: Double, pageHeader: Double, header: Double, footer: Double) -> Double {
        handle + pageHeader + header + footer
    }

    /// The sheet's minimum and natural height: its chrome at least, so that the footer
    /// always sits under the headers at worst; naturally the chrome and the tallest page
    /// shown (the pages share the body's place). The pages' own minimum is left out: a page
    /// may overflow the visible sheet (under the footer, cut at the bottom) rather than push
    /// the footer off the visible bottom edge.
    public static func measureHeight(chrome: Double, pagesNatural: [Double]) -> (minimum: Double, natural: Double) {
        (chrome, chrome + (pagesNatural.max() ?? 0))
    }

    /// The sheet's minimum and natural width: the widest part, and the grip beside them.
    /// Every page counts, covered or not, so that the width stays when one comes back.
    public static func measureWidth(
        parts: [(minimum: Double, natural: Double)], gripWidth: Double
    ) -> (minimum: Double, natural: Double) {
        (
            (parts.map(\.minimum).max() ?? 0) + gripWidth,
            (parts.map(\.natural).max() ?? 0) + gripWidth
        )
    }

    // MARK: Allocating

    /// Where the parts beside the grip start across.
    public var partsX: Double { isSide && !isRightToLeft ? gripWidth : 0 }
    /// How wide the parts beside the grip are.
    public var partsWidth: Double { isSide ? Self.partsWidth(sheetWidth: width, gripWidth: gripWidth) : width }

    /// The side grip, down the start edge; nil at the bottom.
    public var grip: SheetFrame? {
        guard isSide else { return nil }
        return SheetFrame(x: isRightToLeft ? width - gripWidth : 0, y: 0, width: gripWidth, height: height)
    }

    /// The handle at the top of a bottom sheet; nil in a side panel (see `grip`) or when
    /// it is not shown.
    public var handle: SheetFrame? { isSide ? nil : top(0) }
    /// The page header (back button and title), below the handle.
    public var pageHeader: SheetFrame? { top(1) }
    /// The app's header, below the page header.
    public var header: SheetFrame? { top(2) }

    /// The part above the body at `index` (handle, page header, header), at its natural
    /// height under the ones before it; nil when it is not shown.
    private func top(_ index: Int) -> SheetFrame? {
        let heights = [isSide ? nil : handleHeight, pageHeaderHeight, headerHeight]
        guard let height = heights[index] else { return nil }
        let y = heights[..<index].reduce(0) { $0 + ($1 ?? 0) }
        return SheetFrame(x: partsX, y: y, width: partsWidth, height: height)
    }

    /// The body's top edge: under the parts above it.
    public var bodyTop: Double { (isSide ? 0 : handleHeight ?? 0) + (pageHeaderHeight ?? 0) + (headerHeight ?? 0) }
    /// The body's bottom edge: the footer's top edge at rest, never above the body's top.
    public var bodyBottom: Double { max(bodyTop, height - (footerHeight ?? 0)) }

    /// The footer on the visible bottom edge, with `shown` px of the sheet showing (nil:
    /// all of it); never above the body's top edge. Nil when there is no footer shown.
    public func footer(shown: Double?) -> SheetFrame? {
        guard let footerHeight else { return nil }
        let bottom = shown.map { min(height, $0) } ?? height
        return SheetFrame(x: partsX, y: max(bodyTop, bottom - footerHeight), width: partsWidth, height: footerHeight)
    }

    /// How far down the pages are drawn, with `shown` px showing: to the footer's top edge
    /// while the sheet is held taller than it shows, whatever the footer draws; nil when
    /// nothing is cut (at rest, or with no footer).
    public func pagesBottom(shown: Double?) -> Double? {
        guard shown != nil else { return nil }
        return footer(shown: shown)?.y
    }

    /// A page's place in a slide between two pages.
    public enum PageRole: Sendable, Equatable {
        /// No slide: the page fills the body's place.
        case still
        /// The page sliding in or out, over the other.
        case front
        /// The page under it.
        case behind
    }

    /// A shown page in the body's place: the body's height (never less than the page's
    /// `minimumHeight`: what does not fit lies under the footer, cut by the sheet), across
    /// at its place in a slide `progress` (0 to 1) of the way in. The front page lies
    /// (1 − progress) of the width towards the end edge, the page behind it a third of the
    /// width the other way at full progress; mirrored right to left.
    public func page(_ role: PageRole, progress: Double, minimumHeight: Double) -> SheetFrame {
        let progress = min(max(progress, 0), 1)
        var offset: Double
        switch role {
        case .still: offset = 0
        case .front: offset = (1 - progress) * partsWidth
        case .behind: offset = -progress * partsWidth / 3
        }
        if isRightToLeft { offset = -offset }
        return SheetFrame(
            x: partsX + offset.rounded(), y: bodyTop, width: partsWidth,
            height: max(minimumHeight, bodyBottom - bodyTop))
    }

    /// The shade over the page behind a slide `progress` of the way in (an alpha of black).
    public static func behindShade(progress: Double) -> Double {
        slideShade * min(max(progress, 0), 1)
    }
}
