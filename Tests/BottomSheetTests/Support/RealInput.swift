import CGtk

/// Real input through the display server, for end-to-end tests: a script in xdotool's
/// words, run by `xdotool` on X11 (`Xdotool`) and played through the test compositor's
/// input injector on Wayland (`WestonInput`, which also knows touch words). Either way
/// the events reach GTK from its backend, with their own timestamps, while the test
/// iterates the main context.
@MainActor
enum RealInput {
    /// The display server GTK is on.
    enum Backend: Equatable { case x11, wayland }

    static var backend: Backend? {
        guard let display = gdk_display_get_default() else { return nil }
        let type = String(cString: g_type_name_from_instance(
            UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
        switch type {
        case "GdkX11Display": return .x11
        case "GdkWaylandDisplay": return .wayland
        default: return nil
        }
    }

    /// Runs `script` and iterates the main context until it has ended, calling
    /// `eachIteration` after every iteration. Returns what it printed.
    @discardableResult
    static func run(
        _ script: [String], timeout: Duration = .seconds(15), eachIteration: () -> Void = {}
    ) throws -> String {
        switch backend {
        case .wayland: try WestonInput.run(script, timeout: timeout, eachIteration: eachIteration)
        default: try Xdotool.run(script, timeout: timeout, eachIteration: eachIteration)
        }
    }

    /// Where the pointer is, in the window's coordinates (`getmouselocation`).
    static func pointerLocation() throws -> (x: Int, y: Int) {
        let output = try run(["getmouselocation"])
        var fields: [String: Int] = [:]
        for field in output.split(whereSeparator: \.isWhitespace) {
            let parts = field.split(separator: ":")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let x = fields["x"], let y = fields["y"] else { throw Xdotool.Failure.unexpectedOutput(output) }
        return (x, y)
    }

    /// A press at `from`, moves through `points` with `pause` seconds between them, a
    /// rest of `restBeforeRelease` seconds, then the release: one script.
    static func dragChain(
        from start: (x: Int, y: Int), through points: [(x: Int, y: Int)],
        pause: Double, restBeforeRelease: Double
    ) -> [String] {
        var chain = ["mousemove", "--sync", "\(start.x)", "\(start.y)", "sleep", "0.05", "mousedown", "1"]
        for point in points {
            chain += ["sleep", String(format: "%.3f", pause), "mousemove", "--sync", "\(point.x)", "\(point.y)"]
        }
        if restBeforeRelease > 0 { chain += ["sleep", String(format: "%.3f", restBeforeRelease)] }
        chain += ["mouseup", "1"]
        return chain
    }

    /// A finger put down at `from`, moved through `points` with `pause` seconds between
    /// them, resting `restBeforeLift` seconds, then lifted: one script (Wayland only).
    static func touchChain(
        from start: (x: Int, y: Int), through points: [(x: Int, y: Int)],
        pause: Double, restBeforeLift: Double, finger: Int = 0
    ) -> [String] {
        var chain = ["touchdown", "\(finger)", "\(start.x)", "\(start.y)"]
        for point in points {
            chain += ["sleep", String(format: "%.3f", pause), "touchmove", "\(finger)", "\(point.x)", "\(point.y)"]
        }
        if restBeforeLift > 0 { chain += ["sleep", String(format: "%.3f", restBeforeLift)] }
        chain += ["touchup", "\(finger)"]
        return chain
    }

    /// What a drag is made with: the mouse's left button or a finger.
    enum Contact: Sendable, CustomStringConvertible {
        case pointer, finger

        var description: String { self == .pointer ? "pointer" : "finger" }
    }

    /// `dragChain` or `touchChain`, as `contact` says.
    static func chain(
        _ contact: Contact, from start: (x: Int, y: Int), through points: [(x: Int, y: Int)],
        pause: Double, rest: Double
    ) -> [String] {
        switch contact {
        case .pointer: dragChain(from: start, through: points, pause: pause, restBeforeRelease: rest)
        case .finger: touchChain(from: start, through: points, pause: pause, restBeforeLift: rest)
        }
    }

    /// Lets go of the button, in case a failed test left it pressed.
    static func releaseButton() {
        _ = try? run(["mouseup", "1"], timeout: .seconds(5))
    }
}
