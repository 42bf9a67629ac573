/// Plots side by side across a chart, one per workload or contender: between the
/// chart's outer margins (room for the first plot's axis title on the left), `gap`
/// apart, all as wide.
struct ChartPanelRow {
    /// The chart's width, px.
    let chartWidth: Double
    /// How many plots.
    let count: Int
    /// The space between two plots, px (their tick labels and the next axis).
    let gap: Double

    private static let outerLeft = 84.0
    private static let outerRight = 28.0

    /// Each plot's width, px.
    var plotWidth: Double {
        let plots = Double(max(count, 1))
        return (chartWidth - Self.outerLeft - Self.outerRight - gap * (plots - 1)) / plots
    }

    /// The left edge of plot `index`, on a whole pixel.
    func left(_ index: Int) -> Double { (Self.outerLeft + Double(index) * (plotWidth + gap)).rounded() }
}
