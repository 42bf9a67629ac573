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

    /// CPU per frame and p99 at most libadwaita's, for every pair, rows and workload.
    var adwSheetTargets: [Target] {
        adwSheetComparisons.flatMap { ours, theirs in
            let what = "\(ours.contender), \(ours.rows) rows, \(ours.workload.rawValue)"
            let cpu = ours.cpuPerFrame / theirs.cpuPerFrame
            let p99 = ours.stats.p99 / theirs.stats.p99
            return [
                Target(met: cpu <= 1.0, text: "\(what): CPU per frame \(f(cpu))× \(theirs.contender) (≤ 1.0)"),
                Target(met: p99 <= 1.0, text: "\(what): p99 \(f(p99))× \(theirs.contender) (≤ 1.0)"),
            ]
        }
    }
}
