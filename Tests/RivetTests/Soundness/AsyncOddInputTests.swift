import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Synchronization
import Testing

// What `resolve` and `warmUp` get that is not an async component built once: sync keys of every lifecycle
// through `resolve`, an interface key nobody registers, async keys registered in a parent and awaited from a
// nested flow, a factory with nothing to warm up, one flow warmed up by a hundred tasks at once while it is
// released.

final class Counted: Sendable {
    let serial: Int
    init(_ serial: Int) { self.serial = serial }
}

struct CountedKey: InjectionKey {
    static let made = Atomic<Int>(0)
    static func make(_ values: InjectedValues) -> Counted { Counted(made.add(1, ordering: .relaxed).newValue) }
}

enum AsyncOddInput {
    /// The exit test's body: awaits an interface key that nothing registers, from a flow.
    static func awaitAnUnregisteredInterfaceKey() async {
        let checkout = Factory(AppAssembly()).beginFlow(TestAssembly { _ in })
        _ = try? await checkout.resolve(PaymentsKey.self)
    }
}

extension Soundness {
    @Suite struct AsyncOddInputTests {
        @Test(arguments: [Lifecycle.transient, .singleton, .weakSingleton, .flow, .graph])
        func resolve_ofASyncKey_resolvesItAsTheSyncResolutionDoes(lifecycle: Lifecycle) async throws {
            let flow = Factory(TestAssembly { $0.register(CountedKey.self, lifecycle) }).beginFlow(TestAssembly { _ in })
            let awaited = try await flow.resolve(CountedKey.self)
            let read = flow[CountedKey.self]
            switch lifecycle {
            case .transient, .graph: #expect(awaited !== read)  // one per resolution
            case .singleton, .weakSingleton, .flow: #expect(awaited === read)
            }
        }

        @Test func resolve_ofAnUnregisteredKey_buildsItsLiveDefault() async throws {
            let factory = Factory()
            #expect(try await factory.resolve(ThingKey.self).label == "live")
            #expect(try await factory.beginFlow(TestAssembly { _ in }).resolve(ThingKey.self).label == "live")
        }

        @Test @MainActor func resolve_ofAMainActorSyncKey_fromTheMainActor_resolvesIt() async throws {
            let factory = Factory(BannerAssembly())
            #expect(try await factory.resolve(BannerKey.self) == "main-actor banner")
        }

        @Test func resolve_ofAnUnregisteredInterfaceKey_stopsWithTheMessageOfASyncResolution() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await AsyncOddInput.awaitAnUnregisteredInterfaceKey()
            }
            #expect(result?.rivetMessage == RivetError.missingRegistration(
                key: "PaymentsKey",
                searched: ["flow(TestAssembly)", "Factory(AppAssembly)"],
                chain: ["PaymentsKey"]
            ).description)
        }

        @Test func asyncKeysOfAParent_awaitedFromANestedFlow_liveWhereTheirLifecycleSays() async throws {
            let counter = BuildCounter()
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    counter.count("singleton")
                    return Opened("singleton")
                }
            })
            let outer = root.beginFlow(TestAssembly { registry in
                registry.registerAsync(AsyncBKey.self, .flow) { values in
                    counter.count("flow")
                    return Opened("flow", [try await values.resolve(AsyncAKey.self)])
                }
            })
            let inner = outer.beginFlow(TestAssembly { _ in })
            let innerB = try await inner.resolve(AsyncBKey.self)
            let outerB = try await outer.resolve(AsyncBKey.self)
            #expect(innerB !== outerB)  // a flow component lives in the innermost flow
            #expect(innerB.dependencies[0] === outerB.dependencies[0])  // the singleton, in the root
            #expect(innerB.dependencies[0] === root[AsyncAKey.self])
            #expect((counter["singleton"], counter["flow"]) == (1, 2))
            try await inner.warmUp()
            #expect(counter["flow"] == 2)
        }

        @Test func warmUp_ofAFactoryWithNoAsyncComponents_returns() async throws {
            try await Factory().warmUp()
            try await Factory(AppAssembly()).beginFlow(TestAssembly { _ in }).warmUp()
        }

        @Test func aHundredWarmUpsOfOneFlow_atOnce_whileItIsReleased_buildItsComponentsOnce() async throws {
            let counter = BuildCounter()
            weak var released: Factory?
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self, .flow) { _ in
                    counter.count("A")
                    await Task.yield()
                    return Opened("A")
                }
            })
            var flow: Factory? = root.beginFlow(TestAssembly { _ in })
            released = flow
            let warmUps = (0..<100).map { [flow] _ in Task { try await flow!.warmUp() } }
            flow = nil
            for warmUp in warmUps { try await warmUp.value }
            #expect(counter["A"] == 1)
            #expect(released == nil)
        }
    }
}
