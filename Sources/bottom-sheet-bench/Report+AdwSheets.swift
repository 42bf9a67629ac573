/// The sheet against libadwaita's own bottom sheets measured in the same run: CPU time
/// per frame and p99 as ratios, modal against modal, non-modal against non-modal, and
/// the modal sheet against AdwDialog presented as a bottom sheet.
extension Report {
    /// Which of our contenders is held against which of libadwaita's.
    static let adwSheetPairs = [
        (ours: SheetContender.modalName, theirs: AdwSheetContender.modalName),
        (ours: SheetContender.nonModalName, theirs: AdwSheetContender.nonModalName),
        (ours: SheetContender.modalName, theirs: AdwDialogContender.dialogName),
    ]

    /// Each pair measured at the same rows and workload, in the per-frame table's order.
    private var adwSheetComparisons: [(ours: Benchmark.Row, theirs: Benchmark.Row)] {
        results.frames.flatMap { theirs in
            Self.adwSheetPairs.filter { $0.theirs == theirs.contender }.compactMap { pair in
                results.frames.first {
                    $0.contender == pair.ours && $0.rows == theirs.rows && $0.workload == theirs.workload
                }.map { (ours: $0, theirs: theirs) }
            }
        }
    }

    /// The ratios' table, or nothing where libadwaita has no bottom sheets (before 1.6).
    var adwSheetTable: [String] {
        let comparisons = adwSheetComparisons
        guard !comparisons.isEmpty else { return [] }
        var out: [String] = []
        out.append("")
        out.append("## Against libadwaita's bottom sheets (ours ÷ theirs, ≤ 1.00 is the target)")
        out.append("")
        out.append("| rows | workload | ours | theirs | CPU/frame ours | CPU/frame theirs | CPU ratio | p99 ours | p99 theirs | p99 ratio |")
        out.append("| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (ours, theirs) in comparisons {
            out.append("| \(ours.rows) | \(ours.workload.rawValue) | \(ours.contender) | \(theirs.contender) | "
                + "\(f(ours.cpuPerFrame)) | \(f(theirs.cpuPerFrame)) | \(f(ours.cpuPerFrame / theirs.cpuPerFrame)) | "
                + "\(f(ours.stats.p99)) | \(f(theirs.stats.p99)) | \(f(ours.stats.p99 / theirs.stats.p99)) |")
        }
        return out
    }

    /// CPU per frame and p99 at most libadwaita's, for every pair, rows and workload; and
    /// the goals on the GTKs with libadwaita's sheets: the non-modal sheet at most half
    /// of AdwBottomSheet's (non-modal) CPU per frame, and the modal sheet's CPU per frame
    /// at most a full-window repaint's (the floor of a frame whose dimming changes).
    var adwSheetTargets: [Target] {
        let atMostTheirs = adwSheetComparisons.flatMap { ours, theirs in
            let what = "\(ours.contender), \(ours.rows) rows, \(ours.workload.rawValue)"
            let cpu = ours.cpuPerFrame / theirs.cpuPerFrame
            let p99 = ours.stats.p99 / theirs.stats.p99
            var targets = [
                Target(met: cpu <= 1.0, text: "\(what): CPU per frame \(f(cpu))× \(theirs.contender) (≤ 1.0)"),
                Target(met: p99 <= 1.0, text: "\(what): p99 \(f(p99))× \(theirs.contender) (≤ 1.0)"),
            ]
            if ours.contender == SheetContender.nonModalName {
                targets.append(Target(met: cpu <= 0.5,
                                      text: "goal: \(what): CPU per frame \(f(cpu))× \(theirs.contender) (≤ 0.5)"))
            }
            return targets
        }
        guard !atMostTheirs.isEmpty else { return [] }
        let modalAgainstRepaint = results.frames.filter { $0.contender == SheetContender.modalName }.compactMap { ours in
            results.frames.first { $0.contender == "FullRepaint" && $0.rows == ours.rows && $0.workload == ours.workload }
                .map { floor in
                    let cpu = ours.cpuPerFrame / floor.cpuPerFrame
                    return Target(met: cpu <= 1.0, text: "goal: \(ours.contender), \(ours.rows) rows, "
                        + "\(ours.workload.rawValue): CPU per frame \(f(cpu))× FullRepaint (≤ 1.0)")
                }
        }
        return atMostTheirs + modalAgainstRepaint
    }
}

/// How far each sheet moved under the real pointer's `drag`: a sheet that did not follow
/// it is listed as not measured (it has no row in the tables above).
extension Report {
    var dragCoverageTable: [String] {
        let measured = results.frames.compactMap { row in
            row.dragCoverage.map { (rows: row.rows, contender: row.contender, coverage: $0, measured: true) }
        }
        let skipped = results.unmeasured.map { (rows: $0.rows, contender: $0.contender, coverage: $0.coverage, measured: false) }
        guard !(measured + skipped).isEmpty else { return [] }
        var out: [String] = []
        out.append("")
        out.append("## Drag by the real pointer (XTest): visible height the sheet covered")
        out.append("")
        out.append("| rows | contender | lowest px | highest px | pointer travel px | frames following | measured |")
        out.append("| ---: | --- | ---: | ---: | ---: | ---: | --- |")
        for entry in measured + skipped {
            out.append("| \(entry.rows) | \(entry.contender) | \(f(entry.coverage.lowest, 0)) | "
                + "\(f(entry.coverage.highest, 0)) | \(f(entry.coverage.intended, 0)) | "
                + "\(f(entry.coverage.following * 100, 0))% | "
                + "\(entry.measured ? "yes" : "NOT MEASURED: did not follow the pointer") |")
        }
        return out
    }
}
