import CAdw
import CGtk
import Foundation

/// bottom-sheet-bench: what the sheet costs per frame, in memory and at startup, against
/// GtkListView and AdwFlap measured in the same run. See BENCHMARKS.md.
let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("bottom-sheet-bench: \(error)\n".utf8))
    exit(2)
}

MainActor.assumeIsolated {
    // libadwaita's own init also starts GTK (and is needed for AdwFlap's styles).
    adw_init()
    switch options.mode {
    case let .rssProbe(rows): MemoryProbes.peakRSS(rows: rows)
    case let .cycles(count): MemoryProbes.cycles(count)
    case .minimalWindow: MinimalWindow.run()
    case let .motionTrace(path):
        do {
            try createFolder(of: path)
            try MotionTrace.run(writingTo: path)
        } catch {
            FileHandle.standardError.write(Data("bottom-sheet-bench: \(error)\n".utf8))
            exit(1)
        }
    case .full:
        do {
            let results = try Benchmark(options: options).run()
            let command = (["bottom-sheet-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
            var report = Report(results: results, options: options, command: command)
            if let path = options.reportPath {
                try createFolder(of: path)
                report.charts = try ReportCharts.write(results, besideReport: path)
                try report.document(machine: Report.machineDescription()).write(toFile: path, atomically: true, encoding: .utf8)
            }
            if let path = options.timelinePath {
                try createFolder(of: path)
                try TimelineFrame.csv(results.timeline).write(toFile: path, atomically: true, encoding: .utf8)
            }
            print(report.markdown)
        } catch {
            FileHandle.standardError.write(Data("bottom-sheet-bench: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Makes the folder of the file at `path` (test-output/ in a fresh clone) if it is not there.
func createFolder(of path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
}
