import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Run under the thread sanitizer in CI (`swift test --sanitize=thread --filter ConcurrencyTests`).

struct SlowThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing() }
}

/// Four singletons depending on each other in a diamond: D -> (B, C) -> A.
struct DiamondAKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("A") }
}
struct DiamondBKey: InjectionKey {
    static func make(_ values: InjectedValues) -> [Thing] { [values[DiamondAKey.self]] }
}
struct DiamondCKey: InjectionKey {
    static func make(_ values: InjectedValues) -> [Thing] { [values[DiamondAKey.self]] }
}
struct DiamondDKey: InjectionKey {
    static func make(_ values: InjectedValues) -> [Thing] { values[DiamondBKey.self] + values[DiamondCKey.self] }
}

struct DiamondAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DiamondAKey.self, .singleton) { _ in
            usleep(200)
            return Thing("A")
        }
        registry.register(DiamondBKey.self, .singleton)
        registry.register(DiamondCKey.self, .singleton)
        registry.register(DiamondDKey.self, .singleton)
    }
}

@Suite struct ConcurrencyTests {
    @Test func singleton_raceForFirstResolution_buildsExactlyOnce() {
        for _ in 0..<20 {
            let made = Counter()
            let factory = Factory(TestAssembly { registry in
                registry.register(SlowThingKey.self, .singleton) { _ in
                    made.increment()
                    usleep(500)
                    return Thing()
                }
            })
            let seen = ThingSet()
            DispatchQueue.concurrentPerform(iterations: 16) { _ in seen.insert(factory[SlowThingKey.self]) }
            #expect(made.value == 1)
            #expect(seen.count == 1)
        }
    }

    @Test func singletonsResolvingSingletons_fromManyThreadsInAnyOrder_neverDeadlock() {
        let keys: [@Sendable (Factory) -> Void] = [
            { _ = $0[DiamondDKey.self] }, { _ = $0[DiamondCKey.self] },
            { _ = $0[DiamondBKey.self] }, { _ = $0[DiamondAKey.self] },
        ]
        for _ in 0..<50 {
            let factory = Factory(DiamondAssembly())
            DispatchQueue.concurrentPerform(iterations: 8) { index in keys[index % keys.count](factory) }
            let d = factory[DiamondDKey.self]
            #expect(d.count == 2 && d[0] === d[1] && d[0] === factory[DiamondAKey.self])
        }
    }

    @Test func flowComponent_raceWithinOneFlow_buildsExactlyOnce() {
        let made = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow) { _ in
                made.increment()
                usleep(500)
                return Session()
            }
        })
        let flow = factory.beginFlow()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in _ = flow.session }
        #expect(made.value == 1)
    }

    @Test func cycleResolvedFromTwoThreads_stopsTheProgramWithTheCycle_withoutDeadlock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { registry in
                registry.register(CycleAKey.self, .singleton)
                registry.register(CycleBKey.self, .singleton)
            })
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                _ = index == 0 ? factory[CycleAKey.self] : factory[CycleBKey.self]
            }
        }
        let fromEitherThread = [
            RivetError.dependencyCycle(chain: ["CycleAKey", "CycleBKey", "CycleAKey"]).description,
            RivetError.dependencyCycle(chain: ["CycleBKey", "CycleAKey", "CycleBKey"]).description,
        ]
        #expect(fromEitherThread.contains { $0 == result?.rivetMessage })
    }

    @Test func overridesWhileOtherThreadsResolve_eachResolutionSeesOneWholeRegistration() {
        let factory = Factory(AppAssembly())
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for round in 0..<200 {
                if index == 0 {
                    factory.override(ThingKey.self) { _ in Thing("mock \(round)") }
                } else {
                    let label = factory.thing.label
                    #expect(label == "live" || label.hasPrefix("mock "))
                }
            }
        }
    }
}

/// Collects distinct instances from many threads.
final class ThingSet: @unchecked Sendable {
    private let lock = NSLock()
    private var identifiers: Set<ObjectIdentifier> = []

    var count: Int { lock.withLock { identifiers.count } }

    func insert(_ thing: Thing) {
        lock.withLock { _ = identifiers.insert(ObjectIdentifier(thing)) }
    }
}
