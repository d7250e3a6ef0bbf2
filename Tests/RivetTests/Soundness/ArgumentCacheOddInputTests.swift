import Foundation
import Rivet
import RivetTestSupport
import Testing

// Arguments a cache must survive: a NaN (not equal to itself, so never found again), a class whose hash changes
// while the cache holds it, an optional value that is nil. The cache stays bounded and linear in time, and
// every resolution still gets a value built from its argument.

struct MeasureKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ measure: Double) -> Thing { Thing("\(measure)") }
}

/// An argument whose hash the test changes while the cache holds it.
final class DriftingArgument: Hashable, @unchecked Sendable {
    var salt: Int
    let id: Int
    init(_ id: Int, salt: Int = 0) {
        self.id = id
        self.salt = salt
    }
    static func == (left: DriftingArgument, right: DriftingArgument) -> Bool { left.id == right.id && left.salt == right.salt }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(salt)
    }
}

struct DriftingKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: DriftingArgument) -> Thing { Thing("\(argument.id)") }
}

struct OptionalValueKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing? { nil }
}

enum OddArguments {
    /// Resolutions of a NaN: each one a miss and an eviction.
    static let nanResolutions = 100_000

    /// The exit test's body: NaN arguments through a cache of 4, timed and measured. Before the cache dropped
    /// a NaN's slot by position, each resolution left one in its table: the heap grew ~70 bytes a resolution and
    /// the time was quadratic (8,000 resolutions took 1.2 s, so 100,000 about three minutes: the watchdog's limit
    /// of two catches it where the heap cannot be measured). Today: about 3 s in a debug build.
    static func resolveNaNs() -> Never {
        Watchdog.start("NaN arguments through a bounded cache")
        let factory = Factory(TestAssembly { $0.register(MeasureKey.self, .singleton(keepingAtMost: 4)) })
        for _ in 0..<2_000 { _ = factory[MeasureKey.self, .nan] }
        let before = Heap.isMeasurable ? Heap.bytesInUse() : nil
        let start = nanosecondsNow()
        for _ in 0..<nanResolutions where factory[MeasureKey.self, .nan].label != "nan" { exit(3) }
        reportFigure("nan-milliseconds", Int((nanosecondsNow() - start) / 1_000_000))
        if let before, let after = Heap.bytesInUse() { reportFigure("nan-heap-growth-bytes", after - before) }
        withExtendedLifetime(factory) { exit(0) }
    }
}

extension Soundness {
    @Suite struct ArgumentCacheOddInputTests {
        @Test func nanArgument_isNeverFoundAgain_butTheCacheStaysBoundedAndLinear() async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                OddArguments.resolveNaNs()
            }
            let output = try #require(result)
            let milliseconds = try #require(output.figure("nan-milliseconds"), "\(output.standardError)")
            reportLine("\(OddArguments.nanResolutions) NaN resolutions: \(milliseconds) ms, heap growth \(output.figure("nan-heap-growth-bytes").map(Heap.megabytes) ?? "not measurable")")
            if let growth = output.figure("nan-heap-growth-bytes") {
                #expect(growth < 256 << 10, "the cache kept what NaN resolutions left: \(Heap.megabytes(growth))")
            }
        }

        @Test func nanArgument_getsANewValueEachTime_builtFromIt() {
            let factory = Factory(TestAssembly { $0.register(MeasureKey.self, .singleton) })
            let first = factory[MeasureKey.self, .nan]
            #expect(first.label == "nan")
            #expect(factory[MeasureKey.self, .nan] !== first, "NaN == NaN is false: no argument is equal to it")
            #expect(factory[MeasureKey.self, 1.5] === factory[MeasureKey.self, 1.5])
            #expect(factory[MeasureKey.self, 0.0] === factory[MeasureKey.self, -0.0], "0.0 == -0.0")
        }

        @Test func argumentWhoseHashChangesInTheCache_isEvictedLikeAnyOther() {
            let factory = Factory(TestAssembly { $0.register(DriftingKey.self, .singleton(keepingAtMost: 2)) })
            let drifting = DriftingArgument(1)
            weak let firstValue = factory[DriftingKey.self, drifting]
            drifting.salt = 1                          // the cache can no longer find it by key
            for id in 2..<50 { _ = factory[DriftingKey.self, DriftingArgument(id)] }
            #expect(firstValue == nil, "evicted and released though its hash changed")
            let again = factory[DriftingKey.self, DriftingArgument(7)]
            #expect(factory[DriftingKey.self, DriftingArgument(7)] === again)
        }

        @Test func nilValue_isCachedLikeAnyOther() {
            let built = Counter()
            let factory = Factory(TestAssembly { registry in
                registry.register(OptionalValueKey.self, .singleton) { _, _ in
                    built.increment()
                    return nil
                }
            })
            #expect(factory[OptionalValueKey.self, 1] == nil)
            #expect(factory[OptionalValueKey.self, 1] == nil)
            #expect(built.value == 1)
        }
    }
}
