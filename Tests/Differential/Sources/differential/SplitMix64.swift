/// A small deterministic generator (SplitMix64, Steele, Lea and Flood 2014): the same seed gives the same
/// program on every machine and toolchain, which Swift's `SystemRandomNumberGenerator` does not.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// Picks by weight: `[(value, weight)]`.
    mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        var roll = below(choices.reduce(0) { $0 + $1.1 })
        for (value, weight) in choices {
            if roll < weight { return value }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    mutating func shuffled<T>(_ values: [T]) -> [T] {
        var values = values
        for i in stride(from: values.count - 1, to: 0, by: -1) { values.swapAt(i, below(i + 1)) }
        return values
    }
}
