/// CPU time per frame against the list's size: a plot per workload, side by side on the
/// same ms axis, rows on a log axis (10 to 1,000,000), a line with markers per
/// contender. Flat lines are what "the sheet's cost does not grow with the list" looks
/// like.
@MainActor
struct CPUScaleChart {
    static let width = 960
    static let height = 480

    let renderer: String
    let workloads: [Workload]
    let rows: [Benchmark.Row]

    private let plotTop = 122.0
    private var plotBottom: Double { Double(Self.height) - 62 }

    func draw() -> ChartCanvas {
        let canvas = ChartCanvas(width: Self.width, height: Self.height)
        canvas.text("CPU time per frame against list size (\(renderer))", x: 24, y: 14, .title, vertical: .start)
        canvas.text("User plus system CPU time of the benchmark process per frame, ms, averaged over every measured "
            + "frame; rows on a log scale", x: 24, y: 40, .body, .mutedText, vertical: .start)
        let contenders = ContenderStyle.palette.map(\.name).filter { name in rows.contains { $0.contender == name } }
            + Set(rows.map(\.contender)).subtracting(ContenderStyle.palette.map(\.name)).sorted()
        drawLegend(contenders, on: canvas, y: 68)

        let sizes = rows.map { Double($0.rows) }
        let xDomain = min(10, sizes.min() ?? 10)...max(1_000_000, sizes.max() ?? 1_000_000)
        let top = rows.map(\.cpuPerFrame).filter(\.isFinite).max() ?? 1
        let yScale = ChartScale(kind: .linear, domain: 0...ChartScale.niceUpperBound(top, ticks: 6),
                                from: plotBottom, to: plotTop)
        let panels = ChartPanelRow(chartWidth: Double(Self.width), count: workloads.count, gap: 78.0)
        let plotWidth = panels.plotWidth
        for (index, workload) in workloads.enumerated() {
            let left = panels.left(index)
            let xScale = ChartScale(kind: .log, domain: xDomain, from: left + 14, to: left + plotWidth - 14)
            drawAxes(on: canvas, left: left, right: left + plotWidth, xScale: xScale, yScale: yScale)
            canvas.text(workload.rawValue, x: left + plotWidth / 2, y: plotTop - 10, .heading,
                        horizontal: .centre, vertical: .end)
            for contender in contenders {
                let points = rows.filter { $0.workload == workload && $0.contender == contender }
                    .sorted { $0.rows < $1.rows }
                    .map { (x: xScale.position(Double($0.rows)), y: yScale.position($0.cpuPerFrame)) }
                let color = ContenderStyle.color(contender)
                canvas.polyline(points, color, width: 2.5)
                for point in points {
                    canvas.marker(ContenderStyle.marker(contender), x: point.x, y: point.y, size: 10, color)
                }
            }
        }
        return canvas
    }

    private func drawAxes(on canvas: ChartCanvas, left: Double, right: Double, xScale: ChartScale, yScale: ChartScale) {
        let yTicks = yScale.ticks(about: 6)
        let step = yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1
        for tick in yTicks {
            let y = yScale.position(tick).rounded() + 0.5
            canvas.line(left, y, right, y, .grid)
            canvas.line(left - 4, y, left, y, .axis)
            canvas.text(TickLabel.milliseconds(tick, step: step), x: left - 8, y: y, .small, .mutedText, horizontal: .end)
        }
        for tick in xScale.ticks() {
            let x = xScale.position(tick).rounded() + 0.5
            canvas.line(x, plotTop, x, plotBottom, .grid)
            canvas.line(x, plotBottom, x, plotBottom + 4, .axis)
            canvas.text(TickLabel.rows(tick), x: x, y: plotBottom + 7, .small, .mutedText,
                        horizontal: .centre, vertical: .start)
        }
        canvas.line(left + 0.5, plotTop, left + 0.5, plotBottom + 0.5, .axis)
        canvas.line(left, plotBottom + 0.5, right, plotBottom + 0.5, .axis)
        canvas.text("rows in the list (log scale)", x: (left + right) / 2, y: plotBottom + 28, .body, .mutedText,
                    horizontal: .centre, vertical: .start)
        canvas.verticalText("CPU ms per frame", x: left - 50, y: (plotTop + plotBottom) / 2)
    }

    /// A line and marker sample with the contender's name, for each, in rows of as many
    /// as fit the chart's width (the second 18 px below the first, above the plots).
    private func drawLegend(_ contenders: [String], on canvas: ChartCanvas, y firstRow: Double) {
        var x = 24.0
        var y = firstRow
        for contender in contenders {
            if x > 24, x + 36 + canvas.measure(contender, .body).width > Double(Self.width) - 24 {
                x = 24
                y += 18
            }
            let color = ContenderStyle.color(contender)
            canvas.line(x, y, x + 28, y, color, width: 2.5)
            canvas.marker(ContenderStyle.marker(contender), x: x + 14, y: y, size: 10, color)
            canvas.text(contender, x: x + 36, y: y, .body)
            x += 36 + canvas.measure(contender, .body).width + 28
        }
    }
}
