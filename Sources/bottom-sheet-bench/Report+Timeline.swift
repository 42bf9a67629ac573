/// The `--timeline` frames summed up: where each kind of frame spends its time.
extension Report {
    /// The phases' table, or nothing when the run timed no phases.
    var timelineTable: [String] {
        guard !results.timeline.isEmpty else { return [] }
        var out: [String] = []
        out.append("")
        out.append("## Frame phases (`--timeline`: p50 of each phase on its own, and the slowest frame)")
        out.append("")
        out.append("| rows | workload | contender | kind | frames | total | update | layout | paint | after-paint | total max |")
        out.append("| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        // In the per-frame table's order: rows, workload, contender.
        for row in results.frames {
            let frames = results.timeline.filter {
                $0.rows == row.rows && $0.workload == row.workload && $0.contender == row.contender
            }
            for kind in TimelineFrame.Kind.allCases {
                let phases = frames.filter { $0.kind == kind }.map(\.phases)
                guard !phases.isEmpty else { continue }
                func p50(_ part: KeyPath<FramePhases, Double>) -> String {
                    f(FrameStatistics(phases.map { $0[keyPath: part] }).p50)
                }
                out.append("| \(row.rows) | \(row.workload.rawValue) | \(row.contender) | \(kind.rawValue) | \(phases.count) | "
                    + "\(p50(\.total)) | \(p50(\.update)) | \(p50(\.layout)) | \(p50(\.paint)) | \(p50(\.afterPaint)) | "
                    + "\(f(phases.map(\.total).max() ?? .nan)) |")
            }
        }
        return out
    }
}
