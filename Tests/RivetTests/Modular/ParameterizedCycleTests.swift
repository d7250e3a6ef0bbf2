import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// A parameterized key that resolves itself, whatever the argument, is a dependency cycle: the build plugin
// cannot compare arguments, so the runtime does not either. The error must not depend on what the cache holds
// (a cached value for the other argument), and an argument whose hash resolves the key is that cycle too,
// never a deadlock on the cache's lock.

/// A tree node whose make resolves its parent's node: the cycle the rule is about.
struct TreeNodeKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing {
        Thing(id == 0 ? "root" : "child of \(values[TreeNodeKey.self, id - 1].label)")
    }
}

/// A key that resolves `TreeNodeKey` through another key.
struct TreeThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { values[TreeNodeKey.self, 0] }
}

/// An argument whose hash resolves the key it is the argument of.
struct SelfHashingArgument: Hashable, Sendable {
    let id: Int
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        if id == 1, let factory = CycleScene.factory { _ = factory[SelfHashingKey.self, SelfHashingArgument(id: 2)] }
    }
}

struct SelfHashingKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: SelfHashingArgument) -> Thing { Thing("\(argument.id)") }
}

/// The factory an exit test's argument reaches, set in the child process only.
enum CycleScene {
    nonisolated(unsafe) static var factory: Factory?
}

@Suite struct ParameterizedCycleTests {
    @Test func transientResolvingItselfForAnotherArgument_isADependencyCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[TreeNodeKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["TreeNodeKey", "TreeNodeKey"]).description)
    }

    @Test func perArgumentSingleton_resolvingItselfForAnArgumentAlreadyCached_isStillADependencyCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(TreeNodeKey.self, .singleton) })
            _ = factory[TreeNodeKey.self, 0]   // the parent's value, cached: it must not hide the cycle
            _ = factory[TreeNodeKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["TreeNodeKey", "TreeNodeKey"]).description)
    }

    @Test func perFlowValue_resolvingItselfForAnArgumentAlreadyCached_isStillADependencyCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let flow = Factory(TestAssembly { $0.register(TreeNodeKey.self, .flow) }).beginFlow()
            _ = flow[TreeNodeKey.self, 0]
            _ = flow[TreeNodeKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["TreeNodeKey", "TreeNodeKey"]).description)
    }

    @Test func cycleThroughAnotherKey_namesTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { registry in
                registry.register(TreeNodeKey.self, .singleton) { values, _ in values[TreeThingKey.self] }
            })
            _ = factory[TreeNodeKey.self, 3]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["TreeNodeKey", "TreeThingKey", "TreeNodeKey"]).description)
    }

    @Test func argumentWhoseHashResolvesTheKey_isADependencyCycle_notADeadlock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("an argument's hash resolving its own key")
            let factory = Factory(TestAssembly { $0.register(SelfHashingKey.self, .singleton) })
            CycleScene.factory = factory
            _ = factory[SelfHashingKey.self, SelfHashingArgument(id: 1)]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["SelfHashingKey", "SelfHashingKey"]).description)
    }

    @Test func flowRegistrationWrappingTheRootsValueForTheSameKey_isNoCycle() {
        // Frames are per key and scope: the root's value is another component than the flow's.
        let root = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let flow = root.beginFlow(TestAssembly { registry in
            registry.register(ItemKey.self) { _, id in Thing("wrapping \(root[ItemKey.self, id].label)") }
        })
        #expect(flow[ItemKey.self, 1].label == "wrapping item 1")
    }
}
