/// Percentiles of frame times, nearest-rank: p99 of 300 frames is the 297th fastest.
/// The report's tables show p50, p95 and p99; the charts show the spread around them
/// (p5 to p99, and the middle half from p25 to p75).
struct FrameStatistics {
    let count: Int
    let p5: Double
    let p25: Double
    let p50: Double
    let p75: Double
    let p95: Double
    let p99: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        func rank(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return .nan }
            let index = Int((p * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(index, 0), sorted.count - 1)]
        }
        p5 = rank(0.05)
        p25 = rank(0.25)
        p50 = rank(0.50)
        p75 = rank(0.75)
        p95 = rank(0.95)
        p99 = rank(0.99)
    }
}

/// The median of a few numbers (startup times).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
