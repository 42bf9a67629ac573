import CBench
import CGtk

/// A drag by the real pointer (XTest events on GDK's X display, see bench-pointer.h):
/// the button pressed at one point of a window, then the pointer moved below that point.
/// Every gesture sees a real event sequence with the X server's event times, as from a
/// mouse; the events reach GTK in a later frame than the one that sends them.
@MainActor
final class PointerDrag {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let pressX: Int32
    private let pressY: Int32
    private var pressed = true

    /// Whether `window`'s display takes real pointer input (X11 with XTEST).
    static func isAvailable(for window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        bench_pointer_available(window) != 0
    }

    /// Moves the pointer to (`x`, `y`) of `window` (its own coordinates) and presses the
    /// button there; nil where there is no real pointer or the window is not on screen.
    init?(window: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        var screenX: Int32 = 0
        var screenY: Int32 = 0
        guard Self.isAvailable(for: window), bench_pointer_to_screen(window, x, y, &screenX, &screenY) != 0 else {
            return nil
        }
        self.window = window
        pressX = screenX
        pressY = screenY
        bench_pointer_move(window, screenX, screenY)
        bench_pointer_button(window, 1)
    }

    /// Moves the pointer to `distance` px below where it was pressed (whole pixels: the
    /// X pointer has no fractions).
    func move(down distance: Double) {
        bench_pointer_move(window, pressX, pressY + Int32(distance.rounded()))
    }

    /// Releases the button (once), where the pointer is.
    func release() {
        guard pressed else { return }
        pressed = false
        bench_pointer_button(window, 0)
    }
}

/// The `drag` workload on any sheet, the same for every contender: the real pointer
/// pressed 8 px below the sheet's top edge at its open height, then moved once per frame
/// on `triangle` between 10 px short of that height and 10 px above the window's bottom
/// edge, `pixelsPerFrame` px per frame, and released at the end. It keeps the visible
/// heights the sheet showed, so that a sheet that did not follow is not counted.
@MainActor
final class SheetDrag {
    /// How far below its press the pointer starts: past GTK's drag threshold (8 px), so
    /// that the sheets' gestures claim the drag before the measured frames.
    private static let thresholdOffset = 10.0
    private let window: UnsafeMutablePointer<GtkWidget>
    private let height: @MainActor () -> Double
    private var pointer: PointerDrag?
    private var openHeight = 0.0
    private var lowest = Double.infinity
    private var highest = -Double.infinity
    /// The nearest and furthest the pointer went below its press.
    private var nearest = Double.infinity
    private var furthest = -Double.infinity
    /// Frames checked, and those in which the sheet showed where the pointer put it.
    private var steps = 0
    private var followingSteps = 0
    /// Frames a pointer motion may take to show: the most the check looks back.
    private static let maxLag = 3

    /// Whether the drag can be made with the real pointer, asked once the window exists
    /// (the benchmark asks again after its windows are gone).
    let isAvailable: Bool

    /// A drag of the sheet in `window` whose visible height `height` tells.
    init(window: UnsafeMutablePointer<GtkWidget>, height: @escaping @MainActor () -> Double) {
        self.window = window
        self.height = height
        isAvailable = PointerDrag.isAvailable(for: window)
    }

    /// Presses on the sheet, which rests at its open height.
    func begin() {
        openHeight = height()
        lowest = .infinity
        highest = -.infinity
        nearest = .infinity
        furthest = -.infinity
        steps = 0
        followingSteps = 0
        pointer = PointerDrag(window: window, x: Double(gtk_widget_get_width(window)) / 2,
                              y: Double(gtk_widget_get_height(window)) - openHeight + 8)
    }

    /// One frame's pointer motion, sent from the frame's tick; notes the height the sheet
    /// shows (the last frame's) and whether that is where an earlier motion put it.
    func step(frame: Int) {
        let shown = height()
        lowest = min(lowest, shown)
        highest = max(highest, shown)
        // A motion sent in frame N's tick reaches GTK in a later frame (N + 1 when the X
        // server answers in time): the sheet follows if it shows where the motion of one
        // of the last few frames put it, within a frame's move and a tenth of the
        // distance (AdwBottomSheet moves 0.95 px per px: it divides by the window's
        // height, not its sheet's).
        if frame >= Self.maxLag {
            steps += 1
            let follows = (1...Self.maxLag).contains { lag in
                let distance = pointerDistance(frame: frame - lag)
                return abs(shown - (openHeight - distance)) <= pixelsPerFrame + 0.1 * distance
            }
            if follows { followingSteps += 1 }
        }
        let distance = pointerDistance(frame: frame)
        nearest = min(nearest, distance)
        furthest = max(furthest, distance)
        pointer?.move(down: distance)
    }

    /// How far below its press the pointer is in `frame`.
    private func pointerDistance(frame: Int) -> Double {
        Self.thresholdOffset + triangle(frame: frame, span: openHeight - 2 * Self.thresholdOffset, speed: pixelsPerFrame)
    }

    /// Releases the pointer.
    func end() {
        pointer?.release()
        pointer = nil
    }

    /// What the sheet covered under the drag, and in how many frames it followed.
    var coverage: DragCoverage {
        DragCoverage(lowest: lowest.isFinite ? lowest : 0, highest: highest.isFinite ? highest : 0,
                     intended: furthest.isFinite ? furthest - nearest : 0,
                     following: steps > 0 ? Double(followingSteps) / Double(steps) : 0)
    }
}

/// The visible heights a sheet showed under the `drag` workload, and the travel asked of it.
struct DragCoverage {
    let lowest: Double
    let highest: Double
    /// How far the pointer travelled (its furthest below its press less its nearest), px.
    let intended: Double
    /// The share of frames in which the sheet showed where the pointer put it.
    let following: Double

    /// Whether the sheet followed the pointer: over at least 80% of its travel, in at
    /// least 90% of the frames. A sheet that stayed put, jumped closed, or let go of the
    /// pointer part of the way is not measured as dragged.
    var followed: Bool { intended > 0 && highest - lowest >= 0.8 * intended && following >= 0.9 }

    init(lowest: Double, highest: Double, intended: Double, following: Double) {
        self.lowest = lowest
        self.highest = highest
        self.intended = intended
        self.following = following
    }

    /// Several rounds' coverage as one: the lowest and highest of them all, against the
    /// least travel asked, and the least share of frames following; nil for none.
    init?(rounds: [DragCoverage]) {
        guard !rounds.isEmpty else { return nil }
        self.init(lowest: rounds.map(\.lowest).min()!, highest: rounds.map(\.highest).max()!,
                  intended: rounds.map(\.intended).min()!, following: rounds.map(\.following).min()!)
    }
}
