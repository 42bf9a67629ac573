/// A random number generator whose whole state is one 64-bit seed (SplitMix64), so a
/// random test replays exactly from the seed it prints.
///
/// Not the system generator: that one cannot be seeded. The stdlib's `random(in:using:)`
/// draws the same numbers from the same generator for a given toolchain, which is what
/// replaying a failing seed needs.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        var pick = Int.random(in: 0..<choices.reduce(0) { $0 + $1.weight }, using: &self)
        for choice in choices {
            if pick < choice.weight { return choice.value }
            pick -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// The seed of the `index`-th sequence of a run that starts from `base`: far apart for
    /// neighbouring indices, so sequences do not share a prefix.
    static func seed(base: UInt64, index: Int) -> UInt64 {
        var mixer = SeededRandom(seed: base ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
