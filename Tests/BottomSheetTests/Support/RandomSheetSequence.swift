@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore

/// One random sequence of what users, the app and the window system do to a sheet, from
/// one seed: drags with random offsets and timestamps (paired or not), presses
/// mid-animation, touchpad scrolls, flings taken over by the wheel or a key, Escape,
/// scrim clicks, requests, window resizes (to 1×1 and back), the sheet child growing,
/// shrinking and being replaced, every property set to random values, good and bad, and
/// pages: pushed (a list, a box, a form), popped, popped to the root, gone back from
/// (the `sheet.back` action, Escape), pushed again mid-slide, the page shown pushed a
/// second time, and a press on a page mid-slide that grabs it, then drags it sideways,
/// drags the sheet or lets go.
///
/// After every step the sheet is checked (`SheetInvariants.always` and `.pages`, the
/// signal rules, no unexpected GLib warning); at the end it is let come to rest and
/// checked again (`SheetInvariants.atRest`): exactly at its detent's height, drawn
/// there, every popped page freed.
///
/// Time is scripted (`ScriptedClock`), so a sequence runs in milliseconds. GTK lays out
/// whenever its frame clock says, as in an app, and at the explicit frame steps. A seed
/// always gives the same steps (they never depend on the sheet's state); where GTK's
/// frames fall between them follows the wall clock, so a failure that depends on that
/// may take a few replays of its seed.
@MainActor
final class RandomSheetSequence {
    /// A GLib warning a step must log (a bad value), matched by what it says.
    struct ExpectedWarning {
        let what: String
        let matches: (String) -> Bool
    }

    enum ChildKind: CaseIterable, CustomStringConvertible {
        /// A GtkListView of string rows in a scrolled window: drags on it hand off.
        case list
        /// A box with a size request.
        case box
        /// An entry above a box with a size request: something to type in and focus.
        case form
        /// No sheet child at all.
        case none

        var description: String {
            switch self {
            case .list: "list"
            case .box: "box"
            case .form: "form"
            case .none: "none"
            }
        }
    }

    enum NumberProperty: String, CaseIterable {
        case peekHeight = "peek-height"
        case expandedFraction = "expanded-fraction"
        case topInset = "top-inset"
        case dimOpacity = "dim-opacity"
        case maxWidth = "max-width"
        case sideBreakpoint = "side-breakpoint"
        case align = "align"

        var range: ClosedRange<Double> {
            switch self {
            case .peekHeight, .topInset, .maxWidth, .sideBreakpoint: 0...10000
            case .expandedFraction, .dimOpacity, .align: 0...1
            }
        }

        /// The C setter, the path C apps and the Swift API take.
        func set(_ sheet: OpaquePointer, _ value: Double) {
            switch self {
            case .peekHeight: bs_bottom_sheet_set_peek_height(sheet, value)
            case .expandedFraction: bs_bottom_sheet_set_expanded_fraction(sheet, value)
            case .topInset: bs_bottom_sheet_set_top_inset(sheet, value)
            case .dimOpacity: bs_bottom_sheet_set_dim_opacity(sheet, value)
            case .maxWidth: bs_bottom_sheet_set_max_width(sheet, value)
            case .sideBreakpoint: bs_bottom_sheet_set_side_breakpoint(sheet, value)
            case .align: bs_bottom_sheet_set_align(sheet, value)
            }
        }
    }

    /// What the app (or the user, through the back paths) does to the pages.
    enum PageOp: CustomStringConvertible {
        /// A new page of `kind` (never `none`), through the C or the Swift API.
        case push(ChildKind, size: Int32, title: String?, viaSwift: Bool)
        case pop
        case popToRoot
        /// The `sheet.back` action: the back button, Alt+Left, the mouse's back button.
        case back
        /// What the Escape key does: pops a page before it closes the sheet.
        case escapeKey
        /// Pushes the page shown again, which the sheet already holds: refused.
        case pushShownAgain

        var description: String {
            switch self {
            case let .push(kind, size, title, swift):
                "push a \(kind) page of size \(size), title \(title.map { "\"\($0.prefix(20))\"" } ?? "NULL")\(swift ? " (Swift)" : "")"
            case .pop: "pop"
            case .popToRoot: "pop to root"
            case .back: "sheet.back"
            case .escapeKey: "Escape key"
            case .pushShownAgain: "push the page shown again"
            }
        }
    }

    enum Flag: String, CaseIterable {
        case modal
        case canClose = "can-close"
        case showDragHandle = "show-drag-handle"
        case canOpen = "can-open"
        case fullWidth = "full-width"
        case open
        case revealBottomBar = "reveal-bottom-bar"
    }

    enum Step: CustomStringConvertible {
        case press(x: Double, y: Double)
        case move(dx: Double, dy: Double, after: Double)
        case release(after: Double)
        /// The event clock jumps (the X server's 32-bit millisecond time wraps).
        case eventClockJump(Double)
        case touchpad(deltas: [Double], step: Double)
        /// A fling up the sheet from `depth` of the way down from under its handle, then
        /// `after` seconds of frames, then a wheel click or a key press (Down) on the
        /// host: the user taking a coasting list over. No coast may go on after it.
        /// When `onLongList`, the sheet child is first replaced by a 300-row list and
        /// the sheet presented at `full`, where the fling scrolls the list (unless a
        /// page covers it).
        case takeOverCoast(onLongList: Bool, depth: Double, after: Double, wheel: Bool)
        /// Scripted time passes, with a frame every 1/60 s.
        case wait(Double)
        /// Scripted time passes and GTK draws a real frame: layout, allocation, drawing.
        case realFrame(after: Double)
        case present, close, forceClose, handleClick, escape, scrimClick
        /// A sheet action, run on the host (an app's code) or on the sheet, the dialog a
        /// screen reader runs it on.
        case action(String, onDialog: Bool)
        case resize(width: Int32, height: Int32)
        case childSize(Int32)
        case replaceChild(ChildKind, size: Int32)
        case replaceContent(withButton: Bool)
        /// A new header or footer of `height` px (a button, so that it can take focus),
        /// or none.
        case replaceSlot(footer: Bool, height: Int32?)
        case setDetent(Detent, viaGObject: Bool)
        case setFlag(Flag, Bool)
        case setNumber(NumberProperty, Double, viaGObject: Bool)
        case setTitle(String)
        /// The `presentation` property: automatic, bottom or side.
        case setPresentation(Presentation)
        /// The Swift-only motion numbers: merge distance (detents closer than it are one)
        /// and the catch-up rate after a drag is claimed.
        case setBehavior(mergeDistance: Double, catchUpRate: Double)
        case page(PageOp)
        /// `first`, then `after` seconds of frames (its slide under way, or over), then
        /// `second`.
        case pages(PageOp, after: Double, PageOp)
        /// `present()` and its whole motion first when `presenting`, then `op`, then `after` seconds of frames,
        /// then a press on the page, `x` px from the sheet's left edge and `depth` of the
        /// way down from under the page header to the host's bottom: it grabs a slide
        /// under way, or may swipe back from the start edge. The moves after it go
        /// sideways, or up and down.
        case pressMidSlide(PageOp, presenting: Bool, after: Double, x: Double, depth: Double, sideways: Bool)

        var description: String {
            switch self {
            case let .press(x, y): "press at (\(x), \(y))"
            case let .move(dx, dy, dt): "move to (\(dx), \(dy)) after \(dt) s"
            case let .release(dt): "release after \(dt) s"
            case let .eventClockJump(seconds): "event clock jumps by \(seconds) s"
            case let .touchpad(deltas, step): "touchpad scroll \(deltas) every \(step) s"
            case let .takeOverCoast(onLongList, depth, after, wheel):
                "\(onLongList ? "a 300-row list at full, " : "")fling from \(depth) of the way down, \(after) s of frames, then \(wheel ? "a wheel click" : "the Down key")"
            case let .wait(seconds): "wait \(seconds) s"
            case let .realFrame(dt): "a real frame after \(dt) s"
            case .present: "present()"
            case .close: "close()"
            case .forceClose: "force_close()"
            case .handleClick: "click the drag handle"
            case .escape: "Escape (sheet.dismiss)"
            case .scrimClick: "click the scrim"
            case let .action(name, onDialog): "activate \(name) on the \(onDialog ? "dialog" : "host")"
            case let .resize(width, height): "resize the window to \(width)×\(height)"
            case let .childSize(size): "sheet child size → \(size)"
            case let .replaceChild(kind, size): "replace the sheet child with a \(kind) of size \(size)"
            case let .replaceContent(button): "replace the content with \(button ? "a button" : "nothing")"
            case let .replaceSlot(footer, height):
                "replace the \(footer ? "footer" : "header") with \(height.map { "a \($0) px button" } ?? "nothing")"
            case let .setDetent(detent, gobject): "detent = \(detent)\(gobject ? " (g_object_set)" : "")"
            case let .setFlag(flag, value): "\(flag.rawValue) = \(value)"
            case let .setNumber(property, value, gobject):
                "\(property.rawValue) = \(value)\(gobject ? " (g_object_set)" : "")"
            case let .setBehavior(merge, rate): "behavior: mergeDistance = \(merge), catchUpRate = \(rate)"
            case let .setTitle(title): "title = \(title.count > 20 ? "\(title.prefix(20))… (\(title.count) characters)" : "\"\(title)\"")"
            case let .setPresentation(presentation): "presentation = \(presentation)"
            case let .page(op): "\(op)"
            case let .pages(first, after, second): "\(first), \(after) s of frames, \(second)"
            case let .pressMidSlide(op, presenting, after, x, depth, sideways):
                "\(presenting ? "present(), " : "")\(op), \(after) s of frames, press on the page at x \(x), "
                    + "\(depth) of the way down, to drag \(sideways ? "sideways" : "up or down")"
            }
        }
    }

    /// The sheet's child, and how to change its size.
    private enum Child {
        case list(ListFixture.ScrolledList)
        case box(UnsafeMutablePointer<GtkWidget>)
        case form(entry: UnsafeMutablePointer<GtkWidget>, spacer: UnsafeMutablePointer<GtkWidget>)
        case none

        var widget: UnsafeMutablePointer<GtkWidget>? {
            switch self {
            case let .list(list): list.scrolled
            case let .box(box): box
            case let .form(entry, _): gtk_widget_get_parent(entry)
            case .none: nil
            }
        }
    }

    let seed: UInt64
    let sheet: OpaquePointer
    /// Every step taken so far, in order: what to read when a seed fails.
    private(set) var history: [String] = []
    /// How many random steps have been taken (the settling at the end is not one).
    private(set) var stepsTaken = 0
    /// Objects that must be freed once the sequence is over and its sheet replaced.
    let watch = FinalizationWatch()

    private var random: SeededRandom
    private let window: TestWindow
    private let clock: ScriptedClock
    private let log: SheetEventLog
    private var rules = SheetSignalRules()
    private var child: Child = .none
    /// Replaced children, which must be freed by the end of the sequence.
    private let replaced = FinalizationWatch()
    private var pressed = false
    /// Whether the moves of the press under way go mostly sideways (a swipe).
    private var sideways = false
    private var pointer = (dx: 0.0, dy: 0.0)
    private var resized = false
    /// What the step just taken did to take a coasting list over (checked in `check`).
    private var tookOverCoastBy: String?
    /// Problems a step found itself, reported by the next `check`.
    private var stepProblems: [String] = []
    /// How many flings left a list coasting when the wheel or a key took it over.
    private(set) var coastsTakenOver = 0
    /// Every page pushed, by name ("page N"), whether or not it was refused: those
    /// popped must be freed once they have slid out (`settle`).
    private let pageWatch = FinalizationWatch()
    /// The name of the page last made at each address (an address is reused once the
    /// page there is freed).
    private var pageNames: [UInt: String] = [:]
    private var pagesMade = 0

    var widget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(sheet)) }
    private var seam: SheetTestSeam { SheetTestSeam(sheet)! }

    /// A new sheet with a random child and random properties, put in `window` in place of
    /// whatever it held.
    init(seed: UInt64, window: TestWindow) {
        self.seed = seed
        self.window = window
        random = SeededRandom(seed: seed)
        sheet = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        clock = ScriptedClock(sheet)
        log = SheetEventLog(sheet, pages: true)
        let content = gtk_button_new_with_label("Content")!
        bs_bottom_sheet_set_content(sheet, content)
        let kind = random.weighted([(4, ChildKind.list), (3, .box), (3, .form), (1, .none)])
        setChild(kind, size: randomChildSize(for: kind))
        // A third have a bottom bar (a button: it can take focus), which the sheet closes to.
        if random.chance(0.33) {
            let bar = gtk_button_new_with_label("Now playing")!
            gtk_widget_set_size_request(bar, -1, Int32.random(in: 40...80, using: &random))
            bs_bottom_sheet_set_bottom_bar(sheet, bar)
            watch.watch(bar, "bottom bar")
        }
        // Half the sequences start from non-default properties.
        if random.chance(0.5) {
            for property in NumberProperty.allCases where random.chance(0.5) {
                property.set(sheet, randomGoodNumber(for: property))
            }
            for flag in Flag.allCases where random.chance(0.3) { setFlag(flag, random.chance(0.5)) }
        }
        gtk_window_set_child(window.window, widget)

        watch.watch(sheet, "BsBottomSheet")
        watch.watch(sheetPanel(of: sheet), "sheet panel")
        watch.watch(dragHandle(of: sheet), "drag handle")
        watch.watch(scrim(of: sheet), "scrim")
        watch.watch(child.widget, "sheet child")
        watch.watch(content, "content")
    }

    /// Runs `steps` random steps, then lets the sheet come to rest. Returns the problems
    /// found, or an empty list; stops at the first step with a problem.
    func run(steps: Int) -> [String] {
        for _ in 0..<steps {
            let step = nextStep()
            stepsTaken += 1
            history.append(step.description)
            let expected = perform(step)
            MainContext.drainPending()
            let problems = check(expecting: expected)
            if !problems.isEmpty { return problems }
        }
        history.append("(the user lets go; the sheet comes to rest)")
        return settle()
    }

    // MARK: Choosing a step

    private func nextStep() -> Step {
        if pressed && random.chance(0.75) {
            return random.chance(0.8) ? randomMove() : .release(after: randomInterval())
        }
        // Only the seed and the steps so far decide the next step, never the sheet's
        // state (which follows GTK's frame timing): a seed replays the same steps.
        return random.weighted([
            (8, { .present }),
            (12, { self.randomPress() }),
            (4, { self.randomMove() }),
            (2, { .release(after: self.randomInterval()) }),
            (1, { .eventClockJump(self.random.chance(0.5) ? -4_294_967.296 : Double.random(in: -5...5, using: &self.random)) }),
            (3, { self.randomTouchpad() }),
            (3, { self.randomTakeOver() }),
            (10, { .wait(self.random.weighted([(3, 0.01), (4, 0.1), (3, 0.3), (2, 3.0)]) * Double.random(in: 0.5...1.5, using: &self.random)) }),
            (2, { .realFrame(after: Double.random(in: 0...0.1, using: &self.random)) }),
            (3, { .close }),
            (2, { .forceClose }),
            (3, { .handleClick }),
            (3, { .escape }),
            (3, { .scrimClick }),
            (3, { .action(["sheet.expand", "sheet.collapse", "sheet.dismiss", "sheet.peek", "sheet.close"]
                              .randomElement(using: &self.random)!,
                          onDialog: self.random.chance(0.5)) }),
            (3, { self.randomResize() }),
            (4, { self.randomChildSize() }),
            (2, { self.randomReplacement() }),
            (1, { .replaceContent(withButton: self.random.chance(0.7)) }),
            (2, { .replaceSlot(footer: self.random.chance(0.5),
                               height: self.random.chance(0.3) ? nil : self.random.weighted([(3, 48), (1, 0), (1, 400), (1, 3000)])) }),
            (5, { .setDetent(Detent.allCases.randomElement(using: &self.random)!, viaGObject: self.random.chance(0.3)) }),
            (4, { .setFlag(Flag.allCases.randomElement(using: &self.random)!, self.random.chance(0.5)) }),
            (8, { self.randomNumber() }),
            (1, { .setBehavior(
                mergeDistance: self.random.weighted([(3, 4.0), (1, 0.0), (1, 60.0), (1, 500.0)]),
                catchUpRate: self.random.weighted([(3, 1.0), (1, 0.0), (1, 0.3), (1, 5.0)])) }),
            (1, { .setTitle(["", "Sheet", "Réglages ✓ 😀", String(repeating: "A long title ", count: 500), "two\nlines"].randomElement(using: &self.random)!) }),
            (2, { .setPresentation(Presentation.allCases.randomElement(using: &self.random)!) }),
            (6, { .page(self.randomPageOp()) }),
            (2, { .pages(self.randomPageOp(), after: self.randomSlideTime(), self.randomPageOp()) }),
            (3, { self.randomPressMidSlide() }),
        ])()
    }

    /// Seconds between two events: often the same instant, mostly a few ms, now and
    /// then a long pause.
    private func randomInterval() -> Double {
        let range = random.weighted([(10, 0.0...0.0), (60, 0.001...0.03), (20, 0.03...0.3), (5, 0.3...3)])
        return Double.random(in: range, using: &random)
    }

    /// A press from the sheet's top left corner: on the handle (the top 24 px), somewhere on
    /// a sheet of a usual height, or anywhere at all, in or out of the sheet.
    private func randomPress() -> Step {
        let rows = random.weighted([(3, 0.0...24.0), (5, 0.0...800.0), (1, -100.0...1500.0)])
        let y = Double.random(in: rows, using: &random)
        return .press(x: Double.random(in: -20...1220, using: &random), y: y)
    }

    private func randomMove() -> Step {
        if sideways {
            // A swipe: mostly across, a little up and down.
            let dx = pointer.dx + Double.random(in: -120...240, using: &random)
            return .move(dx: dx, dy: pointer.dy + Double.random(in: -4...4, using: &random), after: randomInterval())
        }
        var dy = pointer.dy
        switch random.weighted([(80, 0), (15, 1), (5, 2)]) {
        case 0: dy += Double.random(in: -60...60, using: &random)
        case 1: dy = Double.random(in: -3000...3000, using: &random)
        default: dy = [-1e7, 1e7, -1e12, 1e12, 0.0001, -0.0001].randomElement(using: &random)!
        }
        let dx = random.chance(0.2) ? Double.random(in: -400...400, using: &random) : pointer.dx
        return .move(dx: dx, dy: dy, after: randomInterval())
    }

    private func randomTouchpad() -> Step {
        let count = Int.random(in: 0...8, using: &random)
        let deltas = (0..<count).map { _ in Double.random(in: -60...60, using: &random) }
        return .touchpad(deltas: deltas, step: random.chance(0.2) ? 0 : 0.016)
    }

    private func randomTakeOver() -> Step {
        let after = random.weighted([(2, 0.0...0.0), (3, 0.016...0.1), (1, 0.1...0.5)])
        return .takeOverCoast(
            onLongList: random.chance(0.7), depth: Double.random(in: 0.1...0.9, using: &random),
            after: Double.random(in: after, using: &random), wheel: random.chance(0.5))
    }

    private func randomResize() -> Step {
        let anyWidth = Int32.random(in: 1...1200, using: &random)
        let anyHeight = Int32.random(in: 1...1000, using: &random)
        let (width, height): (Int32, Int32) = random.weighted([
            (2, (1, 1)), (1, (1, 900)), (1, (900, 1)), (1, (200, 150)), (2, (360, 640)),
            (3, (600, 800)), (1, (1200, 1000)), (1, (1200, 300)), (3, (anyWidth, anyHeight)),
            // Across the side breakpoint (900 × 360), a non-modal sheet's presentation changes.
            (2, (1280, 800)), (1, (899, 800)), (1, (900, 800)), (1, (1280, 359)),
        ])
        return .resize(width: width, height: height)
    }

    private func randomChildSize(for kind: ChildKind) -> Int32 {
        let sizes: [(weight: Int, value: ClosedRange<Int32>)] = switch kind {
        case .list: [(1, 0...0), (2, 1...5), (3, 6...300)]  // rows
        case .box, .form: [(1, 0...0), (5, 1...600), (2, 600...3000)]  // px
        case .none: [(1, 0...0)]
        }
        return Int32.random(in: random.weighted(sizes), using: &random)
    }

    private func randomChildSize() -> Step {
        switch child {
        case .list: .childSize(randomChildSize(for: .list))
        case .box, .form: .childSize(randomChildSize(for: .box))
        case .none: randomReplacement()
        }
    }

    private func randomReplacement() -> Step {
        let kind = random.weighted([(4, ChildKind.list), (3, .box), (3, .form), (1, .none)])
        return .replaceChild(kind, size: randomChildSize(for: kind))
    }

    /// Pushes most often (a stack that grows), pops, and the rarer back paths.
    private func randomPageOp() -> PageOp {
        random.weighted([
            (6, { self.randomPush() }),
            (4, { .pop }),
            (1, { .popToRoot }),
            (1, { .back }),
            (1, { .escapeKey }),
            (1, { .pushShownAgain }),
        ])()
    }

    private func randomPush() -> PageOp {
        let kind = random.weighted([(4, ChildKind.list), (3, .box), (3, .form)])
        let title = random.weighted([(3, "Details" as String?), (1, nil), (1, ""), (1, String(repeating: "Long ", count: 100))])
        // Lists of a few dozen rows at most: as tall as the window, and quick to make.
        let size = kind == .list ? min(randomChildSize(for: kind), 40) : randomChildSize(for: kind)
        return .push(kind, size: size, title: title, viaSwift: random.chance(0.3))
    }

    /// How long a slide runs before the next thing happens: not at all, a frame or
    /// two, part of the way, or past its end.
    private func randomSlideTime() -> Double {
        Double.random(in: random.weighted([(2, 0.0...0.0), (3, 0.001...0.05), (4, 0.05...0.3), (2, 0.6...1.0)]), using: &random)
    }

    /// A press on the page (below the handle and the page header) after a page op:
    /// anywhere across while its slide runs (it grabs the slide), or at the start edge
    /// once a push has slid in (a swipe back may begin).
    private func randomPressMidSlide() -> Step {
        let presenting = random.chance(0.85)
        let depth = Double.random(in: 0...1, using: &random)
        if random.chance(0.4) {
            return .pressMidSlide(randomPush(), presenting: presenting, after: 1, x: Double.random(in: 0...20, using: &random),
                                  depth: depth, sideways: random.chance(0.8))
        }
        let after = Double.random(in: random.weighted([(1, 0.0...0.0), (2, 0.001...0.05), (3, 0.05...0.3)]), using: &random)
        return .pressMidSlide(randomPageOp(), presenting: presenting, after: after, x: Double.random(in: 0...600, using: &random),
                              depth: depth, sideways: random.chance(0.5))
    }

    private func randomGoodNumber(for property: NumberProperty) -> Double {
        let range = property.range
        let typical = property.range.upperBound > 1 ? 0...400 : range
        let anywhere = Double.random(in: typical, using: &random)
        // No peek strip is the usual case; the ends of each range are where bugs hide.
        return random.weighted([
            (property == .peekHeight ? 6 : 1, range.lowerBound), (1, range.upperBound), (8, anywhere),
        ])
    }

    private func randomNumber() -> Step {
        let property = NumberProperty.allCases.randomElement(using: &random)!
        let value = random.chance(0.75)
            ? randomGoodNumber(for: property)
            : [.nan, .infinity, -.infinity, -1, -1e300, property.range.upperBound + 0.5, 1e300,
               .greatestFiniteMagnitude, -.leastNonzeroMagnitude].randomElement(using: &random)!
        // g_object_set refuses infinities and NaN itself, before the sheet sees them
        // (BadValueTests covers that path): finite values only through it.
        return .setNumber(property, value, viaGObject: value.isFinite && random.chance(0.3))
    }

    // MARK: Performing a step

    /// Performs `step`; returns the warnings it must log.
    private func perform(_ step: Step) -> [ExpectedWarning] {
        switch step {
        case let .press(x, y):
            pressed = true
            sideways = false
            pointer = (0, 0)
            // (x, y) from the sheet's top left corner, in the host's coordinates.
            emitDrag("drag-begin", x, hostY(y, belowTheSheetTopOf: sheet))
        case let .move(dx, dy, dt):
            clock.advance(by: dt)
            pointer = (dx, dy)
            emitDrag("drag-update", dx, dy)
        case let .release(dt):
            clock.advance(by: dt)
            pressed = false
            sideways = false
            emitDrag("drag-end", pointer.dx, pointer.dy)
        case let .eventClockJump(seconds):
            clock.eventClockOffset += seconds
        case let .touchpad(deltas, step):
            guard let controller = seam.handleScrollController else { break }
            bs_test_emit_scroll_edge(controller, "scroll-begin")
            for delta in deltas {
                clock.advance(by: step)
                _ = bs_test_emit_scroll(controller, 0, delta)
            }
            clock.advance(by: step)
            bs_test_emit_scroll_edge(controller, "scroll-end")
        case let .takeOverCoast(onLongList, depth, after, wheel):
            if onLongList {
                replaced.watch(child.widget, "a replaced sheet child")
                setChild(.list, size: 300)
                bs_bottom_sheet_present(sheet)
                bs_bottom_sheet_set_detent(sheet, BS_DETENT_FULL)
                clock.runUntilResting()
            }
            fling(depth: depth)
            clock.run(for: after)
            if seam.isCoasting { coastsTakenOver += 1 }
            takeOver(wheel: wheel)
        case let .wait(seconds):
            clock.run(for: seconds)
        case let .realFrame(dt):
            clock.advance(by: dt)
            window.waitForDraw()
        case .present:
            bs_bottom_sheet_present(sheet)
        case .close:
            bs_bottom_sheet_close(sheet)
        case .forceClose:
            bs_bottom_sheet_force_close(sheet)
        case .handleClick:
            let handle = dragHandle(of: sheet)!
            // Only a handle the user can see and reach can be clicked.
            if gtk_widget_is_drawable(handle) != 0 && gtk_widget_is_sensitive(handle) != 0 {
                emitClicked(handle)
            }
        case .escape:
            // What the Escape key binding does; nothing when the action is disabled.
            _ = gtk_widget_activate_action_variant(widget, "sheet.dismiss", nil)
        case .scrimClick:
            let scrim = scrim(of: sheet)!
            // Only a scrim on screen that takes clicks can be clicked.
            if gtk_widget_is_drawable(scrim) != 0 && gtk_widget_get_can_target(scrim) != 0,
               let click = ControllerSignals.controller(on: scrim, ofType: gtk_gesture_click_get_type()) {
                ControllerSignals.emitClick(on: click, x: 10, y: 10)
            }
        case let .action(name, onDialog):
            _ = gtk_widget_activate_action_variant(onDialog ? sheetPanel(of: sheet) : widget, name, nil)
        case let .resize(width, height):
            resized = true
            gtk_window_set_default_size(window.window, width, height)
        case let .childSize(size):
            resizeChild(to: size)
        case let .replaceChild(kind, size):
            replaced.watch(child.widget, "a replaced sheet child")
            setChild(kind, size: size)
        case let .replaceContent(withButton):
            replaced.watch(bs_bottom_sheet_get_content(sheet), "replaced content")
            let content = withButton ? gtk_button_new_with_label("New content") : nil
            bs_bottom_sheet_set_content(sheet, content)
            watch.watch(content, "content")
        case let .replaceSlot(footer, height):
            let get = footer ? bs_bottom_sheet_get_footer : bs_bottom_sheet_get_header
            let set = footer ? bs_bottom_sheet_set_footer : bs_bottom_sheet_set_header
            replaced.watch(get(sheet), footer ? "a replaced footer" : "a replaced header")
            let slot = height.map { height in
                let button = gtk_button_new_with_label(footer ? "Send" : "Title")!
                gtk_widget_set_size_request(button, -1, height)
                return button
            }
            set(sheet, slot)
            watch.watch(slot, footer ? "footer" : "header")
        case let .setDetent(detent, viaGObject):
            // No peek height, and no bottom bar that is the peek strip (at the bottom, shown,
            // measured at the last layout: the layout's own word for it).
            let refused = detent == .peek && bs_bottom_sheet_get_peek_height(sheet) <= 0
                && !seam.model.layout.peekIsBottomBar
            if viaGObject {
                GObjectProperties.setEnum(sheet, "detent", type: bs_detent_get_type(), raw: Int32(detent.rawValue))
            } else {
                bs_bottom_sheet_set_detent(sheet, detent.bsDetent)
            }
            if refused {
                return [ExpectedWarning(what: "a warning that there is no peek detent") { $0.contains("peek") }]
            }
        case let .setFlag(flag, value):
            setFlag(flag, value)
        case let .setPresentation(presentation):
            bs_bottom_sheet_set_presentation(sheet, BsPresentation(rawValue: UInt32(presentation.rawValue)))
        case let .setNumber(property, value, viaGObject):
            if viaGObject {
                GObjectProperties.setDouble(sheet, property.rawValue, value)
            } else {
                property.set(sheet, value)
            }
            // -0.0 is in range (it equals 0); anything else outside it warns.
            if !property.range.contains(value) {
                let range = "from \(format(property.range.lowerBound)) to \(format(property.range.upperBound))"
                return [ExpectedWarning(what: "a warning naming \(property.rawValue) and \(range)") {
                    $0.contains("BsBottomSheet:\(property.rawValue)") && $0.contains(range)
                }]
            }
        case let .setTitle(title):
            bs_bottom_sheet_set_title(sheet, title)
        case let .setBehavior(merge, rate):
            var behavior = seam.behavior
            behavior.mergeDistance = merge
            behavior.catchUpRate = rate
            seam.behavior = behavior
        case let .page(op):
            return perform(op)
        case let .pages(first, after, second):
            var expected = perform(first)
            clock.run(for: after)
            expected += perform(second)
            return expected
        case let .pressMidSlide(op, presenting, after, x, depth, sideways):
            if presenting {
                // Opened and at rest, where a user would press on it.
                bs_bottom_sheet_present(sheet)
                clock.runUntilResting()
            }
            let expected = perform(op)
            clock.run(for: after)
            // The user presses on what they see: when GTK has not laid the sheet out
            // where it is, it draws a frame first.
            if gtk_widget_get_height(seam.sheet) != Int32(seam.model.height.rounded()) {
                window.waitForDraw()
            }
            pressed = true
            self.sideways = sideways
            pointer = (0, 0)
            // Below the handle and the page header (about 70 px), wherever the sheet is now.
            let y = 80 + depth * max(0, seam.model.height - 80)
            emitDrag("drag-begin", x, hostY(y, belowTheSheetTopOf: sheet))
            return expected
        }
        return []
    }

    /// Performs a page op; returns the warnings it must log.
    private func perform(_ op: PageOp) -> [ExpectedWarning] {
        switch op {
        case let .push(kind, size, title, viaSwift):
            guard let page = makeChild(kind, size: size).widget else { break }
            pagesMade += 1
            let name = "page \(pagesMade) (\(kind))"
            pageNames[UInt(bitPattern: page)] = name
            pageWatch.watch(page, name)
            watch.watch(page, name)
            if viaSwift {
                BottomSheet(wrapping: UnsafeMutableRawPointer(sheet))!.push(page, title: title ?? "")
            } else {
                bs_bottom_sheet_push(sheet, page, title)
            }
        case .pop:
            bs_bottom_sheet_pop(sheet)
        case .popToRoot:
            bs_bottom_sheet_pop_to_root(sheet)
        case .back:
            _ = gtk_widget_activate_action_variant(widget, "sheet.back", nil)
        case .escapeKey:
            _ = seam.escape()
        case .pushShownAgain:
            guard let shown = bs_bottom_sheet_get_visible_page(sheet) else { break }
            bs_bottom_sheet_push(sheet, shown, "Again")
            return [ExpectedWarning(what: "a critical that the page has a parent already") {
                $0.contains("BsBottomSheet:page must be a widget with no parent yet")
            }]
        }
        return []
    }

    /// GtkButton::clicked, at once, as a click's release emits it (gtk_widget_activate
    /// would emit it 250 ms later, in whatever step runs then).
    private func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
        var instance = GValue()
        g_value_init(&instance, gtk_button_get_type())
        defer { g_value_unset(&instance) }
        g_value_set_object(&instance, UnsafeMutableRawPointer(button))
        g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
    }

    /// A fast drag up, 120 px every 8 ms four times, from `depth` of the way down the
    /// sheet from under its handle; released 8 ms after its last move.
    private func fling(depth: Double) {
        let y = 30 + depth * max(0, seam.model.height - 30)
        emitDrag("drag-begin", 300, hostY(y, belowTheSheetTopOf: sheet))
        for move in 1...4 {
            clock.advance(by: 0.008)
            emitDrag("drag-update", 0, -120 * Double(move))
        }
        clock.advance(by: 0.008)
        emitDrag("drag-end", 0, -480)
        pressed = false
        sideways = false
        pointer = (0, 0)
    }

    /// A wheel click or the Down key, as the host's capture-phase controllers get them
    /// before the list does.
    private func takeOver(wheel: Bool) {
        let input = wheel ? "a wheel click" : "the Down key"
        let type = wheel ? gtk_event_controller_scroll_get_type() : gtk_event_controller_key_get_type()
        guard let controller = ControllerSignals.controller(on: widget, ofType: type, phase: GTK_PHASE_CAPTURE) else {
            stepProblems.append("the host has no capture-phase controller for \(input)")
            return
        }
        _ = wheel ? bs_test_emit_scroll(controller, 0, 1) : bs_test_emit_key_pressed(controller, guint(GDK_KEY_Down))
        tookOverCoastBy = input
    }

    private func emitDrag(_ signal: String, _ x: Double, _ y: Double) {
        guard let gesture = seam.dragGesture else { return }
        bs_test_emit_drag(gesture, signal, x, y)
    }

    private func setFlag(_ flag: Flag, _ value: Bool) {
        switch flag {
        case .modal: bs_bottom_sheet_set_modal(sheet, value ? 1 : 0)
        case .canClose: bs_bottom_sheet_set_can_close(sheet, value ? 1 : 0)
        case .showDragHandle: bs_bottom_sheet_set_show_drag_handle(sheet, value ? 1 : 0)
        case .canOpen: bs_bottom_sheet_set_can_open(sheet, value ? 1 : 0)
        case .fullWidth: bs_bottom_sheet_set_full_width(sheet, value ? 1 : 0)
        case .open: bs_bottom_sheet_set_open(sheet, value ? 1 : 0)
        case .revealBottomBar: bs_bottom_sheet_set_reveal_bottom_bar(sheet, value ? 1 : 0)
        }
    }

    private func setChild(_ kind: ChildKind, size: Int32) {
        child = makeChild(kind, size: size)
        bs_bottom_sheet_set_sheet(sheet, child.widget)
        watch.watch(child.widget, "sheet child")
    }

    /// A new widget of `kind` (floating), for the sheet's child or a page.
    private func makeChild(_ kind: ChildKind, size: Int32) -> Child {
        switch kind {
        case .list:
            return .list(ListFixture.stringList(rows: Int(size)))
        case .box:
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(box, -1, size)
            return .box(box)
        case .form:
            let entry = gtk_entry_new()!
            let spacer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(spacer, -1, size)
            // The column holding both is the entry's parent (`Child.widget`).
            _ = WidgetTree.column(entry, spacer)
            return .form(entry: entry, spacer: spacer)
        case .none:
            return .none
        }
    }

    private func resizeChild(to size: Int32) {
        switch child {
        case let .list(list):
            let rows = Int(g_list_model_get_n_items(list.strings))
            if Int(size) > rows { list.appendRows(Int(size) - rows) } else { list.removeRows(from: Int(size)) }
        case let .box(box):
            gtk_widget_set_size_request(box, -1, size)
        case let .form(_, spacer):
            gtk_widget_set_size_request(spacer, -1, size)
        case .none:
            break
        }
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    // MARK: Checking

    /// The problems after a step: unexpected or missing warnings, broken invariants,
    /// signals that break their rules.
    private func check(expecting expected: [ExpectedWarning]) -> [String] {
        var problems: [String] = []
        var messages = takeCapturedGtkMessages()
        for warning in expected {
            if let index = messages.firstIndex(where: warning.matches) {
                messages.remove(at: index)
            } else {
                problems.append("expected \(warning.what), but it was not logged")
            }
        }
        problems += messages.map { "GTK logged: \($0)" }
        problems += stepProblems
        stepProblems = []
        if let input = tookOverCoastBy, seam.isCoasting {
            problems.append("the list went on coasting after \(input)")
        }
        tookOverCoastBy = nil
        problems += SheetInvariants.always(sheet)
        problems += rules.check(log.take())
        problems += SheetInvariants.pages(sheet, pushed: rules.pushedPages)
        return problems
    }

    /// Lifts any finger, waits for the window to take its last size, and lets the sheet
    /// come to rest with GTK's layout up to date; then checks it is where it says.
    private func settle() -> [String] {
        if pressed {
            clock.advance(by: 0.016)
            emitDrag("drag-end", pointer.dx, pointer.dy)
            pressed = false
            sideways = false
        }
        if resized { letTheWindowTakeItsSize() }
        // At rest on the layout it has; then a frame lays it out with the final sizes,
        // which may move it again (and coming to rest can change what it measures: a
        // shown sheet widens a window at its minimum size), so until a frame passes with
        // nothing left to animate.
        clock.runUntilResting()
        var rested = false
        for _ in 0..<6 {
            window.waitForDraw()
            MainContext.drainPending()
            if !clock.isAnimating && isLaidOut {
                rested = true
                break
            }
            clock.runUntilResting()
        }
        var problems = check(expecting: [])
        if !rested { problems.append("the sheet never came to rest with its layout up to date") }
        guard let detent = Detent(bs_bottom_sheet_get_detent(sheet)) else { return problems }
        if seam.pages.transition != nil { problems.append("at rest, a slide between pages is still held or under way") }
        problems += SheetInvariants.atRest(sheet)
        problems += SheetInvariants.drawnWhereItSays(sheet)
        problems += rules.atRest(detent: detent)
        let survivors = replaced.waitForAllFinalized(timeout: .seconds(1))
        if !survivors.isEmpty { problems.append("still alive after being replaced: \(survivors)") }
        let kept = Set(rules.pushedPages.compactMap { pageNames[UInt(bitPattern: $0)] })
        let poppedAlive = pageWatch.waitForFinalized(except: kept, timeout: .seconds(1))
        if !poppedAlive.isEmpty { problems.append("still alive after being popped: \(poppedAlive)") }
        return problems
    }

    /// Whether the driver's layout is for the host's current size.
    private var isLaidOut: Bool {
        seam.model.layout.measurements.hostHeight == Double(gtk_widget_get_height(widget))
    }

    /// Lets the window take the size it was last given: GTK asks the X server for it
    /// while laying out a frame, the server's answer comes back as an event, and the
    /// next frame lays the window out at that size (never below its content's minimum,
    /// which a shown sheet can raise: the window may then stay narrower than that).
    private func letTheWindowTakeItsSize() {
        window.waitForDraw()
        gdk_display_sync(gtk_widget_get_display(window.widget))
        MainContext.drainPending()
    }
}
