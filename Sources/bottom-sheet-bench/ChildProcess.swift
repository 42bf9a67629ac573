import Foundation

/// Runs this same program (or a sibling one) in a child process and reads its output.
enum ChildProcess {
    /// The benchmark's own executable.
    static var selfPath: String { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path }

    /// A process for `path` with `arguments`, this process's environment with `environment`
    /// over it, and a pipe that takes its standard output; not started.
    private static func prepared(_ path: String, _ arguments: [String], environment: [String: String]) -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        return (process, pipe)
    }

    /// Runs `path` with `arguments` and returns its standard output.
    static func output(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let (process, pipe) = prepared(path, arguments, environment: environment)
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Seconds from starting `path` until it prints a line containing "first-frame".
    static func secondsToFirstFrame(_ path: String, _ arguments: [String], environment: [String: String] = [:])
        throws -> Double
    {
        let (process, pipe) = prepared(path, arguments, environment: environment)
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var seen = ""
        while !seen.contains("first-frame") {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        let elapsed = clock.now - start
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        guard seen.contains("first-frame") else { throw ProbeError.noFirstFrame(path) }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    enum ProbeError: Error, CustomStringConvertible {
        case noFirstFrame(String)
        var description: String {
            switch self {
            case let .noFirstFrame(path): "\(path) exited without reporting its first frame"
            }
        }
    }
}
