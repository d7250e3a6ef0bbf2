import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// The programming errors of async components stop the program with their message, as sync ones do: each
// runs in an exit test, with its keys and assemblies declared here, outside the test.

struct OpenedDatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened { Opened("database") }
}

struct RepositoryOverDatabaseKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("repository", [values[OpenedDatabaseKey.self]]) }
}

struct AsyncCycleAKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await values.resolve(AsyncCycleBKey.self) }
}

struct AsyncCycleBKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await values.resolve(AsyncCycleAKey.self) }
}

/// Awaits two components at once, one of which awaits it back.
struct AsyncFanOutKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        async let independent = values.resolve(OpenedDatabaseKey.self)
        async let cyclic = values.resolve(AsyncFanInKey.self)
        return try await Opened("fan-out", [independent, cyclic])
    }
}

struct AsyncFanInKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        try await Task.sleep(for: .milliseconds(20))
        return Opened("fan-in", [try await values.resolve(AsyncFanOutKey.self)])
    }
}

struct AsyncFanOutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(OpenedDatabaseKey.self)
        registry.registerAsync(AsyncFanOutKey.self)
        registry.registerAsync(AsyncFanInKey.self)
    }
}

struct AsyncSessionKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened { Opened("session") }
}

struct AsyncCaptorKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        Opened("captor", [try await values.resolve(AsyncSessionKey.self)])
    }
}

struct DatabaseAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(OpenedDatabaseKey.self)
        registry.register(RepositoryOverDatabaseKey.self, .singleton)
    }
}

struct AsyncCycleAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(AsyncCycleAKey.self)
        registry.registerAsync(AsyncCycleBKey.self)
    }
}

struct AsyncCaptiveAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(AsyncSessionKey.self, .flow)
        registry.registerAsync(AsyncCaptorKey.self, .singleton)
    }
}

@available(*, deprecated, message: "registers an async key with register, on purpose")
struct SyncRegisteredAsyncKeyAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OpenedDatabaseKey.self, .singleton)
    }
}

@Suite struct AsyncResolutionErrorTests {
    @Test func syncResolutionBeforeTheWarmUp_stopsTheProgram_namingTheKeyAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(DatabaseAssembly())[RepositoryOverDatabaseKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: async `OpenedDatabaseKey` resolved before it was built (RepositoryOverDatabaseKey -> OpenedDatabaseKey); \
            build it first: try await factory.warmUp() at launch or when the flow begins, or await it: \
            try await values.resolve(OpenedDatabaseKey.self).
            """)
    }

    @Test func syncResolutionAfterTheWarmUp_readsTheValue() async throws {
        let factory = Factory(DatabaseAssembly())
        try await factory.warmUp()
        #expect(factory[RepositoryOverDatabaseKey.self].dependencies[0] === factory[OpenedDatabaseKey.self])
    }

    @Test func anAsyncKeyNobodyRegisters_stopsTheProgram_onAwait() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await Factory().resolve(OpenedDatabaseKey.self)
        }
        #expect(result?.rivetMessage == """
            Rivet: async `OpenedDatabaseKey` is resolved but not registered (OpenedDatabaseKey); its make is async, \
            so a warm-up or an await must build it: register it with registry.registerAsync(OpenedDatabaseKey.self, .singleton) or .flow.
            """)
    }

    @Test @available(*, deprecated) func anAsyncKeyRegisteredWithRegister_stopsTheProgram_whenResolved() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(SyncRegisteredAsyncKeyAssembly())[OpenedDatabaseKey.self]
        }
        #expect(result?.rivetMessage == RivetError.asyncComponentNotRegistered(key: "OpenedDatabaseKey", chain: ["OpenedDatabaseKey"]).description)
    }

    @Test func aCycleOfAwaits_stopsTheProgram_namingTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try? await Factory(AsyncCycleAssembly()).warmUp()
        }
        let message = result?.rivetMessage ?? ""
        let cycles = [["AsyncCycleAKey", "AsyncCycleBKey", "AsyncCycleAKey"], ["AsyncCycleBKey", "AsyncCycleAKey", "AsyncCycleBKey"]]
        #expect(cycles.map { RivetError.dependencyCycle(chain: $0).description }.contains(message), "\(message)")
    }

    @Test func aCycleOfAwaitsInOneTask_stopsTheProgram_namingTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await Factory(AsyncCycleAssembly()).resolve(AsyncCycleAKey.self)
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["AsyncCycleAKey", "AsyncCycleBKey", "AsyncCycleAKey"]).description)
    }

    @Test func aCycleThroughOneOfSeveralConcurrentAwaits_stopsTheProgram_ratherThanHang() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle through one of several concurrent awaits")
            _ = try? await Factory(AsyncFanOutAssembly()).resolve(AsyncFanOutKey.self)
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["AsyncFanOutKey", "AsyncFanInKey", "AsyncFanOutKey"]).description)
    }

    @Test func anAsyncSingletonAwaitingAFlowComponent_isACaptiveDependency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let flow = Factory(AsyncCaptiveAssembly()).beginFlow(TestAssembly { _ in })
            _ = try? await flow.resolve(AsyncCaptorKey.self)
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "AsyncCaptorKey", flowScoped: "AsyncSessionKey", chain: ["AsyncCaptorKey", "AsyncSessionKey"]
        ).description)
    }

    @Test func anAsyncFlowComponentAwaitedWithNoFlow_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await Factory(AsyncCaptiveAssembly()).resolve(AsyncSessionKey.self)
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "AsyncSessionKey", chain: ["AsyncSessionKey"]).description)
    }
}
