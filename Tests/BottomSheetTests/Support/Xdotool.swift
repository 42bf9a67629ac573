import CGtk
import Foundation

/// Moves the real X pointer with `xdotool` (XTEST), for end-to-end tests under Xvfb.
///
/// xdotool runs as a child process while the test keeps iterating GLib's main context,
/// so GTK receives and handles the events as they come, with their real timestamps.
@MainActor
enum Xdotool {
    enum Failure: Error, CustomStringConvertible {
        case missing
        case notOnX11(display: String)
        case failed(arguments: [String], status: Int32, stderr: String)
        case timedOut(arguments: [String])
        case unexpectedOutput(String)

        var description: String {
            switch self {
            case .missing:
                "xdotool is not installed (or not on PATH): the end-to-end pointer tests need it "
                    + "(apt-get install xdotool)"
            case let .notOnX11(display):
                "GTK is on \(display), not X11: xdotool's input would not reach it. The xdotool tests "
                    + "run on X11 only; the Wayland run leaves them out with swift test --skip"
            case let .failed(arguments, status, stderr):
                "xdotool \(arguments.joined(separator: " ")) exited with \(status): \(stderr)"
            case let .timedOut(arguments):
                "xdotool \(arguments.prefix(12).joined(separator: " ")) … did not finish in time"
            case let .unexpectedOutput(output):
                "unexpected xdotool output: \(output)"
            }
        }
    }

    /// The xdotool executable on PATH; throws `Failure.missing` when there is none, so the
    /// test fails (never skips) on a machine without it, and `Failure.notOnX11` when GTK
    /// is not on an X11 display (on Wayland, xdotool would move no pointer GTK sees).
    static func executable() throws -> URL {
        if let display = gdk_display_get_default() {
            let type = String(cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
            guard type == "GdkX11Display" else { throw Failure.notOnX11(display: type) }
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("xdotool")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.missing
    }

    /// Runs `xdotool arguments…` and iterates the main context until it has exited,
    /// calling `eachIteration` after every iteration. Returns what it printed.
    @discardableResult
    static func run(
        _ arguments: [String], timeout: Duration = .seconds(15), eachIteration: () -> Void = {}
    ) throws -> String {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let exited = MainContext.iterate(until: {
            eachIteration()
            return !process.isRunning
        }, timeout: timeout)
        guard exited else {
            process.terminate()
            process.waitUntilExit()
            throw Failure.timedOut(arguments: arguments)
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure.failed(arguments: arguments, status: process.terminationStatus, stderr: complaints)
        }
        return printed
    }

    /// Where the X pointer is on the screen (`xdotool getmouselocation`).
    static func pointerLocation() throws -> (x: Int, y: Int) {
        let output = try run(["getmouselocation"])
        var fields: [String: Int] = [:]
        for field in output.split(whereSeparator: \.isWhitespace) {
            let parts = field.split(separator: ":")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let x = fields["x"], let y = fields["y"] else { throw Failure.unexpectedOutput(output) }
        return (x, y)
    }

    /// A press at `from`, moves through `points` with `pause` seconds between them, a
    /// rest of `restBeforeRelease` seconds, then the release: one xdotool command chain.
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

    /// Lets go of the button, in case a failed test left it pressed.
    static func releaseButton() {
        _ = try? run(["mouseup", "1"], timeout: .seconds(5))
    }
}
