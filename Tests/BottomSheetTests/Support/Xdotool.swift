import CGtk
import Foundation

/// Real input on X11: runs `xdotool` (XTEST) under Xvfb, the X11 half of `RealInput`.
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
                "GTK is on \(display), not X11: xdotool's input would not reach it "
                    + "(RealInput plays scripts through WestonInput on Wayland)"
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
}
