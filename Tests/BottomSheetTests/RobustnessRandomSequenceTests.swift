import CBottomSheet
import CGtk
import Foundation
import Testing

/// Random event sequences at the widget level (`RandomSheetSequence`): a sheet in
/// someone else's app meets every order of events, pages pushed and popped among them,
/// and must never log a warning, hold a NaN, leave its bounds, say it is somewhere it
/// is not, report a change that is none, miscount its pages or keep a popped one.
///
/// Fast by default (a few seconds); for long runs, and to replay a failure:
///
///     BS_ROBUSTNESS_SEQUENCES=5000 scripts/test.sh      # more sequences (default 100)
///     BS_ROBUSTNESS_STEPS=100                            # steps per sequence (default 30)
///     BS_ROBUSTNESS_BASE_SEED=0x1234                     # another set of seeds
///     BS_ROBUSTNESS_SEED=0x… BS_ROBUSTNESS_STEPS=… swift test --filter RobustnessRandom
///                                                        # only the sequence that failed
///
/// Each bug a long run found has a targeted test of its own (LifecycleAbuseTests,
/// RobustnessLayoutTests, GestureTests, PageRobustnessTests): a seed replays the same
/// steps, but GTK's frames may fall differently between them, so a seed alone is no
/// reliable regression test.
@MainActor
@Suite(.serialized)
struct RobustnessRandomSequenceTests {
    struct Configuration {
        static let defaultSequences = 100
        static let defaultSteps = 30
        /// Fixed, so every run of the test command tries the same sequences.
        static let defaultBaseSeed: UInt64 = 0x5EED_B077_0125_4EE7

        /// The sequences to run: (seed, number of steps).
        var runs: [(seed: UInt64, steps: Int)]

        static func fromEnvironment() throws -> Configuration {
            let environment = ProcessInfo.processInfo.environment
            let steps = try number(environment, "BS_ROBUSTNESS_STEPS").map(Int.init) ?? defaultSteps
            if let seed = try number(environment, "BS_ROBUSTNESS_SEED") {
                return Configuration(runs: [(seed, steps)])
            }
            let count = try number(environment, "BS_ROBUSTNESS_SEQUENCES").map(Int.init) ?? defaultSequences
            let base = try number(environment, "BS_ROBUSTNESS_BASE_SEED") ?? defaultBaseSeed
            let random = (0..<count).map { (SeededRandom.seed(base: base, index: $0), steps) }
            return Configuration(runs: random)
        }

        /// A decimal or 0x-hexadecimal number from the environment; a bad one fails the
        /// test rather than quietly running the defaults.
        private static func number(_ environment: [String: String], _ name: String) throws -> UInt64? {
            guard let text = environment[name]?.replacingOccurrences(of: "_", with: "") else { return nil }
            let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            guard let parsed else { throw ConfigurationError(description: "\(name)=\(text) is not a number") }
            return parsed
        }
    }

    struct ConfigurationError: Error, CustomStringConvertible {
        let description: String
    }

    @Test func randomEventSequencesKeepTheSheetConsistent() throws {
        let configuration = try Configuration.fromEnvironment()
        try gtkTest {
            let placeholder = gtk_label_new("")!
            let window = try TestWindow.open(width: 600, height: 800, child: placeholder)
            let started = ContinuousClock.now
            var previous: RandomSheetSequence?
            var coastsTakenOver = 0
            for (index, run) in configuration.runs.enumerated() {
                try #require(restoreWindowSize(window), "the window did not return to 600×800")
                let sequence = RandomSheetSequence(seed: run.seed, window: window)
                // The previous sheet was just replaced: it and all its parts must be freed.
                if let survivors = previous?.watch.waitForAllFinalized(), !survivors.isEmpty {
                    Issue.record("seed \(hex(previous!.seed)): still alive after its sheet was replaced: \(survivors)")
                    return
                }
                previous = sequence
                let problems = sequence.run(steps: run.steps)
                coastsTakenOver += sequence.coastsTakenOver
                guard problems.isEmpty else {
                    report(sequence, problems, index: index, of: configuration.runs.count)
                    return
                }
            }
            gtk_window_set_child(window.window, nil)
            if let previous {
                let survivors = previous.watch.waitForAllFinalized()
                #expect(survivors.isEmpty, "seed \(hex(previous.seed)): still alive after its sheet was removed: \(survivors)")
            }
            let elapsed = ContinuousClock.now - started
            let steps = configuration.runs.reduce(0) { $0 + $1.steps }
            print("Random sequences: \(configuration.runs.count), \(steps) steps in all, \(coastsTakenOver) coasts taken over, in \(elapsed)")
        }
    }

    /// Records the failure with everything needed to replay it, and prints it too: the
    /// issue's text can be cut short in some reporters.
    private func report(_ sequence: RandomSheetSequence, _ problems: [String], index: Int, of count: Int) {
        let steps = sequence.history.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        let text = """
            Random sequence \(index + 1) of \(count), seed \(hex(sequence.seed)), failed after step \(sequence.history.count):
            \(problems.map { "  - \($0)" }.joined(separator: "\n"))
            Steps:
            \(steps)
            Replay it alone with: BS_ROBUSTNESS_SEED=\(hex(sequence.seed)) BS_ROBUSTNESS_STEPS=\(sequence.stepsTaken)
            """
        print(text)
        Issue.record(Comment(rawValue: text))
    }

    private func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

    /// Puts the window back to 600×800 after a sequence that resized it.
    private func restoreWindowSize(_ window: TestWindow) -> Bool {
        gtk_window_set_default_size(window.window, 600, 800)
        return MainContext.iterate(until: {
            gtk_widget_get_width(window.widget) == 600 && gtk_widget_get_height(window.widget) == 800
        }, timeout: .seconds(2))
    }
}
