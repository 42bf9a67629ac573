/// The benchmark's command line.
///
///     bottom-sheet-bench [--quick] [--rounds N] [--frames N] [--rows 10,1000,…] [--write FILE]
///                        [--only CONTENDER] [--workload drag|animate] [--per-frame-only]
///                        [--timeline FILE.csv] [--scripted-clock]
///
/// `--only` and `--workload` can be given more than once; without them every contender
/// runs every workload it supports. `--scripted-clock` runs the sheets' animations on a
/// scripted clock (1/60 s a frame, whatever the wall time), with `--workload animate` only.
///
/// Internal modes, run as child processes by the benchmark itself:
///     --rss-probe ROWS      peak RSS of a sheet with ROWS rows, dragged for a while
///     --cycles N            N present/dismiss cycles with a fresh sheet child each time
///     --minimal-window      a plain GTK window that reports its first frame
///
/// And on its own: `--motion-trace FILE.png`, the same scripted flick on each sheet,
/// its height per frame drawn into FILE.png (see MotionTrace).
struct BenchOptions {
    enum Mode: Equatable {
        case full
        case rssProbe(rows: UInt32)
        case cycles(count: Int)
        case minimalWindow
        case motionTrace(path: String)
    }

    var mode = Mode.full
    /// Alternating rounds per scale: every contender runs once per round. Several short
    /// blocks rather than a few long ones, so that a stall of the (shared, virtual)
    /// machine falls on every contender's frames, not on one block of one contender.
    var rounds = 4
    /// Frames measured per contender per round.
    var frames = 60
    var scales: [UInt32] = [10, 1_000, 100_000, 1_000_000]
    var cycles = 1_000
    var startupRuns = 10
    /// Where to write the Markdown report (BENCHMARKS.md), if anywhere.
    var reportPath: String?
    /// Measure only these contenders (for profiling one of them under callgrind).
    var only: Set<String> = []
    /// Run only these workloads, all of them if empty (for profiling one under callgrind).
    var workloads: Set<Workload> = []
    /// Skip memory and startup (for profiling and for trying a change quickly).
    var perFrameOnly = false
    /// Where to write every recorded frame with its phases (update, layout, paint,
    /// after-paint) as CSV; the report then sums them up by kind of frame.
    var timelinePath: String?
    /// Whether our sheets animate on a scripted clock, every frame 1/60 s after the last
    /// (`BottomSheet.runAnimationsOnScriptedClock`): for counting instructions under
    /// callgrind, whose slowed wall clock would decide how many frames a spring takes.
    /// Frame times then no longer say how the sheet moves for real.
    var scriptedClock = false

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func number(_ option: String) throws(UsageError) -> Int {
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                throw UsageError(description: "\(option) needs a whole number above 0")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                // Tiny counts: keeps the benchmark working in the test command.
                rounds = 1
                frames = 20
                scales = [10, 100_000]
                cycles = 20
                startupRuns = 1
            case "--rounds": rounds = try number(argument)
            case "--frames": frames = try number(argument)
            case "--cycles": cycles = try number(argument)
            case "--rows":
                guard let text = rest.popFirst() else { throw UsageError(description: "--rows needs a list like 10,1000") }
                let values = text.split(separator: ",").compactMap { UInt32($0) }
                guard !values.isEmpty, values.count == text.split(separator: ",").count else {
                    throw UsageError(description: "--rows needs whole numbers separated by commas, not '\(text)'")
                }
                scales = values
            case "--write":
                guard let path = rest.popFirst() else { throw UsageError(description: "--write needs a file name") }
                reportPath = path
            case "--only":
                guard let name = rest.popFirst() else { throw UsageError(description: "--only needs a contender name") }
                only.insert(name)
            case "--workload":
                guard let name = rest.popFirst(), let workload = Workload(rawValue: name) else {
                    let names = Workload.allCases.map(\.rawValue).joined(separator: "|")
                    throw UsageError(description: "--workload needs one of \(names)")
                }
                workloads.insert(workload)
            case "--per-frame-only": perFrameOnly = true
            case "--timeline":
                guard let path = rest.popFirst() else { throw UsageError(description: "--timeline needs a file name") }
                timelinePath = path
            case "--scripted-clock": scriptedClock = true
            case "--rss-probe": mode = .rssProbe(rows: UInt32(try number(argument)))
            case "--cycle-probe": mode = .cycles(count: try number(argument))
            case "--minimal-window": mode = .minimalWindow
            case "--motion-trace":
                guard let path = rest.popFirst() else { throw UsageError(description: "--motion-trace needs a file name") }
                mode = .motionTrace(path: path)
            default: throw UsageError(description: "unknown option '\(argument)'")
            }
        }
        // A drag's pointer events come on the real clock, which the scripted frames
        // would not agree with.
        if scriptedClock && workloads != [.animate] {
            throw UsageError(description: "--scripted-clock needs --workload animate, and no other workload")
        }
    }
}
