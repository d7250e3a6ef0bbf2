#if canImport(Glibc)
import Rivet
import RivetTestSupport
import Testing

// The per-argument cache (`.singleton(keepingAtMost:)`) against a model of what ArgumentLifecycle documents:
// a value per distinct argument, the least recently used going once more than `limit` are kept; with
// arguments whose hashes collide, with heap-allocated strings, across the cache's growth, and from threads.

/// An argument whose hash is only `id % 3`: most lookups compare several arguments with the same hash.
struct CollidingArgument: Hashable, Sendable {
    let id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(id % 3) }
}

struct ModelIntKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("\(id)") }
}
struct ModelStringKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ name: String) -> Thing { Thing(name) }
}
struct ModelCollidingKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: CollidingArgument) -> Thing { Thing("\(argument.id)") }
}

/// Least recently used first: what the cache must hold after each resolution.
struct LRUModel<Argument: Equatable> {
    let limit: Int
    private(set) var kept: [(argument: Argument, value: ObjectIdentifier)] = []

    /// Records a resolution of `argument` that returned `value`; returns what the cache should have returned
    /// (nil when it should have built a new value).
    mutating func resolve(_ argument: Argument, returned value: Thing) -> ObjectIdentifier? {
        var expected: ObjectIdentifier?
        if let index = kept.firstIndex(where: { $0.argument == argument }) {
            expected = kept.remove(at: index).value
        } else if kept.count == limit {
            kept.removeFirst()
        }
        kept.append((argument, expected ?? ObjectIdentifier(value)))
        return expected
    }
}

@Suite struct ArgumentCacheModelStressTests {
    @Test(arguments: [1, 2, 3, 8, 9, 17, 64, 100])
    func randomResolutions_keepAndEvictAsTheLeastRecentlyUsedModel(limit: Int) {
        var random = SplitMix64(seed: UInt64(limit))
        let factory = Factory(TestAssembly { registry in
            registry.register(ModelIntKey.self, .singleton(keepingAtMost: limit))
            registry.register(ModelStringKey.self, .singleton(keepingAtMost: limit))
            registry.register(ModelCollidingKey.self, .singleton(keepingAtMost: limit))
        })
        var ints = LRUModel<Int>(limit: limit)
        var strings = LRUModel<String>(limit: limit)
        var colliding = LRUModel<Int>(limit: limit)
        var wrong: [String] = []
        for step in 0..<3_000 {
            let id = Int.random(in: 0..<(limit * 2 + 3), using: &random)
            let value = factory[ModelIntKey.self, id]
            if value.label != "\(id)" { wrong.append("step \(step): \(id) got \(value.label)") }
            if let expected = ints.resolve(id, returned: value), expected != ObjectIdentifier(value) {
                wrong.append("step \(step): Int \(id) was built again while kept")
            }
            let name = "an argument long enough to live on the heap, number \(id)"
            let named = factory[ModelStringKey.self, name]
            if named.label != name { wrong.append("step \(step): \(name) got \(named.label)") }
            if let expected = strings.resolve(name, returned: named), expected != ObjectIdentifier(named) {
                wrong.append("step \(step): String \(id) was built again while kept")
            }
            let collided = factory[ModelCollidingKey.self, CollidingArgument(id: id)]
            if collided.label != "\(id)" { wrong.append("step \(step): colliding \(id) got \(collided.label)") }
            if let expected = colliding.resolve(id, returned: collided), expected != ObjectIdentifier(collided) {
                wrong.append("step \(step): colliding \(id) was built again while kept")
            }
            // A value built anew must be a new object, not one the model evicted: checked by identity above.
            if wrong.count > 5 { break }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func evictedValues_areReleased_andTheCacheHoldsAtMostItsLimit() {
        let limit = 8
        let factory = Factory(TestAssembly { $0.register(ModelIntKey.self, .singleton(keepingAtMost: limit)) })
        var built: [Weak] = []
        for id in 0..<100 { built.append(Weak(factory[ModelIntKey.self, id])) }
        #expect(built.filter { $0.object != nil }.count == limit)
        #expect(built.suffix(limit).allSatisfy { $0.object != nil })
    }

    @Test func eightThreadsOnSixteenArguments_buildEachOnce_andGetTheValueOfTheirArgument() {
        let builds = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ModelIntKey.self, .singleton(keepingAtMost: 16)) { _, id in
                builds.increment()
                return Thing("\(id)")
            }
        })
        let wrong = StressLocked<[String]>([])
        runThreads(8) { thread in
            for step in 0..<20_000 {
                let id = (step &* 7 &+ thread) & 15
                let value = factory[ModelIntKey.self, id]
                if value.label != "\(id)" { wrong.withLock { $0.append("\(id) got \(value.label)") } }
            }
        }
        #expect(wrong.withLock { $0 }.isEmpty)
        #expect(builds.value == 16)
    }

    @Test func threadsEvictingWhileOthersHit_alwaysGetTheValueOfTheirArgument() {
        let factory = Factory(TestAssembly { registry in
            registry.register(ModelStringKey.self, .singleton(keepingAtMost: 4))
        })
        let wrong = StressLocked<[String]>([])
        runThreads(4) { thread in
            var random = SplitMix64(seed: UInt64(thread))
            for _ in 0..<20_000 {
                let name = "heap-allocated argument \(Int.random(in: 0..<(thread.isMultiple(of: 2) ? 3 : 12), using: &random))"
                let value = factory[ModelStringKey.self, name]
                if value.label != name { wrong.withLock { $0.append("\(name) got \(value.label)") } }
            }
        }
        #expect(wrong.withLock { $0 }.isEmpty)
    }
}

private struct Weak {
    weak var object: Thing?
    init(_ object: Thing) { self.object = object }
}
#endif
