/// One workload's frame times as horizontal box plots: a panel per list size, a box per
/// contender, all on one ms axis so that sizes compare as well as contenders. The box is
/// the middle half of the frames (p25–p75), the bar in it the median, the whisker runs
/// from p5 to p99, the dot on it is p95; p50 and p99 are also written at the right.
@MainActor
struct FrameTimeChart {
    static let width = 960
    static let height = 720

    let workload: Workload
    let renderer: String
    /// The measured rows of this workload, in the report's order.
    let rows: [Benchmark.Row]

    /// Where the plot starts at least; further right when a contender's name needs it.
    private static let minPlotLeft = 214.0
    private let plotTop = 96.0
    private var plotRight: Double { Double(Self.width) - 118 }
    private var plotBottom: Double { Double(Self.height) - 58 }
    private let panelHeader = 22.0
    private let panelGap = 8.0

    func draw() -> ChartCanvas {
        let canvas = ChartCanvas(width: Self.width, height: Self.height)
        let sizes = Array(Set(rows.map(\.rows))).sorted()
        let frames = rows.map(\.stats.count).max() ?? 0
        canvas.text("Frame time per contender, \(workload.rawValue) workload (\(renderer))",
                    x: 24, y: 14, .title, vertical: .start)
        canvas.text("ms from before-paint to the end of after-paint, \(frames) frames each. " + what,
                    x: 24, y: 40, .body, .mutedText, vertical: .start)
        canvas.text("Box: middle half of the frames (p25–p75)   bar: median (p50)   whisker: p5 to p99   dot: p95",
                    x: 24, y: 60, .body, .mutedText, vertical: .start)

        // The names start at x = 50 (drawRow); the plot keeps 16 px clear of the longest.
        let widestName = rows.map { canvas.measure($0.contender, .body).width }.max() ?? 0
        let plotLeft = max(Self.minPlotLeft, (50 + widestName + 16).rounded())
        let top = rows.map(\.stats.p99).filter(\.isFinite).max() ?? 1
        let scale = ChartScale(kind: .linear, domain: 0...ChartScale.niceUpperBound(top, ticks: 8),
                               from: plotLeft, to: plotRight)
        let ticks = scale.ticks(about: 8)
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        for tick in ticks {
            let x = scale.position(tick).rounded() + 0.5
            canvas.line(x, plotTop, x, plotBottom, .grid)
            canvas.line(x, plotBottom, x, plotBottom + 4, .axis)
            canvas.text(TickLabel.milliseconds(tick, step: step), x: x, y: plotBottom + 7, .small, .mutedText,
                        horizontal: .centre, vertical: .start)
        }
        canvas.line(plotLeft, plotBottom + 0.5, plotRight, plotBottom + 0.5, .axis)
        canvas.text("ms per frame", x: (plotLeft + plotRight) / 2, y: plotBottom + 26, .body, .mutedText,
                    horizontal: .centre, vertical: .start)
        canvas.text("p50 / p99 ms", x: Double(Self.width) - 20, y: plotTop - 8, .small, .mutedText,
                    horizontal: .end, vertical: .end)

        let contenderCount = Double(rows.count)
        let panels = Double(sizes.count)
        let rowHeight = (plotBottom - plotTop - panels * (panelHeader + panelGap)) / max(contenderCount, 1)
        var y = plotTop
        for size in sizes {
            canvas.text("\(Self.grouped(size)) rows", x: 20, y: y + panelHeader / 2 + 2, .heading)
            y += panelHeader
            for (index, row) in rows.filter({ $0.rows == size }).enumerated() {
                if index % 2 == 1 {
                    canvas.fill(x: 20, y: y, width: Double(Self.width) - 40, height: rowHeight, .band.withAlpha(0.9))
                    for tick in ticks {
                        let x = scale.position(tick).rounded() + 0.5
                        canvas.line(x, y, x, y + rowHeight, .grid)
                    }
                }
                drawRow(row, on: canvas, scale: scale, centre: (y + rowHeight / 2).rounded(), thickness: min(rowHeight * 0.56, 18))
                y += rowHeight
            }
            y += panelGap
            if size != sizes.last {
                canvas.line(20, (y - panelGap / 2).rounded() + 0.5, Double(Self.width) - 20,
                            (y - panelGap / 2).rounded() + 0.5, .axis)
            }
        }
        return canvas
    }

    private func drawRow(_ row: Benchmark.Row, on canvas: ChartCanvas, scale: ChartScale, centre: Double, thickness: Double) {
        let color = ContenderStyle.color(row.contender)
        let stats = row.stats
        canvas.fill(x: 32, y: centre - 5, width: 10, height: 10, color)
        canvas.text(row.contender, x: 50, y: centre, .body)
        canvas.text("\(Self.ms(stats.p50)) / \(Self.ms(stats.p99))", x: Double(Self.width) - 20, y: centre, .body,
                    horizontal: .end)
        guard stats.count > 0 else { return }
        let half = (thickness / 2).rounded()
        let x5 = scale.position(stats.p5), x25 = scale.position(stats.p25).rounded()
        let x50 = scale.position(stats.p50), x75 = scale.position(stats.p75).rounded()
        let x95 = scale.position(stats.p95), x99 = scale.position(stats.p99)
        // The whisker, its caps, then the box over it.
        canvas.line(x5, centre + 0.5, x99, centre + 0.5, color, width: 1.5)
        for x in [x5, x99] {
            canvas.line(x, centre - half * 0.6, x, centre + half * 0.6 + 1, color, width: 1.5)
        }
        let boxWidth = max(x75 - x25, 2)
        canvas.fill(x: x25, y: centre - half, width: boxWidth, height: 2 * half + 1, color.withAlpha(0.28))
        canvas.stroke(x: x25, y: centre - half, width: boxWidth, height: 2 * half + 1, color)
        canvas.line(x50, centre - half - 2, x50, centre + half + 3, color, width: 3)
        canvas.marker(.circle, x: x95, y: centre + 0.5, size: 7, color)
    }

    /// What the contenders did, naming the flap only where it was measured (libadwaita
    /// before 1.6; later ones have bottom sheets in its place).
    private var what: String {
        switch workload {
        case .drag: "Each sheet dragged by the real pointer, \(Int(pixelsPerFrame)) px per frame; the list scrolled as far."
        case .animate where rows.contains { $0.contender == FlapContender.flapName }:
            "The sheet and the flap moving on their own; the list scrolled."
        case .animate: "Each sheet opening and closing on its own spring; the list scrolled."
        }
    }

    private static func ms(_ value: Double) -> String { value.isFinite ? String(format: "%.2f", value) : "–" }

    /// 1000000 as "1,000,000".
    static func grouped(_ value: UInt32) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
