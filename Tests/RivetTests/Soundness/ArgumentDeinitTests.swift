import Foundation
import Rivet
import RivetTestSupport
import Testing

// What a per-argument cache releases runs user code: an evicted value's deinit, an evicted argument's deinit,
// and the argument's hash and == (run under the cache's own lock). Each may resolve from the factory, the very
// key included, without a deadlock or a cycle that is not one. Each scenario runs in an exit test with a
// watchdog: a deadlock becomes a failed test, not a hung run.

/// A value or an argument that runs a closure when released.
final class ReleaseAction: Sendable {
    let action: @Sendable () -> Void
    init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    deinit { action() }
}

/// A cached key's value that runs an action when it is released.
struct ReleasingItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> ReleaseAction {
        ReleaseAction { if id < 100, let factory = DeinitScene.factory { _ = factory[ReleasingItemKey.self, id + 100] } }
    }
}

/// An argument (a class) that runs an action when released.
final class ReleasingArgument: Hashable, Sendable {
    let id: Int
    let onRelease: @Sendable () -> Void
    init(_ id: Int, onRelease: @escaping @Sendable () -> Void = {}) {
        self.id = id
        self.onRelease = onRelease
    }
    deinit { onRelease() }
    static func == (left: ReleasingArgument, right: ReleasingArgument) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct ArgumentObjectKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: ReleasingArgument) -> Thing { Thing("item \(argument.id)") }
}

/// An argument whose hash and == resolve another key from the factory.
struct ResolvingArgument: Hashable, Sendable {
    let id: Int
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(DeinitScene.factory?.thing.label)
    }
    static func == (left: ResolvingArgument, right: ResolvingArgument) -> Bool {
        left.id == right.id && DeinitScene.factory?[ItemKey.self, left.id].label == "item \(left.id)"
    }
}

struct ResolvingArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: ResolvingArgument) -> Thing { Thing("item \(argument.id)") }
}

/// The factory the values and arguments reach, set in an exit test's child process (or a test that runs alone).
enum DeinitScene {
    nonisolated(unsafe) static var factory: Factory?
}

extension Soundness {
    @Suite struct ArgumentDeinitTests {
        @Test func evictedValuesDeinit_resolvingTheSameKey_neitherDeadlocksNorReportsACycle() async {
            await #expect(processExitsWith: .success) {
                Watchdog.start("an evicted value's deinit resolving its own key")
                let factory = Factory(TestAssembly { $0.register(ReleasingItemKey.self, .singleton(keepingAtMost: 1)) })
                DeinitScene.factory = factory
                _ = factory[ReleasingItemKey.self, 1]
                _ = factory[ReleasingItemKey.self, 2]   // evicts 1, whose deinit resolves 101 (evicting 2, whose deinit resolves 102)
                exit(0)
            }
        }

        @Test func evictedArgumentsDeinit_resolvingTheSameKey_doesNotDeadlock() async {
            await #expect(processExitsWith: .success) {
                Watchdog.start("an evicted argument's deinit resolving its own key")
                let factory = Factory(TestAssembly { $0.register(ArgumentObjectKey.self, .singleton(keepingAtMost: 1)) })
                DeinitScene.factory = factory
                _ = factory[ArgumentObjectKey.self, ReleasingArgument(1) {
                    _ = DeinitScene.factory?[ArgumentObjectKey.self, ReleasingArgument(99)]
                }]
                _ = factory[ArgumentObjectKey.self, ReleasingArgument(2)]   // evicts 1: the cache held its argument's last reference
                exit(0)
            }
        }

        @Test func valuesReleasedByReset_deinitResolvingTheSameKey_doNotDeadlock() async {
            await #expect(processExitsWith: .success) {
                Watchdog.start("values released by reset resolving their own key")
                let factory = Factory(TestAssembly { $0.register(ReleasingItemKey.self, .singleton) })
                DeinitScene.factory = factory
                factory.reset()                          // the factory's own table: a second reset releases it
                _ = factory[ReleasingItemKey.self, 1]
                factory.reset()
                factory.override(ReleasingItemKey.self) { _, id in ReleaseAction { _ = DeinitScene.factory?[ReleasingItemKey.self, id + 100] } }
                _ = factory[ReleasingItemKey.self, 2]
                factory.override(ReleasingItemKey.self) { _, _ in ReleaseAction {} }
                exit(0)
            }
        }

        @Test func flowsValues_releasedWithTheFlow_deinitResolvingFromItsParent() async {
            await #expect(processExitsWith: .success) {
                Watchdog.start("a flow's values resolving from the root when the flow ends")
                let factory = Factory(TestAssembly { $0.register(ReleasingItemKey.self, .singleton) })
                DeinitScene.factory = factory
                do {
                    let flow = factory.beginFlow(TestAssembly { registry in
                        registry.register(ReleasingItemKey.self, .flow) { _, id in
                            ReleaseAction { _ = DeinitScene.factory?[ReleasingItemKey.self, id + 100] }
                        }
                    })
                    for id in 0..<10 { _ = flow[ReleasingItemKey.self, id] }
                }
                exit(0)
            }
        }

        @Test func argumentsHashAndEquality_mayResolveOtherKeysFromTheFactory() async {
            await #expect(processExitsWith: .success) {
                Watchdog.start("an argument's hash and == resolving other keys")
                let factory = Factory(TestAssembly { registry in
                    registry.register(ThingKey.self, .singleton)
                    registry.register(ItemKey.self, .singleton)
                    registry.register(ResolvingArgumentKey.self, .singleton(keepingAtMost: 4))
                })
                DeinitScene.factory = factory
                for round in 0..<100 {
                    let id = round % 6   // hits, misses and evictions
                    let value = factory[ResolvingArgumentKey.self, ResolvingArgument(id: id)]
                    if value.label != "item \(id)" { exit(3) }
                }
                exit(0)
            }
        }
    }
}
