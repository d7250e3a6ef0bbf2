import Rivet
import RivetTestSupport
import Testing

@Suite struct WarmUpTests {
    @Test func warmUp_buildsEveryAsyncComponent_thenSyncResolutionReadsThem() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(OpenedKeychainKey.self)
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                return Opened("A")
            }
        })
        try await factory.warmUp()
        #expect(counter["A"] == 1)
        #expect(factory[AsyncAKey.self] === factory[AsyncAKey.self])
        #expect(factory[OpenedKeychainKey.self].name == "keychain")
        try await factory.warmUp()
        #expect(counter["A"] == 1)
    }

    @Test func warmUp_runsIndependentComponentsAtOnce() async throws {
        let rendezvous = Rendezvous(expecting: 3)
        let met = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            func meeting(_ name: String) -> @Sendable (AsyncInjectedValues) async -> Opened {
                { _ in
                    if await rendezvous.meet() { met.count("all") }
                    return Opened(name)
                }
            }
            registry.registerAsync(AsyncAKey.self, make: meeting("A"))
            registry.registerAsync(AsyncBKey.self, make: meeting("B"))
            registry.registerAsync(AsyncCKey.self, make: meeting("C"))
        })
        try await factory.warmUp()
        #expect(met["all"] == 3)
    }

    @Test func warmUp_buildsADependentOnceWhatItAwaitsIsReady() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncCKey.self) { values in
                counter.count("C")
                return Opened("C", [try await values.resolve(AsyncAKey.self), try await values.resolve(AsyncBKey.self)])
            }
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                return Opened("A")
            }
            registry.registerAsync(AsyncBKey.self) { _ in
                counter.count("B")
                return Opened("B")
            }
        })
        try await factory.warmUp()
        #expect(factory[AsyncCKey.self].dependencies.map(\.name) == ["A", "B"])
        #expect(factory[AsyncCKey.self].dependencies[0] === factory[AsyncAKey.self])
        #expect((counter["A"], counter["B"], counter["C"]) == (1, 1, 1))
    }

    @Test func flowWarmUp_buildsTheFlowsComponents_oncePerFlow_andNotTheRoots() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self, .flow) { _ in
                counter.count("session")
                return Opened("session")
            }
            registry.registerAsync(AsyncBKey.self) { _ in
                counter.count("root")
                return Opened("root")
            }
        })
        let login = factory.beginFlow(TestAssembly { registry in
            registry.registerAsync(AsyncCKey.self, .flow) { values in
                Opened("login", [try await values.resolve(AsyncAKey.self)])
            }
        })
        let other = factory.beginFlow(TestAssembly { _ in })
        try await login.warmUp()
        try await other.warmUp()
        #expect(counter["session"] == 2)
        #expect(counter["root"] == 0)
        #expect(login[AsyncCKey.self].dependencies[0] === login[AsyncAKey.self])
        #expect(login[AsyncAKey.self] !== other[AsyncAKey.self])
    }

    @Test func aFlowsOwnRegistration_hidesItsParentsAsyncOne() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self, .flow) { _ in
                counter.count("parent")
                return Opened("parent")
            }
        })
        let flow = factory.beginFlow(TestAssembly { registry in
            registry.register(AsyncAKey.self, .flow) { _ in Opened("flow's own, sync") }
        })
        try await flow.warmUp()
        #expect(counter["parent"] == 0)
        #expect(flow[AsyncAKey.self].name == "flow's own, sync")
    }

    @Test func resolve_ofASyncKey_resolvesItAsUsual() async throws {
        let factory = Factory(TestAssembly { registry in
            registry.register(AsyncAKey.self, .singleton)
        })
        let awaited = try await factory.resolve(AsyncAKey.self)
        #expect(awaited === factory[AsyncAKey.self])
    }

    @Test func anInjectedPropertyInAnAsyncMake_resolvesFromTheScopeBuildingIt() async throws {
        final class Host: @unchecked Sendable {
            @Injected(\.session) var session
        }
        let factory = Factory(AppAssembly())
        let flow = factory.beginFlow(TestAssembly { registry in
            registry.registerAsync(HostKey.self, .flow) { _ in Host() }
        })
        struct HostKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Host { Host() }
        }
        try await flow.warmUp()
        #expect(flow[HostKey.self].session === flow.session)
    }
}
