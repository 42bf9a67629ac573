import Foundation

/// Maps values onto pixels along one axis, straight (ms) or by powers of ten (rows), and
/// says where the ticks go and how they read.
struct ChartScale {
    enum Kind {
        case linear
        /// Base-10 logarithmic; the domain must be above zero.
        case log
    }

    let kind: Kind
    let domain: ClosedRange<Double>
    /// Pixels for the domain's lower and upper ends (the upper one may be the smaller,
    /// for a y axis that grows upwards).
    let from: Double
    let to: Double

    func position(_ value: Double) -> Double {
        let t: Double
        switch kind {
        case .linear:
            t = (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        case .log:
            t = (log10(value) - log10(domain.lowerBound)) / (log10(domain.upperBound) - log10(domain.lowerBound))
        }
        return from + t * (to - from)
    }

    /// Round values across the domain: every power of ten for a log scale; for a
    /// linear one 1, 2 or 5 times a power of ten apart, about `count` of them.
    func ticks(about count: Int = 6) -> [Double] {
        switch kind {
        case .log:
            let first = Int(ceil(log10(domain.lowerBound) - 1e-9))
            let last = Int(floor(log10(domain.upperBound) + 1e-9))
            return (first...max(first, last)).map { pow(10, Double($0)) }
        case .linear:
            let step = Self.niceStep(domain.upperBound - domain.lowerBound, count: count)
            var values: [Double] = []
            var value = (domain.lowerBound / step).rounded(.up) * step
            while value <= domain.upperBound + step * 1e-6 {
                values.append(value)
                value += step
            }
            return values
        }
    }

    /// A round upper end for a linear axis from zero that holds `value` with a little room.
    static func niceUpperBound(_ value: Double, ticks: Int = 6) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        let step = niceStep(value * 1.05, count: ticks)
        return (value * 1.05 / step).rounded(.up) * step
    }

    private static func niceStep(_ span: Double, count: Int) -> Double {
        let raw = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        let multiple = [1.0, 2, 2.5, 5, 10].first { $0 * magnitude >= raw } ?? 10
        return multiple * magnitude
    }
}

/// How tick values read: ms with as many decimals as the step needs (a step of 2.5
/// reads 0, 2.5, 5, 7.5, not 0, 2, 5, 8); row counts as 10, 100, 1k … 1M.
enum TickLabel {
    static func milliseconds(_ value: Double, step: Double) -> String {
        let decimals = (0...3).first { digits in
            let scaled = step * pow(10, Double(digits))
            return abs(scaled - scaled.rounded()) < 1e-6
        } ?? 3
        return String(format: "%.\(decimals)f", value)
    }

    static func rows(_ value: Double) -> String {
        switch value {
        case 1_000_000...: "\(formatted(value / 1_000_000))M"
        case 1_000...: "\(formatted(value / 1_000))k"
        default: formatted(value)
        }
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
