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
                let ofKind = frames.filter { $0.kind == kind }
                guard !ofKind.isEmpty else { continue }
                let phases = ofKind.map(\.phases)
                func p50(_ values: [Double]) -> String { f(FrameStatistics(values).p50) }
                func p50(_ part: KeyPath<FramePhases, Double>) -> String { p50(phases.map { $0[keyPath: part] }) }
                out.append("| \(row.rows) | \(row.workload.rawValue) | \(row.contender) | \(kind.rawValue) | \(ofKind.count) | "
                    + "\(p50(ofKind.map(\.milliseconds))) | \(p50(\.update)) | \(p50(\.layout)) | \(p50(\.paint)) | \(p50(\.afterPaint)) | "
                    + "\(f(ofKind.map(\.milliseconds).max() ?? .nan)) |")
            }
        }
        return out
    }
}
