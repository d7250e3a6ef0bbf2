#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// The async storm: many tasks at once await, warm up, override, override asynchronously and reset async
// components of several factories, begin flows, warm them up and release them (while the warm-up runs, too),
// read warmed values synchronously, and cancel a share of what they start at a random point: before it runs,
// while it waits for another task's build, while it builds. Makes yield and sometimes fail. Invariants checked as
// it runs: every value handed out is alive and whole (canaries); an async value is published once per cell, so
// every task that gets it from a factory or a flow that nothing replaced gets the same one, and a sync read after
// an await or a warm-up reads it; a task that was not cancelled gets the value or the make's own error. When a
// round ends and everything is dropped, nothing of it is left alive. A watchdog stops the process if the storm
// makes no progress: a lost wake-up or a deadlock. Knobs: StressSupport.swift.

final class StormValue: StressCanary, @unchecked Sendable {
    let parts: [StormValue]

    init(_ census: Census, _ parts: [StormValue] = []) {
        for part in parts { part.check("a part of a value being built") }
        self.parts = parts
        super.init(census)
    }

    /// Checks this value and its parts. A loop, not recursion over an autoclosure: the optimizer of Swift 6.3.1
    /// crashes specializing that one.
    func deepCheck(_ context: String) {
        var pending = [self]
        while let value = pending.popLast() {
            value.check(context)
            pending += value.parts
        }
    }
}

/// A leaf, built asynchronously once per factory.
struct StormLeafKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StormValue { fatalError("registered") }
}
/// Built from the leaf, asynchronously.
struct StormServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StormValue { fatalError("registered") }
}
/// A flow's component, built asynchronously from the service.
struct StormSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StormValue { fatalError("registered") }
}
/// A sync singleton that reads the leaf synchronously: resolved only once the leaf is built.
struct StormReaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StormValue { fatalError("registered") }
}
/// A sync flow component that reads the session synchronously.
struct StormScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StormValue { fatalError("registered") }
}

/// One round's factories, censuses and records.
final class StormWorld: Sendable {
    let census = Census("storm value")
    let violations = Violations()
    let stable: Factory
    let churned: Factory
    let heartbeat = Heartbeat()
    /// The value each stable key was first seen with.
    private let firstSeen = StressLocked<[String: ObjectIdentifier]>([:])

    init(seed: UInt64) {
        let census = census
        let failures = StressLocked(SplitMix64(seed: seed))
        /// Sometimes fails, in the churned factory only.
        @Sendable func mayFail(_ failing: Bool) throws {
            guard failing else { return }
            if failures.withLock({ $0.next() }) % 16 == 0 { throw OpenFailed(reason: "storm") }
        }
        func assembly(failing: Bool) -> TestAssembly {
            TestAssembly { registry in
                registry.registerAsync(StormLeafKey.self) { _ in
                    await Task.yield()
                    try mayFail(failing)
                    return StormValue(census)
                }
                registry.registerAsync(StormServiceKey.self) { values in
                    let leaf = try await values.resolve(StormLeafKey.self)
                    await Task.yield()
                    try mayFail(failing)
                    // Read back synchronously where no reset or override can replace the leaf meanwhile.
                    return StormValue(census, [leaf, failing ? leaf : values[StormLeafKey.self]])
                }
                registry.registerAsync(StormSessionKey.self, .flow) { values in
                    let service = try await values.resolve(StormServiceKey.self)
                    try mayFail(failing)
                    return StormValue(census, [service])
                }
                registry.register(StormReaderKey.self, .singleton) { values in StormValue(census, [values[StormLeafKey.self]]) }
                registry.register(StormScreenKey.self, .flow) { values in StormValue(census, [values[StormSessionKey.self]]) }
            }
        }
        stable = Factory(assembly(failing: false))
        churned = Factory(assembly(failing: true))
    }

    /// Checks that `value` is the one first seen for `key` in the stable factory.
    func expectSame(_ value: StormValue, as key: String) {
        value.deepCheck(key)
        let id = ObjectIdentifier(value)
        let first = firstSeen.withLock { seen in
            if let first = seen[key] { return first }
            seen[key] = id
            return id
        }
        if first != id { violations.add("stable \(key) handed out two values") }
    }

    /// Runs one operation, chosen by `draw`.
    func operate(_ draw: UInt64) async {
        heartbeat.beat(Int(draw % 1000))
        if !StressTaskExecutor.shared.isCurrent { violations.add("an operation ran off the storm's executor") }
        switch draw % 9 {
        case 0:
            guard let leaf = try? await stable.resolve(StormLeafKey.self) else { return }
            expectSame(leaf, as: "leaf")
            expectSame(stable[StormLeafKey.self], as: "leaf")
            stable[StormReaderKey.self].deepCheck("reader")
            if stable[StormReaderKey.self].parts[0] !== leaf { violations.add("the reader read another leaf") }
        case 1:
            guard let service = try? await stable.resolve(StormServiceKey.self) else { return }
            expectSame(service, as: "service")
            expectSame(service.parts[0], as: "leaf")
        case 2:
            guard (try? await stable.warmUp()) != nil else { return }
            expectSame(stable[StormLeafKey.self], as: "leaf")
            expectSame(stable[StormServiceKey.self], as: "service")
        case 3:
            await flowRound(from: stable, draw: draw)
        case 4:
            await flowRound(from: churned, draw: draw)
        case 5:
            switch (draw >> 8) % 4 {
            case 0: churned.reset()
            case 1: churned.override(StormLeafKey.self) { [census] _ in StormValue(census) }
            case 2: churned.overrideAsync(StormServiceKey.self) { [census] values in
                StormValue(census, [try await values.resolve(StormLeafKey.self)])
            }
            default: churned.overrideAsync(StormLeafKey.self) { [census] _ in
                await Task.yield()
                return StormValue(census)
            }
            }
        case 6:
            (try? await churned.resolve(StormServiceKey.self))?.deepCheck("churned service")
        case 7:
            _ = try? await churned.warmUp()
        default:
            (try? await churned.resolve(StormLeafKey.self))?.deepCheck("churned leaf")
        }
    }

    /// Begins a flow, awaits its session from three tasks or warms it up, and releases it, possibly while the
    /// warm-up runs.
    private func flowRound(from root: Factory, draw: UInt64) async {
        let flow = root.beginFlow(TestAssembly { _ in })
        if (draw >> 8) % 3 == 0 {
            // Released by this task while the warm-up it started runs; cancelled half the time.
            let warmUp = Task(executorPreference: StressTaskExecutor.shared) { try await flow.warmUp() }
            if (draw >> 10) % 2 == 0 { warmUp.cancel() }
            _ = await warmUp.result
            return
        }
        let sessions = await withTaskGroup(of: StormValue?.self) { group in
            for _ in 0..<3 { group.addTask { try? await flow.resolve(StormSessionKey.self) } }
            return await group.reduce(into: [StormValue]()) { if let session = $1 { $0.append(session) } }
        }
        guard let session = sessions.first else { return }
        for other in sessions where other !== session { violations.add("a flow handed out two sessions") }
        session.deepCheck("session")
        if flow[StormSessionKey.self] !== session { violations.add("a flow read another session than it awaited") }
        if flow[StormScreenKey.self].parts[0] !== session { violations.add("a flow's screen read another session") }
        if root === stable { expectSame(session.parts[0], as: "service") }
    }
}

@Suite struct AsyncStormStressTests {
    @Test func aStormOfAwaitsWarmUpsOverridesResetsAndFlows_withRandomCancellation_keepsEveryInvariant() async {
        let seed = StressKnobs.seed
        reportLine("async storm seed \(seed) (RIVET_STRESS_SEED to replay)")
        // On threads of its own, watchdog included: the tests beside it cannot stall it by holding the
        // cooperative pool.
        await withTaskExecutorPreference(StressTaskExecutor.shared) {
            for round in 0..<StressKnobs.rounds {
                let census = await stormRound(seed: seed &+ UInt64(round))
                #expect(census.live.load(ordering: .relaxed) == 0, "values of round \(round) still alive")
            }
        }
    }

    /// One round: `tasks` tasks, each running operations and cancelling some; returns the census, once the
    /// round's factories are dropped.
    private func stormRound(seed: UInt64, tasks: Int = 48, operations: Int = 80) async -> Census {
        let world = StormWorld(seed: seed)
        let watchdog = AsyncStallWatchdog(world.heartbeat, context: "async storm, seed \(seed)")
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<tasks {
                group.addTask { await Self.work(in: world, seed: seed &+ UInt64(worker) &* 0x1000, operations) }
            }
        }
        watchdog.stop()
        #expect(world.violations.all == [])
        return world.census
    }

    /// One task of the storm: `operations` operations, each in a task of its own that it cancels now and then.
    private static func work(in world: StormWorld, seed: UInt64, _ operations: Int) async {
        var random = SplitMix64(seed: seed)
        for _ in 0..<operations {
            let draw = random.next()
            let operation = Task(executorPreference: StressTaskExecutor.shared) { await world.operate(draw) }
            switch (draw >> 16) % 8 {
            case 0: operation.cancel()  // at once: often before it runs
            case 1:
                await Task.yield()
                operation.cancel()  // later: while it waits or builds
            default: break
            }
            await operation.value
        }
    }
}

#endif
