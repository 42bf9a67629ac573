import CGtk
import Foundation

/// The benchmark's results as Markdown: the tables, the ratios against the baselines
/// measured in the same run, and whether each target is met.
struct Report {
    let results: Benchmark.Results
    let options: BenchOptions
    let command: String
    /// Charts written beside the report (only with `--write`), linked after the tables.
    var charts: [ReportCharts.File] = []

    var markdown: String {
        var out: [String] = []
        out.append("Renderer: \(results.renderer)")
        out.append("")
        out.append("## Per-frame work (ms from before-paint to the end of after-paint)")
        out.append("")
        out.append("| rows | workload | contender | frames | p50 | p95 | p99 | CPU/frame | CPU ÷ GtkListView "
            + "| p99 ÷ GtkListView | p99 ÷ AdwFlap | p99 ÷ FullRepaint |")
        out.append("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in results.frames {
            out.append("| \(row.rows) | \(row.workload.rawValue) | \(row.contender) | \(row.stats.count) | "
                + "\(f(row.stats.p50)) | \(f(row.stats.p95)) | \(f(row.stats.p99)) | \(f(row.cpuPerFrame)) | "
                + "\(ratio(row.cpuPerFrame, baseline(row, "GtkListView")?.cpuPerFrame)) | "
                + "\(ratio(row.stats.p99, baseline(row, "GtkListView")?.stats.p99)) | "
                + "\(ratio(row.stats.p99, baseline(row, "AdwFlap")?.stats.p99)) | "
                + "\(ratio(row.stats.p99, baseline(row, "FullRepaint")?.stats.p99)) |")
        }
        out += adwSheetTable
        out += dragCoverageTable
        out += sheetFrameTables
        out += timelineTable
        if !charts.isEmpty {
            out.append("")
            out.append("## Charts")
            out.append("")
            // A paragraph each: images on adjacent lines would sit side by side.
            out.append(charts.map { "![\($0.title)](\($0.name))" }.joined(separator: "\n\n"))
        }
        if !options.perFrameOnly { out += memoryAndStartup }
        out.append("")
        out.append("## Targets")
        out.append("")
        out += targets.map { "- \($0.met.map { $0 ? "met" : "MISSED" } ?? "n/a"): \($0.text)" }
        return out.joined(separator: "\n")
    }

    private var memoryAndStartup: [String] {
        var out: [String] = []
        out.append("")
        out.append("## Memory")
        out.append("")
        out.append("| rows | peak RSS (MB) |")
        out.append("| ---: | ---: |")
        for row in results.memory {
            out.append("| \(row.rows) | \(f(Double(row.peakRSSKilobytes) / 1024)) |")
        }
        out.append("")
        out.append("Present/dismiss cycles with a fresh sheet child each time: `\(results.cycles)`")
        out.append("")
        out.append("## Startup (process start to first frame painted, median of \(results.startupSheet.count))")
        out.append("")
        let demo = median(results.startupSheet)
        let minimal = median(results.startupMinimal)
        out.append("| program | seconds |")
        out.append("| --- | ---: |")
        out.append("| bottom-sheet-demo | \(f(demo, 3)) |")
        out.append("| minimal GTK window | \(f(minimal, 3)) |")
        out.append("| ratio | \(f(demo / minimal)) |")
        return out
    }

    struct Target {
        /// Nil when there was nothing to judge it on (a band with no frames).
        let met: Bool?
        let text: String
    }

    /// Each target, for the modal sheet (the default) and the non-modal one. Where the
    /// modal sheet misses one that the full-repaint floor measured in the same run
    /// misses too, the line says so: no frame that changes every pixel (as a changing
    /// dimming does) can meet it on this machine and renderer.
    var targets: [Target] {
        var list: [Target] = []
        list += targets(for: SheetContender.modalName) + bandTargets + settleTargets(for: SheetContender.modalName)
        list += targets(for: SheetContender.nonModalName) + settleTargets(for: SheetContender.nonModalName)
        list += adwSheetTargets
        guard !options.perFrameOnly else { return list }
        let startup = median(results.startupSheet) / median(results.startupMinimal)
        list.append(Target(met: startup <= 1.2, text: "startup \(f(startup))× a minimal window (≤ 1.2)"))
        return list
    }

    private func targets(for name: String) -> [Target] {
        var list: [Target] = []
        let sheetRows = results.frames.filter { $0.contender == name }
        for row in sheetRows {
            let what = "\(name), \(row.rows) rows, \(row.workload.rawValue)"
            // Only the modal sheet repaints the window when its dimming changes.
            let floor = name == SheetContender.modalName ? baseline(row, "FullRepaint")?.stats.p99 : nil
            if name == SheetContender.nonModalName {
                list += nonModalListTargets(row, what: what)
            } else if let base = baseline(row, "GtkListView")?.stats.p99 {
                let r = row.stats.p99 / base
                list.append(Target(
                    met: r <= 1.15, text: "\(what): p99 \(f(r))× GtkListView (≤ 1.15)"
                        + floorNote(floor.map { $0 / base }, limit: 1.15, unit: "× GtkListView")))
            }
            if let base = baseline(row, "AdwFlap")?.stats.p99 {
                let r = row.stats.p99 / base
                list.append(Target(met: r <= 1.0, text: "\(what): p99 \(f(r))× AdwFlap (≤ 1.0)"))
            }
            list.append(Target(
                met: row.stats.p99 < 8,
                text: "\(what): p99 \(f(row.stats.p99)) ms (< 8)" + floorNote(floor, limit: 8, unit: " ms")))
        }
        // Flat with scale: the largest list against the smallest, and against 1,000
        // rows, where the list fills the sheet as the largest does (ten rows make a
        // shorter sheet, with fewer pixels to move).
        guard let large = options.scales.max() else { return list }
        let references = Set([options.scales.min(), options.scales.contains(1_000) ? 1_000 : nil].compactMap { $0 })
        for small in references.sorted() where small != large {
            for workload in Workload.allCases {
                if let a = sheetRows.first(where: { $0.rows == small && $0.workload == workload }),
                   let b = sheetRows.first(where: { $0.rows == large && $0.workload == workload }) {
                    let r = b.stats.p99 / a.stats.p99
                    list.append(Target(met: r <= 1.10, text: "\(name), \(workload.rawValue): p99 at \(large) rows is \(f(r))× \(small) rows (≤ 1.10)"))
                    // The same in CPU time per frame: the work itself, which a stall of
                    // the machine in one block of frames does not change.
                    let cpu = b.cpuPerFrame / a.cpuPerFrame
                    list.append(Target(met: cpu <= 1.10, text: "\(name), \(workload.rawValue): CPU per frame at \(large) rows is \(f(cpu))× \(small) rows (≤ 1.10)"))
                }
            }
        }
        return list
    }

    /// The non-modal sheet against GtkListView, from 1,000 rows on (at 10 rows the list
    /// cannot scroll, and measures an idle window): CPU time per frame at most 0.8× the
    /// list's, p99 at most the list's.
    private func nonModalListTargets(_ row: Benchmark.Row, what: String) -> [Target] {
        guard row.rows >= 1_000, let list = baseline(row, "GtkListView") else { return [] }
        let cpu = row.cpuPerFrame / list.cpuPerFrame
        let p99 = row.stats.p99 / list.stats.p99
        return [
            Target(met: cpu <= 0.8, text: "\(what): CPU per frame \(f(cpu))× GtkListView (≤ 0.8)"),
            Target(met: p99 <= 1.0, text: "\(what): p99 \(f(p99))× GtkListView (≤ 1.0)"),
        ]
    }

    /// "; the full-repaint floor alone is …" when the floor itself is over `limit`.
    private func floorNote(_ floorValue: Double?, limit: Double, unit: String) -> String {
        guard let floorValue, floorValue > limit else { return "" }
        return "; the full-repaint floor alone is \(f(floorValue))\(unit)"
    }

    /// The baseline `name` measured at the same rows and workload as a sheet's `row`;
    /// nil for the other contenders' rows, whose ratios the report does not show.
    private func baseline(_ row: Benchmark.Row, _ name: String) -> Benchmark.Row? {
        guard row.contender.hasPrefix(SheetContender.modalName) else { return nil }
        return results.frames.first { $0.rows == row.rows && $0.workload == row.workload && $0.contender == name }
    }

    private func ratio(_ value: Double, _ base: Double?) -> String {
        guard let base, base > 0 else { return "" }
        return f(value / base)
    }

    func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

    /// The full file: machine, date, command and results.
    func document(machine: String) -> String {
        """
        # Benchmarks

        Measured with `\(command)` on \(ISO8601DateFormatter().string(from: Date())).

        Machine: \(machine); renderer used: \(results.renderer)

        Every ratio compares contenders measured in the same run, alternated frame block by
        frame block (A B C A B C …), at \(BenchWindowSize.width)×\(BenchWindowSize.height), with the same list (rows made on demand).

        \(markdown)
        """
    }

    static func machineDescription() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
        let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
        return "\(cpu), \(cores) cores, \(memory) GiB; GTK \(gtk_get_major_version()).\(gtk_get_minor_version())."
            + "\(gtk_get_micro_version()), GSK_RENDERER=\(renderer), Xvfb"
    }
}
