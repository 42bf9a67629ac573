import CBench
import CGtk
import Foundation

/// The whole benchmark: per-frame cost at each list size, alternating the contenders
/// (A B C A B C …) so that the machine's noise falls on all of them alike; then memory
/// and startup, each in child processes.
@MainActor
struct Benchmark {
    let options: BenchOptions

    struct Row {
        let rows: UInt32
        let contender: String
        let workload: Workload
        let stats: FrameStatistics
        let cpuPerFrame: Double
        /// The same frames by band and the settle frames, for the contenders that tag
        /// their frames (the sheets); nil for the others.
        let sheetFrames: SheetFrames?
        /// What the sheet covered under `drag`, every round together; nil for the others.
        let dragCoverage: DragCoverage?
    }

    /// A sheet that did not follow the real pointer in some round of `drag`: not counted.
    struct Unmeasured {
        let rows: UInt32
        let contender: String
        let coverage: DragCoverage
    }

    struct MemoryRow {
        let rows: UInt32
        let peakRSSKilobytes: Int
    }

    struct Results {
        var frames: [Row] = []
        var memory: [MemoryRow] = []
        var cycles = ""
        var startupSheet = [Double]()
        var startupMinimal = [Double]()
        /// Every recorded frame with its phases, with `--timeline` only.
        var timeline: [TimelineFrame] = []
        /// The renderer GTK really used (it falls back to Cairo when GL fails).
        var renderer = "unknown"
        /// The drags that did not move their sheet, so have no row in `frames`.
        var unmeasured: [Unmeasured] = []
    }

    func run() throws -> Results {
        var results = Results()
        if options.timelinePath != nil { FramePhaseClock.start() }
        for rows in options.scales {
            log("per-frame, \(rows) rows")
            results.frames += measureFrames(rows: rows, renderer: &results.renderer, timeline: &results.timeline,
                                            unmeasured: &results.unmeasured)
        }
        if options.timelinePath != nil { FramePhaseClock.stop() }
        if options.perFrameOnly { return results }
        for rows in options.scales {
            log("peak RSS, \(rows) rows")
            let output = try ChildProcess.output(ChildProcess.selfPath, ["--rss-probe", String(rows)])
            let kb = Int(output.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? -1
            results.memory.append(MemoryRow(rows: rows, peakRSSKilobytes: kb))
        }
        log("\(options.cycles) present/dismiss cycles")
        results.cycles = try ChildProcess.output(ChildProcess.selfPath, ["--cycle-probe", String(options.cycles)])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        log("startup")
        let demo = URL(fileURLWithPath: ChildProcess.selfPath).deletingLastPathComponent()
            .appendingPathComponent("bottom-sheet-demo").path
        for _ in 0..<options.startupRuns {
            results.startupSheet.append(try ChildProcess.secondsToFirstFrame(
                demo, ["--scenario", "list"], environment: ["BS_DEMO_REPORT_FIRST_FRAME": "1"]))
            results.startupMinimal.append(try ChildProcess.secondsToFirstFrame(ChildProcess.selfPath, ["--minimal-window"]))
        }
        return results
    }

    private func measureFrames(rows: UInt32, renderer: inout String, timeline: inout [TimelineFrame],
                               unmeasured: inout [Unmeasured]) -> [Row] {
        let scripted = options.scriptedClock
        let contenders: [any Contender] = [
            SheetContender(rows: rows, scriptedClock: scripted),
            SheetContender(rows: rows, modal: false, scriptedClock: scripted), ListContender(rows: rows),
        ] + libadwaitaContenders(rows: rows) + [RepaintFloorContender()]
        if let instance = gtk_native_get_renderer(gtk_widget_get_native(contenders[0].window)) {
            renderer = String(cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self)))
        }
        for contender in contenders { gtk_widget_set_visible(contender.window, 0) }
        let workloads = Workload.allCases.filter { options.workloads.isEmpty || options.workloads.contains($0) }
        var samples: [String: [Double]] = [:]
        var cpu: [String: [Double]] = [:]
        var sheetFrames: [String: SheetFrames] = [:]
        var coverages: [String: [DragCoverage]] = [:]
        for round in 0..<options.rounds {
            for workload in workloads {
                for contender in contenders where contender.supports(workload)
                    && (options.only.isEmpty || options.only.contains(contender.name)) {
                    let key = "\(contender.name)/\(workload.rawValue)"
                    let result = FrameLoop.run(contender, workload, frames: options.frames)
                    samples[key, default: []] += result.frameMilliseconds
                    cpu[key, default: []].append(result.cpuMillisecondsPerFrame)
                    if workload == .drag, let coverage = contender.dragCoverage() {
                        coverages[key, default: []].append(coverage)
                    }
                    if result.frameTags.contains(where: { $0 != nil }) {
                        sheetFrames[key, default: SheetFrames()].add(
                            result.frameMilliseconds, tags: result.frameTags, settling: workload == .animate)
                    }
                    let kinds = TimelineFrame.kinds(result.frameTags, settling: workload == .animate)
                    timeline += result.framePhases.indices.map { index in
                        TimelineFrame(rows: rows, contender: contender.name, workload: workload, round: round,
                                      index: index, kind: kinds[index], shownHeight: result.frameTags[index]?.shownHeight,
                                      milliseconds: result.frameMilliseconds[index], phases: result.framePhases[index])
                    }
                }
            }
        }
        for contender in contenders {
            gtk_window_destroy(UnsafeMutableRawPointer(contender.window).assumingMemoryBound(to: GtkWindow.self))
        }
        var rowsOut: [Row] = []
        for workload in workloads {
            for contender in contenders where contender.supports(workload) {
                let key = "\(contender.name)/\(workload.rawValue)"
                let coverage = coverages[key].flatMap(DragCoverage.init(rounds:))
                // A sheet that did not follow the pointer in any round measured something
                // else than a drag (a sheet at rest, or closed): it gets no row.
                if let coverage, coverages[key]?.allSatisfy(\.followed) == false {
                    unmeasured.append(Unmeasured(rows: rows, contender: contender.name, coverage: coverage))
                    continue
                }
                let cpuValues = cpu[key] ?? []
                rowsOut.append(Row(
                    rows: rows, contender: contender.name, workload: workload,
                    stats: FrameStatistics(samples[key] ?? []),
                    cpuPerFrame: cpuValues.reduce(0, +) / Double(max(cpuValues.count, 1)),
                    sheetFrames: sheetFrames[key], dragCoverage: coverage))
            }
        }
        return rowsOut
    }

    /// libadwaita's peers: its bottom sheets where it has them (1.6 and later), else
    /// AdwFlap, which 1.4 deprecates for them.
    private func libadwaitaContenders(rows: UInt32) -> [any Contender] {
        guard bench_adw_sheet_available() != 0 else { return [FlapContender(rows: rows)] }
        return [
            AdwSheetContender(rows: rows, modal: true), AdwSheetContender(rows: rows, modal: false),
            AdwDialogContender(rows: rows),
        ]
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
    }
}
