import CGtk
import SheetCore

// The driver's state, by what it is about: each value is one `SheetDriver` property,
// and the files that act on it are named with it.

/// The input under way (`SheetDriver+Dragging`, `+Swiping`, `+Coasting`).
struct SheetInput {
    /// The drag under way, if any.
    var drag: DragTracking?
    /// The list a coast moves (`SheetState.coast`), while it runs.
    var coastingList: CoastingList?
    /// The handle's touchpad scroll controller (renewed after each scroll the host followed).
    var handleScroll: OpaquePointer?
    /// Sum of the touchpad scroll deltas of the current scroll on the handle.
    var scrollTranslation = 0.0
    /// The mouse wheel's notches over the handle and the headers (`SheetDriver.wheelScrolled`).
    var wheelSteps = WheelSteps()
    /// Gives GTK event times to the drag code. Tests replace it to script timestamps.
    var eventTime: @MainActor (OpaquePointer) -> Double? = SheetDriver.gtkEventTime
}

/// Where the sheet, its inside and the content were last laid out, and the moves between
/// layouts (`SheetDriver+Layout`, `+Inside`, `+Drawing`).
struct SheetPlacement {
    /// The presentation shown: `.bottom` or `.side`, chosen at each layout from the
    /// `adaptive` settings and the host's size (`SheetDriver.layOut`), which shows it in
    /// the CSS class `side` (`showPresentationInCSS`).
    var presentation = Presentation.bottom
    /// Where the sheet and the content go for this host size, from the last layout;
    /// nil before the first.
    var geometry: SheetGeometry?
    /// The sheet's allocated height: what shows at rest, held while it moves.
    var motionAllocation = MotionAllocation()
    /// Whether GTK is allocating the host now (`allocate`): the sheet is allocated there.
    var isAllocating = false
    /// Where the sheet's inside was last laid out, and which parts above its body were
    /// shown then; nil before its first allocation.
    var insideLayout: (inside: SheetInside, topsShown: [Bool])?
    /// How much of the sheet shows above the host's bottom edge, nil for all of it.
    var insideShown: Double?
    /// What the scrim draws: the host's snapshot sets it, the scrim's draws it.
    var scrimPicture: ScrimPicture?
}

/// How the pages are shown (`SheetDriver+Pages`).
@MainActor
struct PagesShown {
    /// The pages the sheet holds a reference on.
    var heldPages: Set<PageID> = []
    /// Whether a page was ever pushed: the root page is then named too (see `names`).
    var hasPushed = false
    /// The app's header, while it is out of the accessibility tree under a pushed page.
    var hiddenHeader = WeakWidget()
    /// The page in front of the slide the sheet's inside shows (`showSlide`).
    let slideFront = WeakWidget()
}
