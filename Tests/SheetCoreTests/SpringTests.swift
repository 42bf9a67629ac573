import Testing
@testable import SheetCore

@Suite("The spring, in closed form")
struct SpringTests {
    /// Integrates m x'' = -k x - c x' with classic Runge–Kutta at 0.1 ms steps.
    func integrate(_ motion: SpringMotion, until end: Double, sampleEvery: Double) -> [(Double, Double)] {
        let p = motion.parameters
        let c = 2 * p.dampingRatio * (p.stiffness * p.mass).squareRoot()
        func accel(_ x: Double, _ v: Double) -> Double { (-p.stiffness * x - c * v) / p.mass }
        var x = motion.from - motion.to
        var v = motion.initialVelocity
        let dt = 1e-4
        var t = 0.0
        var samples: [(Double, Double)] = []
        var nextSample = 0.0
        while t <= end {
            if t >= nextSample - dt / 2 { samples.append((t, motion.to + x)); nextSample += sampleEvery }
            let k1x = v, k1v = accel(x, v)
            let k2x = v + k1v * dt / 2, k2v = accel(x + k1x * dt / 2, v + k1v * dt / 2)
            let k3x = v + k2v * dt / 2, k3v = accel(x + k2x * dt / 2, v + k2v * dt / 2)
            let k4x = v + k3v * dt, k4v = accel(x + k3x * dt, v + k3v * dt)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
        }
        return samples
    }

    @Test(arguments: [0.3, 0.8, 1.0, 1.6])
    func closedFormAgreesWithNumericalIntegration(dampingRatio: Double) throws {
        let spring = try SpringParameters(dampingRatio: dampingRatio, stiffness: 400, mass: 1)
        for (from, to, v0) in [(400.0, 750.0, 0.0), (750, 0, 2500), (0, 400, -1800), (300, 300, 900)] {
            let motion = try SpringMotion(from: from, to: to, initialVelocity: v0, parameters: spring)
            for (t, expected) in integrate(motion, until: 1.5, sampleEvery: 0.01) {
                #expect(abs(motion.position(at: t) - expected) < 0.5, "ζ \(dampingRatio) t \(t)")
            }
        }
    }

    @Test(arguments: [0.3, 0.8, 1.0, 1.6])
    func velocityIsTheDerivativeOfPosition(dampingRatio: Double) throws {
        let motion = try SpringMotion(
            from: 100, to: 600, initialVelocity: 1200,
            parameters: try SpringParameters(dampingRatio: dampingRatio, stiffness: 400))
        for t in stride(from: 0.05, through: 1.0, by: 0.05) {
            let h = 1e-6
            let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
            #expect(abs(motion.velocity(at: t) - numeric) < 0.05 * max(1, abs(numeric)))
        }
    }

    @Test func itStartsWhereItIsWithTheGivenVelocity() throws {
        let motion = try SpringMotion(from: 300, to: 750, initialVelocity: -900)
        #expect(motion.position(at: 0) == 300)
        #expect(abs(motion.velocity(at: 0) + 900) < 1e-9)
    }

    @Test func theDefaultSpringComesToRestInAboutHalfASecond() throws {
        // Moves a sheet makes on an 800 px window: expanded ↔ full, open, close, fling.
        for (from, to, v0) in [(400.0, 750.0, 0.0), (750, 400, 0), (0, 400, 0), (400, 0, 0), (600, 0, -1500)] {
            let motion = try SpringMotion(from: from, to: to, initialVelocity: v0)
            let rest = motion.settlingDuration()
            #expect((0.4...0.8).contains(rest), "\(from) → \(to): \(rest) s")
            // And it really is at rest then: within a quarter pixel from there on.
            for t in stride(from: rest, through: rest + 2, by: 0.001) {
                #expect(abs(motion.position(at: t) - to) <= 0.25)
            }
        }
    }

    @Test func aMoveToTheBottomEdgeEndsWhenItGoesUnderForGood() throws {
        // Closing from expanded: under the edge at about 0.21 s, where the swing below
        // it lasts until about 0.49 s.
        let motion = try SpringMotion(from: 400, to: 0, initialVelocity: 0)
        let end = motion.settlingDurationFromAbove(within: 0.25)
        let firstUnder = stride(from: 0.0, through: 1, by: 0.0001).first { motion.position(at: $0) <= 0.25 }!
        #expect(abs(end - firstUnder) < 0.0002, "ends where it first goes under: \(end) s, \(firstUnder) s")
        #expect(end < 0.6 * motion.settlingDuration(within: 0.25))
    }

    @Test(arguments: [0.05, 0.2, 0.5, 0.8, 0.99, 1.0, 1.3, 2.0])
    func aMoveEndingFromAboveNeverComesBackAboveTheLimit(dampingRatio: Double) throws {
        // From nearly undamped to overdamped, soft and stiff, from above and below the
        // target, flung either way.
        for stiffness in [50.0, 400] {
            let parameters = try SpringParameters(dampingRatio: dampingRatio, stiffness: stiffness)
            for offset in [-800.0, -5, 300, 800] {
                for velocity in [-4000.0, 0, 1500] {
                    let motion = try SpringMotion(from: 250 + offset, to: 250, initialVelocity: velocity, parameters: parameters)
                    expectEndsFromAbove(motion)
                }
            }
        }
    }

    /// `motion` stays under 0.25 px above its target from `settlingDurationFromAbove` on,
    /// and was above it just before.
    private func expectEndsFromAbove(_ motion: SpringMotion) {
        let end = motion.settlingDurationFromAbove(within: 0.25)
        let settled = motion.settlingDuration(within: 0.25)
        #expect(end <= settled, "\(motion)")
        let step = max((settled - end) / 20_000, 1e-5)
        if let above = stride(from: end, through: settled + 0.1, by: step).first(where: {
            motion.position(at: $0) - motion.to > 0.25 + 1e-9
        }) {
            Issue.record("\(motion): above the limit at \(above) s, ended at \(end) s")
        }
        // Not later than needed: just before the end it was still above the limit.
        if end > 0 {
            let before = stride(from: max(0, end - 0.01), to: end, by: 0.0001).map { motion.position(at: $0) - motion.to }
            #expect(before.contains { $0 > 0.25 }, "\(motion): ended at \(end) s, under the limit before")
        }
    }

    @Test func theDefaultSpringOvershootsOnlyALittle() throws {
        let motion = try SpringMotion(from: 400, to: 750, initialVelocity: 0)
        let highest = stride(from: 0.0, through: 1.0, by: 0.001).map { motion.position(at: $0) }.max()!
        #expect(highest > 750, "ζ 0.8 overshoots")
        #expect(highest - 750 < 0.02 * 350, "by under 2 % of the move")
    }

    @Test(arguments: [1.0, 1.6])
    func criticalAndOverdampedSpringsNeverOvershootFromRest(dampingRatio: Double) throws {
        let motion = try SpringMotion(
            from: 0, to: 400, initialVelocity: 0, parameters: try SpringParameters(dampingRatio: dampingRatio, stiffness: 400))
        let rest = motion.settlingDuration()
        #expect(rest > 0 && rest < 3)
        for t in stride(from: 0.0, through: 3, by: 0.001) { #expect(motion.position(at: t) <= 400 + 1e-9) }
        #expect(abs(motion.position(at: rest) - 400) <= 0.25 + 1e-9)
    }

    @Test func nonFiniteSpringInputsAreRefused() {
        expectRefused(naming: "spring velocity") { _ = try SpringMotion(from: 0, to: 1, initialVelocity: .nan) }
        expectRefused(naming: "spring target") { _ = try SpringMotion(from: 0, to: .infinity, initialVelocity: 0) }
        expectRefused(naming: "stiffness") { _ = try SpringParameters(dampingRatio: 0.8, stiffness: .nan) }
    }
}
