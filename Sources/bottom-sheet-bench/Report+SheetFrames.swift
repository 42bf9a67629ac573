/// The sheets' frames told apart by their tags: the modal sheet below and above
/// `expanded` against the full-repaint floor and the non-modal sheet, and the frames in
/// which an animation settles against the median frame.
extension Report {
    /// The bands' and settle frames' tables, after the per-frame table.
    var sheetFrameTables: [String] {
        var out: [String] = []
        out.append("")
        out.append("## Modal sheet by band (below `expanded` the dimming changes with every frame)")
        out.append("")
        out.append("| rows | workload | band | frames | p50 | p95 | p99 | p50 ÷ FullRepaint p50 | p50 ÷ non-modal above p50 |")
        out.append("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (rows, workload) in measuredScalesAndWorkloads {
            let bands = Bands(rows: rows, workload: workload, results: results)
            let lead = "| \(rows) | \(workload.rawValue) | "
            if let below = bands.modalBelow {
                out.append(lead + "\(SheetContender.modalName), below expanded | \(cells(below)) | "
                    + "\(cell(below.p50 / (bands.floorP50 ?? .nan))) |  |")
            }
            if let above = bands.modalAbove {
                out.append(lead + "\(SheetContender.modalName), above expanded | \(cells(above)) |  | "
                    + "\(cell(above.p50 / (bands.nonModalAbove?.p50 ?? .nan))) |")
            }
            if let above = bands.nonModalAbove {
                out.append(lead + "\(SheetContender.nonModalName), above expanded | \(cells(above)) |  |  |")
            }
        }
        out.append("")
        out.append("## Settle frames (animate: the last \(SheetFrames.settleFrameCount) frames of each animation, "
            + "the frame in which the sheet comes to rest included)")
        out.append("")
        out.append("| rows | contender | animations | settle frames | settle max | p50 | settle max ÷ p50 |")
        out.append("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
        for row in results.frames where row.workload == .animate {
            guard let frames = row.sheetFrames else { continue }
            let max = frames.settle.max() ?? .nan
            out.append("| \(row.rows) | \(row.contender) | \(frames.settledAnimations) | \(frames.settle.count) | "
                + "\(cell(max)) | \(cell(row.stats.p50)) | \(cell(max / row.stats.p50)) |")
        }
        return out
    }

    /// The modal sheet's band targets at each rows and workload: below `expanded`, p50 at
    /// most 1.05× the full-repaint floor's; above it, p50 within 10 % of the non-modal
    /// sheet's above `expanded`.
    var bandTargets: [Target] {
        var list: [Target] = []
        for (rows, workload) in measuredScalesAndWorkloads {
            let bands = Bands(rows: rows, workload: workload, results: results)
            let what = "\(SheetContender.modalName), \(rows) rows, \(workload.rawValue)"
            // Judged where both sides were measured; "n/a" where a band had no frames.
            if let below = bands.modalBelow, let floor = bands.floorP50 {
                list.append(ratioTarget("\(what): below expanded, p50", below.p50 / floor, "FullRepaint's p50",
                                        limit: 1.05, missing: "no frames below expanded"))
            }
            if let above = bands.modalAbove, let nonModal = bands.nonModalAbove {
                list.append(ratioTarget("\(what): above expanded, p50", above.p50 / nonModal.p50,
                                        "the non-modal sheet's p50 above expanded",
                                        limit: 1.10, missing: "no frames above expanded"))
            }
        }
        return list
    }

    /// A sheet contender's settle target at each rows: the worst settle frame of the
    /// animate workload at most 1.5× that workload's median frame.
    func settleTargets(for name: String) -> [Target] {
        results.frames.filter { $0.contender == name && $0.workload == .animate && $0.sheetFrames != nil }.map { row in
            let r = (row.sheetFrames?.settle.max() ?? .nan) / row.stats.p50
            return ratioTarget("\(name), \(row.rows) rows, animate: settle max", r, "p50",
                               limit: 1.5, missing: "no animation came to rest while frames were recorded")
        }
    }

    /// "`subject` 1.02× `reference` (≤ `limit`)", judged; or, where `ratio` could not be
    /// measured, a line saying why (`missing`), not judged.
    private func ratioTarget(_ subject: String, _ ratio: Double, _ reference: String,
                             limit: Double, missing: String) -> Target {
        guard ratio.isFinite else {
            return Target(met: nil, text: "\(subject) ≤ \(f(limit))× \(reference): \(missing)")
        }
        return Target(met: ratio <= limit, text: "\(subject) \(f(ratio))× \(reference) (≤ \(f(limit)))")
    }

    /// Each rows and workload at which a sheet was measured, in the report's order.
    private var measuredScalesAndWorkloads: [(UInt32, Workload)] {
        var seen: [(UInt32, Workload)] = []
        for row in results.frames where row.sheetFrames != nil
            && !seen.contains(where: { $0.0 == row.rows && $0.1 == row.workload }) {
            seen.append((row.rows, row.workload))
        }
        return seen
    }

    /// "frames | p50 | p95 | p99" of one band, "n/a" for the times of a band with no frames.
    private func cells(_ stats: FrameStatistics) -> String {
        "\(stats.count) | \(cell(stats.p50)) | \(cell(stats.p95)) | \(cell(stats.p99))"
    }

    /// A number with two decimals, or "n/a" when there was nothing to measure it from.
    private func cell(_ value: Double) -> String { value.isFinite ? f(value) : "n/a" }
}

/// The band statistics at one rows and workload: nil where the contender was not measured.
private struct Bands {
    let modalBelow: FrameStatistics?
    let modalAbove: FrameStatistics?
    let nonModalAbove: FrameStatistics?
    /// The full-repaint floor's p50 over all its frames.
    let floorP50: Double?

    /// Looks the contenders' rows up in `results`.
    init(rows: UInt32, workload: Workload, results: Benchmark.Results) {
        func row(_ name: String) -> Benchmark.Row? {
            results.frames.first { $0.rows == rows && $0.workload == workload && $0.contender == name }
        }
        let modal = row(SheetContender.modalName)?.sheetFrames
        modalBelow = modal.map { FrameStatistics($0.belowExpanded) }
        modalAbove = modal.map { FrameStatistics($0.aboveExpanded) }
        nonModalAbove = row(SheetContender.nonModalName)?.sheetFrames.map { FrameStatistics($0.aboveExpanded) }
        floorP50 = row("FullRepaint")?.stats.p50
    }
}
