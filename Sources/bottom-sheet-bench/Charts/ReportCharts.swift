import Foundation

/// Writes the report's charts as PNG files beside it (`bench-cairo.md` gets
/// `bench-cairo-frame-times-drag.png` and so on) and says what each one is, for the
/// report to link them by their file name.
@MainActor
enum ReportCharts {
    struct File {
        let title: String
        /// The PNG's name, in the report's folder.
        let name: String
    }

    static func write(_ results: Benchmark.Results, besideReport reportPath: String) throws -> [File] {
        let report = URL(fileURLWithPath: reportPath)
        let folder = report.deletingLastPathComponent()
        let stem = report.deletingPathExtension().lastPathComponent
        let workloads = Workload.allCases.filter { workload in results.frames.contains { $0.workload == workload } }
        var files: [File] = []
        func save(_ canvas: ChartCanvas, _ suffix: String, _ title: String) throws {
            let name = "\(stem)-\(suffix).png"
            try canvas.writePNG(to: folder.appendingPathComponent(name).path)
            files.append(File(title: title, name: name))
        }
        for workload in workloads {
            let chart = FrameTimeChart(workload: workload, renderer: results.renderer,
                                       rows: results.frames.filter { $0.workload == workload })
            try save(chart.draw(), "frame-times-\(workload.rawValue)", "Frame times, \(workload.rawValue)")
        }
        if !workloads.isEmpty {
            let chart = CPUScaleChart(renderer: results.renderer, workloads: workloads, rows: results.frames)
            try save(chart.draw(), "cpu-per-frame", "CPU time per frame against rows")
        }
        return files
    }
}
