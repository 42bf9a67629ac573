/// Where the sheet is shown in its window: at the bottom, or as a side panel on wide windows.
public enum Presentation: Int, CaseIterable, Sendable, NamedCases {
    /// Chosen from the window's size and the sheet's modality (see `AdaptiveSettings`).
    case automatic = 0
    /// Attached to the bottom edge, at most `AdaptiveSettings.maxWidth` wide.
    case bottom
    /// Docked to the window's end edge, full height: a sidebar.
    case side

    /// The name used by properties and the command line.
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .bottom: "bottom"
        case .side: "side"
        }
    }
}

/// The settings that place the sheet in its window, and the rules that turn them and the
/// window's size into a presentation and a width.
public struct AdaptiveSettings: Sendable, Equatable {
    /// The presentation asked for; `automatic` lets the window's size choose.
    public var presentation: Presentation = .automatic
    /// The widest a bottom sheet gets (px); 0 means no maximum: the window's width.
    /// 640 is Material's cap for bottom sheets (640 dp): wider, text lines and the
    /// handle drift too far apart to read as one panel.
    public var maxWidth: Double = 640
    /// The narrowest window (px) where a non-modal sheet becomes a side panel. At 900 px
    /// the side panel's 320–400 px leave at least 500 px of content beside it.
    public var sideBreakpoint: Double = 900
    /// Where a bottom sheet narrower than the window sits: 0 at the start edge, 0.5
    /// centred, 1 at the end edge (start and end follow the text direction).
    public var align: Double = 0.5
    /// Whether a bottom sheet takes the window's whole width, whatever `maxWidth` says
    /// (libadwaita's AdwBottomSheet:full-width). Off by default: `maxWidth` keeps a sheet
    /// on a wide window readable.
    public var isFullWidth = false

    /// A window lower than this (px) keeps the sheet at the bottom: a full-height side
    /// panel would be a short strip of a few rows.
    public static let sideMinimumHeight = 360.0
    /// The side panel's width bounds (px): Material side sheets are 256–400 dp wide;
    /// below 320 a list row's text wraps on most languages.
    public static let sideWidthRange = 320.0...400.0

    /// The standard values.
    public init() {}

    /// The presentation for a window of `width` × `height`: the one asked for, or with
    /// `automatic` a side panel for a non-modal sheet on a window at least
    /// `sideBreakpoint` wide and `sideMinimumHeight` tall, else the bottom.
    public func resolvedPresentation(width: Double, height: Double, isModal: Bool) -> Presentation {
        switch presentation {
        case .bottom, .side: presentation
        case .automatic:
            !isModal && width >= sideBreakpoint && height >= Self.sideMinimumHeight ? .side : .bottom
        }
    }

    /// The width of a bottom sheet on a window `hostWidth` wide.
    public func bottomWidth(hostWidth: Double) -> Double {
        maxWidth > 0 && !isFullWidth ? min(hostWidth, maxWidth) : hostWidth
    }

    /// The width of a side panel whose content would like `natural` px, on a window
    /// `hostWidth` wide: within `sideWidthRange`, and at most half the window.
    public static func sideWidth(natural: Double, hostWidth: Double) -> Double {
        min(min(max(natural, sideWidthRange.lowerBound), sideWidthRange.upperBound), hostWidth / 2)
    }
}
