/// The motion traces of one scripted flick, a plot per sheet side by side on the same
/// axes: how much of the sheet shows (px) in each frame, the finger's moves shaded and
/// its release marked, so that the springs after the release compare.
@MainActor
struct MotionTraceChart {
    static let width = 960
    static let height = 480

    let traces: [MotionTrace.Trace]
    /// How far the finger moves down, px.
    let travel: Double
    /// Frames of the finger's move; it lifts after the last.
    let frames: Int
    /// The sheets flicked that did not follow the pointer, so have no plot.
    var notFollowing: [String] = []

    private let plotTop = 104.0
    private var plotBottom: Double { Double(Self.height) - 62 }

    func draw() -> ChartCanvas {
        let canvas = ChartCanvas(width: Self.width, height: Self.height)
        canvas.text("The same flick on each sheet: height shown per frame until rest", x: 24, y: 14, .title,
                    vertical: .start)
        canvas.text("Pressed 8 px below the sheet's top edge, moved down \(Int(travel)) px in \(frames) frames "
            + "(one step per frame), released at the dashed line; the real pointer (XTest)", x: 24, y: 40, .body,
            .mutedText, vertical: .start)
        if !notFollowing.isEmpty {
            canvas.text("Not drawn, did not follow the pointer: " + notFollowing.joined(separator: ", "), x: 24, y: 60,
                        .body, .mutedText, vertical: .start)
        }
        let longest = traces.map(\.heights.count).max() ?? 1
        let top = traces.flatMap(\.heights).max() ?? 1
        let xScale = { (left: Double, right: Double) in
            ChartScale(kind: .linear, domain: 0...Double(max(longest - 1, 1)), from: left + 8, to: right - 8)
        }
        let yScale = ChartScale(kind: .linear, domain: 0...ChartScale.niceUpperBound(top, ticks: 6),
                                from: plotBottom, to: plotTop)
        let panels = ChartPanelRow(chartWidth: Double(Self.width), count: traces.count, gap: 60.0)
        let plotWidth = panels.plotWidth
        for (index, trace) in traces.enumerated() {
            let left = panels.left(index)
            let right = left + plotWidth
            let x = xScale(left, right)
            drawAxes(on: canvas, left: left, right: right, xScale: x, yScale: yScale, yTitle: index == 0)
            let color = ContenderStyle.color(trace.contender)
            canvas.text(trace.contender, x: (left + right) / 2, y: plotTop - 12, .heading, horizontal: .centre,
                        vertical: .end)
            let release = x.position(Double(frames)).rounded() + 0.5
            canvas.fill(x: x.position(0), y: plotTop, width: release - x.position(0), height: plotBottom - plotTop,
                        color.withAlpha(0.08))
            canvas.line(release, plotTop, release, plotBottom, .axis, dash: [4, 3])
            let points = trace.heights.enumerated().map { (x: x.position(Double($0.offset)), y: yScale.position($0.element)) }
            canvas.polyline(points, color, width: 2)
            for point in points {
                canvas.marker(ContenderStyle.marker(trace.contender), x: point.x, y: point.y, size: 5, color)
            }
            // The sheets' open heights differ (ours starts at full): each plot says its own.
            let start = trace.heights.first.map { "from \(Int($0)) px; " } ?? ""
            let rest = start + (trace.heights.last.map { "rests at \(Int($0)) px after \(trace.heights.count) frames" } ?? "")
            canvas.text(rest, x: (left + right) / 2, y: plotBottom + 44, .small, .mutedText, horizontal: .centre,
                        vertical: .start)
        }
        return canvas
    }

    private func drawAxes(on canvas: ChartCanvas, left: Double, right: Double, xScale: ChartScale, yScale: ChartScale,
                          yTitle: Bool) {
        let yTicks = yScale.ticks(about: 6)
        for tick in yTicks {
            let y = yScale.position(tick).rounded() + 0.5
            canvas.line(left, y, right, y, .grid)
            canvas.text(String(Int(tick)), x: left - 8, y: y, .small, .mutedText, horizontal: .end)
        }
        for tick in xScale.ticks(about: 6) {
            let x = xScale.position(tick).rounded() + 0.5
            canvas.line(x, plotBottom, x, plotBottom + 4, .axis)
            canvas.text(String(Int(tick)), x: x, y: plotBottom + 7, .small, .mutedText, horizontal: .centre,
                        vertical: .start)
        }
        canvas.line(left + 0.5, plotTop, left + 0.5, plotBottom + 0.5, .axis)
        canvas.line(left, plotBottom + 0.5, right, plotBottom + 0.5, .axis)
        canvas.text("frame", x: (left + right) / 2, y: plotBottom + 24, .body, .mutedText, horizontal: .centre,
                    vertical: .start)
        if yTitle { canvas.verticalText("px of the sheet shown", x: left - 50, y: (plotTop + plotBottom) / 2) }
    }
}
