import Foundation

/// A damped spring: `m x'' + c x' + k x = 0`, with `c = 2 ζ sqrt(k m)`.
public struct SpringParameters: Sendable, Equatable {
    /// ζ: below 1 the spring overshoots a little, 1 is critically damped, above 1 creeps.
    public var dampingRatio: Double
    /// k: how hard the spring pulls towards its target (N/m, with positions in px).
    public var stiffness: Double
    /// m: how heavy the moving sheet is; with `stiffness`, sets how fast it moves.
    public var mass: Double

    /// A spring of these parameters. A negative damping ratio counts as 0, and a
    /// stiffness or mass below 10⁻⁶ as 10⁻⁶.
    ///
    /// - Throws: `SheetInputError.notFinite` when a value is NaN or infinite.
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) throws(SheetInputError) {
        self.dampingRatio = max(0, try requireFinite(dampingRatio, "damping ratio"))
        self.stiffness = max(1e-6, try requireFinite(stiffness, "stiffness"))
        self.mass = max(1e-6, try requireFinite(mass, "mass"))
    }

    /// ζ 0.8 (as the first source article and libadwaita use), stiffness 400, mass 1:
    /// about half a second to rest with a small overshoot.
    public static let `default` = try! SpringParameters(dampingRatio: 0.8, stiffness: 400, mass: 1)

    /// ω0, the undamped angular frequency (rad/s).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
}

/// One spring move from a position and velocity to a target, solved in closed form: the
/// position at any time is exact, whatever the frame rate, and a frame that comes late
/// is simply evaluated later.
public struct SpringMotion: Sendable, Equatable {
    /// Where the motion starts.
    public let from: Double
    /// Where it comes to rest.
    public let to: Double
    /// Velocity at the start (units/s, in the direction positions grow).
    public let initialVelocity: Double
    /// The spring it follows.
    public let parameters: SpringParameters

    public init(from: Double, to: Double, initialVelocity: Double, parameters: SpringParameters = .default)
        throws(SheetInputError)
    {
        self.from = try requireFinite(from, "spring start")
        self.to = try requireFinite(to, "spring target")
        self.initialVelocity = try requireFinite(initialVelocity, "spring velocity")
        self.parameters = parameters
    }

    private enum Solution {
        /// e^(-ζω0 t) (a cos ωd t + b sin ωd t)
        case under(decay: Double, omega: Double, a: Double, b: Double)
        /// e^(-ω0 t) (a + b t)
        case critical(omega: Double, a: Double, b: Double)
        /// a e^(r1 t) + b e^(r2 t), r1 and r2 negative
        case over(r1: Double, r2: Double, a: Double, b: Double)
    }

    /// The displacement from the target, x(t) = position - to, as a formula.
    private var solution: Solution {
        let x0 = from - to
        let v0 = initialVelocity
        let w0 = parameters.naturalFrequency
        let zeta = parameters.dampingRatio
        // Within 1e-6 of 1 the under- and overdamped forms divide by almost zero.
        if abs(zeta - 1) < 1e-6 {
            return .critical(omega: w0, a: x0, b: v0 + w0 * x0)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return .under(decay: zeta * w0, omega: wd, a: x0, b: (v0 + zeta * w0 * x0) / wd)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let b = (v0 - r1 * x0) / (r2 - r1)
            return .over(r1: r1, r2: r2, a: x0 - b, b: b)
        }
    }

    /// Position `elapsed` seconds after the start.
    public func position(at elapsed: Double) -> Double {
        let t = max(0, elapsed)
        switch solution {
        case let .under(decay, omega, a, b):
            return to + exp(-decay * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b):
            return to + exp(-omega * t) * (a + b * t)
        case let .over(r1, r2, a, b):
            return to + a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// Velocity `elapsed` seconds after the start (the derivative of `position`).
    public func velocity(at elapsed: Double) -> Double {
        let t = max(0, elapsed)
        switch solution {
        case let .under(decay, omega, a, b):
            let e = exp(-decay * t)
            let c = cos(omega * t)
            let s = sin(omega * t)
            return e * ((b * omega - a * decay) * c - (a * omega + b * decay) * s)
        case let .critical(omega, a, b):
            return exp(-omega * t) * (b - omega * (a + b * t))
        case let .over(r1, r2, a, b):
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    /// Time after which the displacement is guaranteed to stay within `distance` of the
    /// target: the moment an upper bound of |x(t)| (the decay envelope) drops below it.
    /// The move then ends exactly on the target with no visible jump.
    public func settlingDuration(within distance: Double = SheetBehavior.standard.restDistance) -> Double {
        let eps = max(distance, 1e-9)
        switch solution {
        case let .under(decay, _, a, b):
            let amplitude = (a * a + b * b).squareRoot()
            guard amplitude > eps else { return 0 }
            return log(amplitude / eps) / decay
        case let .critical(omega, a, b):
            // |a| + |b| t grows while e^(-ω t) shrinks: the bound decreases once
            // t > 1/ω - |a|/|b|; search beyond that point.
            return Self.firstTime(below: eps, from: max(0, 1 / omega - abs(a) / max(abs(b), 1e-12))) {
                exp(-omega * $0) * (abs(a) + abs(b) * $0)
            }
        case let .over(r1, r2, a, b):
            return Self.firstTime(below: eps, from: 0) { abs(a) * exp(r1 * $0) + abs(b) * exp(r2 * $0) }
        }
    }

    /// Time after which the position never rises more than `distance` above the target,
    /// however far below it the spring still swings. A sheet going away is drawn at the
    /// host's bottom edge wherever below it the spring is, so its move can end here. For
    /// the default spring that is when it first goes under the edge, after about half
    /// the time `settlingDuration(within:)` waits for the swing below to die out.
    /// Never later than `settlingDuration(within:)`.
    public func settlingDurationFromAbove(within distance: Double = SheetBehavior.standard.restDistance) -> Double {
        let eps = max(distance, 1e-9)
        let settled = settlingDuration(within: eps)
        // Between two turning points the position is monotone, so its highest points up
        // to `settled` are the start and the turning points. The last of them above the
        // limit starts the stretch in which the position crosses it for good.
        guard settled.isFinite,
              let turns = turningPoints(before: settled, atMost: 10_000)
        else { return settled }
        let points = [0] + turns + [settled]
        guard let last = points.indices.dropLast().last(where: { position(at: points[$0]) - to > eps }) else {
            return 0
        }
        return Self.firstTime(below: eps, between: points[last], and: points[last + 1]) { position(at: $0) - to }
    }

    /// The times in (0, `end`) at which the velocity is 0, in order; nil when there are
    /// more than `limit` (a spring with almost no damping).
    private func turningPoints(before end: Double, atMost limit: Int) -> [Double]? {
        switch solution {
        case let .under(decay, omega, a, b):
            // v(t) = e^(-decay t) (p cos ωt - q sin ωt) is 0 where ωt = atan2(p, q) + kπ.
            let p = b * omega - a * decay
            let q = a * omega + b * decay
            var first = atan2(p, q)
            if first <= 0 { first += .pi }
            guard (end * omega - first) / .pi < Double(limit) else { return nil }
            return Array(stride(from: first / omega, to: end, by: .pi / omega))
        case let .critical(omega, a, b):
            // v(t) = e^(-ω t) (b - ω a - ω b t): one zero at most.
            guard b != 0 else { return [] }
            let t = (b - omega * a) / (omega * b)
            return t > 0 && t < end ? [t] : []
        case let .over(r1, r2, a, b):
            // v(t) = a r1 e^(r1 t) + b r2 e^(r2 t): one zero at most.
            guard a != 0 else { return [] }
            let ratio = -(b * r2) / (a * r1)
            guard ratio > 0 else { return [] }
            let t = log(ratio) / (r1 - r2)
            return t > 0 && t < end ? [t] : []
        }
    }

    /// The first time >= `start` at which the decreasing function `bound` is below `eps`.
    private static func firstTime(below eps: Double, from start: Double, _ bound: (Double) -> Double) -> Double {
        guard bound(start) > eps else { return start }
        var low = start
        var high = start + 0.01
        while bound(high) > eps && high < 1e6 { low = high; high *= 2 }
        return firstTime(below: eps, between: low, and: high, bound)
    }

    /// Bisection: the first time in (`low`, `high`] at which `value` is at most `eps`,
    /// where `value` is above `eps` at `low`, at most `eps` at `high`, and crosses once.
    private static func firstTime(
        below eps: Double, between low: Double, and high: Double, _ value: (Double) -> Double
    ) -> Double {
        var low = low
        var high = high
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if value(mid) > eps { low = mid } else { high = mid }
        }
        return high
    }
}
