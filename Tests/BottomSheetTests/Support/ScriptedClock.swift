@testable import BottomSheet
import CBottomSheet
import CGtk
import Testing

/// Scripted time for one sheet: requests, presses, event timestamps and animation frames
/// all read `now`, which moves only when the test says. Thousands of animations then run
/// in no wall-clock time, and the same script gives the same positions on every run.
///
/// GTK's own frames still come whenever the test iterates the main context; their tick
/// reads `now` too, so a real frame and a scripted one agree on where the sheet is.
@MainActor
final class ScriptedClock {
    /// Weak both ways: the clock never keeps a dead sheet alive, and a sheet that
    /// outlives its clock falls back to the real clock instead of crashing.
    private let sheet: SheetTestSeam.Weak
    private(set) var now: Double
    /// Added to `now` for event timestamps only: GTK's event times come from another
    /// clock (the X server's, in milliseconds since it started, wrapping at 2^32 ms).
    var eventClockOffset = 0.0

    /// Takes over `sheet`'s clocks, starting at `start` seconds.
    init(_ sheet: OpaquePointer, start: Double = 1000) {
        let seam = SheetTestSeam(sheet)!
        self.sheet = SheetTestSeam.Weak(seam)
        now = start
        seam.clock = { [weak self] in self?.now ?? SheetTestSeam.now() }
        seam.frameTime = { [weak self] clock in self?.now ?? SheetTestSeam.gdkFrameTime(clock) }
        seam.eventTime = { [weak self] gesture in
            guard let self else { return SheetTestSeam.gtkEventTime(gesture) }
            return self.now + self.eventClockOffset
        }
    }

    /// Moves time on by `seconds` (0 is allowed: two events with the same timestamp).
    func advance(by seconds: Double) {
        now += max(0, seconds)
    }

    /// Whether an animation is running (the sheet's tick callback is installed).
    var isAnimating: Bool { sheet.seam?.isAnimating == true }

    /// One animation frame at `now`, as GTK's frame clock would run it, without waiting
    /// for a real frame: the sheet's tick callback, then its removal when it says it is
    /// done. Nothing when no animation runs or the sheet is not on screen (GTK ticks
    /// only mapped widgets). `frameTime`: the frame clock's time for the frame, when it
    /// is not `now` (GTK's times keep to a grid of refresh intervals).
    func frame(frameTime: Double? = nil) {
        sheet.seam?.frame(frameTime: frameTime ?? now)
    }

    /// Lets `seconds` pass in frames of 1/60 s (fewer when the animation ends first).
    func run(for seconds: Double) {
        let end = now + max(0, seconds)
        while now < end && isAnimating {
            advance(by: min(1.0 / 60, end - now))
            frame()
        }
        now = max(now, end)
    }

    /// Runs frames until no animation is left; returns false if one still runs after
    /// `limit` seconds of scripted time (a spring settles in well under one).
    @discardableResult
    func runUntilResting(limit: Double = 10) -> Bool {
        let end = now + limit
        while now < end && isAnimating {
            advance(by: 1.0 / 60)
            frame()
        }
        return !isAnimating
    }
}

extension SheetFixture {
    /// A fixture (as `open(_:width:height:hostContent:configure:)`) whose sheet rests at
    /// `detent` on scripted time (`presentOnScriptedTime(restingAt:)`).
    static func openOnScriptedTime(
        _ content: SheetContent = .list(rows: 200), restingAt detent: Detent = .expanded,
        configure: (OpaquePointer) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (SheetFixture, ScriptedClock) {
        let fixture = try open(content, configure: configure)
        return (fixture, try fixture.presentOnScriptedTime(restingAt: detent, sourceLocation: sourceLocation))
    }

    /// Takes over the sheet's clocks (a `ScriptedClock`), presents the sheet on them and
    /// requires that it rests at `expanded`, then, for another `detent`, at `detent`,
    /// drawn there. A frame is drawn first, so that the sheet opens from a laid-out host.
    func presentOnScriptedTime(
        restingAt detent: Detent = .expanded, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScriptedClock {
        let clock = ScriptedClock(host)
        window.waitForDraw()
        bs_bottom_sheet_present(host)
        try #require(clock.runUntilResting(), sourceLocation: sourceLocation)
        if detent != .expanded {
            bs_bottom_sheet_set_detent(host, detent.bsDetent)
            try #require(clock.runUntilResting(), sourceLocation: sourceLocation)
        }
        window.waitForDraw()
        try #require(self.detent == detent && isResting, sourceLocation: sourceLocation)
        return clock
    }
}

extension ScriptedClock {
    /// Brings the sheet to rest and lets GTK lay it out, frame after frame, until it
    /// rests exactly where GTK's measurements put it (`SheetInvariants.atRest` finds
    /// nothing) or `limit` frames have passed; returns what is still wrong then. A list
    /// that changed under a scroll (rows removed mid-drag) can take GTK more than one
    /// frame to measure anew, and the sheet follows each new measurement a frame later:
    /// how many frames that takes depends on how busy the machine is.
    func settleLaidOut(_ fixture: SheetFixture, limit: Int = 10) -> [String] {
        var problems: [String] = []
        for _ in 0..<limit {
            runUntilResting()
            fixture.window.waitForDraw()
            MainContext.drainPending()
            problems = isAnimating ? ["still moving after a frame"] : SheetInvariants.atRest(fixture.host)
            if problems.isEmpty { break }
        }
        return problems
    }

    /// Runs the animation one 60-Hz frame at a time, each drawn in `fixture`'s window,
    /// until it stops or `limit` frames have run; `eachFrame` runs after each frame
    /// while the animation still runs. Returns the number of frames.
    @discardableResult
    func runDrawnFrames(of fixture: SheetFixture, limit: Int, eachFrame: (Int) -> Void = { _ in }) -> Int {
        var frames = 0
        while isAnimating && frames < limit {
            advance(by: 1.0 / 60)
            frame()
            fixture.window.waitForDraw()
            frames += 1
            if isAnimating { eachFrame(frames) }
        }
        return frames
    }
}
