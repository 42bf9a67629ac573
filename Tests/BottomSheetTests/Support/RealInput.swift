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
        chain(.pointer, from: start, through: points, pause: pause, rest: restBeforeRelease)
    }

    /// A finger put down at `from`, moved through `points` with `pause` seconds between
    /// them, resting `restBeforeLift` seconds, then lifted: one script (Wayland only).
    static func touchChain(
        from start: (x: Int, y: Int), through points: [(x: Int, y: Int)],
        pause: Double, restBeforeLift: Double
    ) -> [String] {
        chain(.finger, from: start, through: points, pause: pause, rest: restBeforeLift)
    }

    /// What a drag is made with: the mouse's left button or a finger.
    enum Contact: Sendable, CustomStringConvertible {
        case pointer, finger

        var description: String { self == .pointer ? "pointer" : "finger" }

        /// The script that presses (or puts the finger down) at `point`.
        func press(at point: (x: Int, y: Int)) -> [String] {
            switch self {
            case .pointer: ["mousemove", "--sync", "\(point.x)", "\(point.y)", "sleep", "0.05", "mousedown", "1"]
            case .finger: ["touchdown", "0", "\(point.x)", "\(point.y)"]
            }
        }

        /// The script that moves the pressed contact through `points`, `pause` seconds
        /// before each.
        func moves(through points: [(x: Int, y: Int)], pause: Double) -> [String] {
            points.flatMap { point in
                let move = self == .pointer
                    ? ["mousemove", "--sync", "\(point.x)", "\(point.y)"] : ["touchmove", "0", "\(point.x)", "\(point.y)"]
                return ["sleep", String(format: "%.3f", pause)] + move
            }
        }

        /// The script that rests `rest` seconds, then lets go.
        func release(after rest: Double) -> [String] {
            (rest > 0 ? ["sleep", String(format: "%.3f", rest)] : []) + (self == .pointer ? ["mouseup", "1"] : ["touchup", "0"])
        }
    }

    /// A drag made with `contact`: pressed at `start`, moved through `points` with `pause`
    /// seconds between them, resting `rest` seconds, then let go; one script.
    static func chain(
        _ contact: Contact, from start: (x: Int, y: Int), through points: [(x: Int, y: Int)],
        pause: Double, rest: Double
    ) -> [String] {
        contact.press(at: start) + contact.moves(through: points, pause: pause) + contact.release(after: rest)
    }

    /// Lets go of the button, in case a failed test left it pressed.
    static func releaseButton() {
        _ = try? run(["mouseup", "1"], timeout: .seconds(5))
    }
}
