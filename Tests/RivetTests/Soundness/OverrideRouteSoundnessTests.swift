import Foundation
import Rivet
import RivetTestSupport
import Testing

// Override routes (Internals.md M13): an override of a key the assembled table registers re-routes that key's entry
// alone (its route word). Every path that finds the entry (the in-line read, the out-of-line part, the scope walk,
// parameterized keys, main-actor keys, warm-up) must reach the override, the keys not overridden keep their values,
// and a reader never gets a freed value.

// MARK: - Keys and values

/// A value that can tell whether it is still alive, and which registration built it: generation 0 is the assembly's,
/// n the n-th override's. Its deinit overwrites the magic word (as `Canary` in ReadDuringResetTests).
final class RouteCanary: @unchecked Sendable {   // `magic` changes only in deinit, when no one may hold it.
    static let liveMagic: UInt64 = 0x5AFE_C0DE_5AFE_C0DE
    static let deadMagic: UInt64 = 0xDEAD_DEAD_DEAD_DEAD
    private(set) var magic: UInt64
    let generation: Int

    init(_ generation: Int) {
        magic = RouteCanary.liveMagic
        self.generation = generation
    }

    deinit {
        magic = RouteCanary.deadMagic
    }

    var isLive: Bool { magic == RouteCanary.liveMagic }
}

struct RouteSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

struct RouteTransientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

struct RouteItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> RouteCanary { RouteCanary(-1) }
}

/// Registered, never overridden: its value must outlive every override of the other keys.
struct RouteOtherKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

/// Registered by no assembly.
struct RouteUnregisteredKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

struct RouteAsyncKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

struct RouteMainActorRegisteredKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

struct RouteMainActorOverrideKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteCanary { RouteCanary(-1) }
}

/// The assembly of the override tests: a singleton, a transient, a `.singleton` parameterized key and a singleton no
/// test overrides, each built by generation 0.
let routeAssembly = TestAssembly { registry in
    registry.register(RouteSingletonKey.self, .singleton) { _ in RouteCanary(0) }
    registry.register(RouteTransientKey.self) { _ in RouteCanary(0) }
    registry.register(RouteItemKey.self, .singleton) { _, _ in RouteCanary(0) }
    registry.register(RouteOtherKey.self, .singleton) { _ in RouteCanary(0) }
}

// MARK: - Main-actor routes (exit tests: a wrong route stops the process)

enum RouteMainActor {
    /// A key registered on the main actor, then overridden with a plain make: a thread that is not the main one
    /// resolves the override (the assembled entry, which requires the main actor, must no longer be used).
    static func resolveAPlainOverrideOfAMainActorRegistration() -> Never {
        Watchdog.start("a plain override of a main-actor registration")
        let factory = Factory(TestAssembly { registry in
            registry.registerOnMainActor(RouteMainActorRegisteredKey.self, .singleton) { _ in RouteCanary(0) }
        })
        factory.override(RouteMainActorRegisteredKey.self) { _ in RouteCanary(1) }
        let generation = Mailbox<Int>()
        onThreads(1) { _ in generation.value = factory[RouteMainActorRegisteredKey.self].generation }
        reportFigure("generation", generation.value ?? -1)
        exit(generation.value == 1 ? 0 : 3)
    }

    /// A plain singleton, ready and read in line, then overridden with a main-actor make: a thread that is not the main
    /// one must be stopped (not handed the value built before the override).
    static func resolveAMainActorOverrideOfAReadySingleton() -> Never {
        Watchdog.start("a main-actor override of a ready singleton")
        let factory = Factory(TestAssembly { registry in
            registry.register(RouteMainActorOverrideKey.self, .singleton) { _ in RouteCanary(0) }
        })
        onThreads(1) { _ in _ = factory[RouteMainActorOverrideKey.self] }
        factory.overrideOnMainActor(RouteMainActorOverrideKey.self) { _ in RouteCanary(1) }
        let generation = Mailbox<Int>()
        onThreads(1) { _ in generation.value = factory[RouteMainActorOverrideKey.self].generation }
        reportLine("resolved off the main thread: generation \(generation.value ?? -1)")
        exit(3)
    }
}

// MARK: - Overrides racing readers

enum RouteRace {
    static let rounds = LongRun.size(quick: 20, full: 300)
    static let overridesPerRound = 40

    /// What the readers found wrong, by kind, and how many reads they made.
    final class Findings: @unchecked Sendable {
        private let lock = NSLock()
        private var problems: [String: Int] = [:]
        private(set) var reads = 0

        func note(_ problem: String) {
            lock.withLock { problems[problem, default: 0] += 1 }
        }

        func addReads(_ count: Int) {
            lock.withLock { reads += count }
        }

        var summary: [String: Int] { lock.withLock { problems } }
    }

    /// One round: a fresh root whose singleton is ready (read in line), a flow begun before; two reader threads read
    /// every key from the root, from that flow and from flows they begin, while a writer overrides the singleton, the
    /// transient and the parameterized key `overridesPerRound` times, each override with the next generation. After
    /// each override returns, the writer reads every path itself, then publishes the generation: a reader that sees it
    /// published (through a lock, so after the override) must never read an older generation again. Every value must be
    /// alive; the key never overridden must keep its one value; one generation of the singleton is one value.
    static func race(findings: Findings) {
        for _ in 0..<rounds {
            let root = Factory(routeAssembly)
            let flowBefore = root.beginFlow()
            let other = root[RouteOtherKey.self]
            _ = root[RouteSingletonKey.self]
            let published = Mailbox<Int>(0)
            let finished = Flag()
            let singletons = Locked<[Int: ObjectIdentifier]>([:])
            let start = StartLine(runners: 3)
            onThreads(3, stackSize: largeThreadStack) { index in
                start.wait()
                if index == 0 {
                    for generation in 1...overridesPerRound {
                        root.override(RouteSingletonKey.self) { _ in RouteCanary(generation) }
                        root.override(RouteTransientKey.self) { _ in RouteCanary(generation) }
                        root.override(RouteItemKey.self) { _, _ in RouteCanary(generation) }
                        let flowAfter = root.beginFlow()
                        for scope in [root, flowBefore, flowAfter] {
                            if scope[RouteSingletonKey.self].generation != generation { findings.note("writer: singleton not the override it just made") }
                            if scope[RouteTransientKey.self].generation != generation { findings.note("writer: transient not the override it just made") }
                            if scope[RouteItemKey.self, generation % 3].generation != generation { findings.note("writer: parameterized key not the override it just made") }
                            if scope[RouteOtherKey.self] !== other { findings.note("writer: a key not overridden lost its value") }
                        }
                        published.value = generation
                    }
                    finished.set()
                    return
                }
                var reads = 0
                var scope = index == 1 ? root : flowBefore
                while !finished.value {
                    let floor = published.value ?? 0
                    for iteration in 0..<16 {
                        let singleton = scope[RouteSingletonKey.self]
                        let transient = scope[RouteTransientKey.self]
                        let item = scope[RouteItemKey.self, iteration % 3]
                        let kept = scope[RouteOtherKey.self]
                        reads += 4
                        if !singleton.isLive || !transient.isLive || !item.isLive || !kept.isLive { findings.note("a value read was freed") }
                        if singleton.generation < floor { findings.note("singleton older than an override that returned before") }
                        if transient.generation < floor { findings.note("transient older than an override that returned before") }
                        if item.generation < floor { findings.note("parameterized key older than an override that returned before") }
                        if kept !== other { findings.note("a key not overridden lost its value") }
                        let identity = ObjectIdentifier(singleton)
                        let first = singletons.withLock { seen in
                            if let known = seen[singleton.generation] { return known }
                            seen[singleton.generation] = identity
                            return identity
                        }
                        if first != identity { findings.note("one generation of the singleton was built twice") }
                    }
                    // Flows begun while the overrides go on, and the ones begun before: each must see the root's overrides.
                    scope = switch reads % 3 {
                    case 0: root
                    case 1: flowBefore
                    default: root.beginFlow()
                    }
                }
                findings.addReads(reads)
            }
            withExtendedLifetime(other) {}
        }
    }
}

// MARK: - The suite

extension Soundness {
    @Suite struct OverrideRouteSoundnessTests {
        @Test func overridesRacingReadersOnOtherThreads_everyReadIsALiveRegistrationNeverOlderThanAReturnedOverride() {
            let findings = RouteRace.Findings()
            RouteRace.race(findings: findings)
            #expect(findings.summary.isEmpty, "\(findings.summary) in \(findings.reads) reads")
            #expect(findings.reads > 0)
        }

        @Test func overrideThenResetThenOverride_eachReadSeesTheRegistrationsInForce() {
            let root = Factory(routeAssembly)
            let flowBefore = root.beginFlow()
            let assembled = root[RouteSingletonKey.self]
            let other = root[RouteOtherKey.self]
            let item = root[RouteItemKey.self, 1]

            root.override(RouteSingletonKey.self) { _ in RouteCanary(1) }
            root.override(RouteItemKey.self) { _, _ in RouteCanary(1) }
            let overridden = root[RouteSingletonKey.self]
            #expect(overridden.generation == 1 && overridden === root[RouteSingletonKey.self], "the override keeps the singleton lifecycle")
            #expect(flowBefore[RouteSingletonKey.self] === overridden && root.beginFlow()[RouteSingletonKey.self] === overridden)
            #expect(root[RouteItemKey.self, 1].generation == 1 && root[RouteItemKey.self, 1] === root[RouteItemKey.self, 1])
            #expect(flowBefore[RouteItemKey.self, 1] === root[RouteItemKey.self, 1])
            #expect(root[RouteOtherKey.self] === other && flowBefore[RouteOtherKey.self] === other, "a key not overridden keeps its value")

            root.reset()
            let afterReset = root[RouteSingletonKey.self]
            #expect(afterReset.generation == 0 && afterReset !== assembled, "a reset builds the assembly's singleton anew")
            #expect(flowBefore[RouteSingletonKey.self] === afterReset)
            #expect(root[RouteItemKey.self, 1].generation == 0 && root[RouteItemKey.self, 1] !== item)
            let otherAfterReset = root[RouteOtherKey.self]
            #expect(otherAfterReset !== other && otherAfterReset.generation == 0)

            root.override(RouteSingletonKey.self) { _ in RouteCanary(2) }
            root.override(RouteTransientKey.self) { _ in RouteCanary(2) }
            #expect(root[RouteSingletonKey.self].generation == 2 && flowBefore[RouteSingletonKey.self].generation == 2)
            #expect(root.beginFlow()[RouteSingletonKey.self] === root[RouteSingletonKey.self])
            #expect(root[RouteTransientKey.self].generation == 2 && root[RouteTransientKey.self] !== root[RouteTransientKey.self])
            #expect(root[RouteItemKey.self, 1].generation == 0, "the reset dropped the parameterized override")
            #expect(root[RouteOtherKey.self] === otherAfterReset)

            root.reset()
            #expect(root[RouteSingletonKey.self].generation == 0 && root[RouteTransientKey.self].generation == 0)
            #expect(assembled.isLive && overridden.isLive)
        }

        @Test func overrideOfAKeyTheTableLacks_thenOfKeysItHas_allInForce_andTheOthersKeepTheirValues() {
            let root = Factory(routeAssembly)
            let flowBefore = root.beginFlow()
            let other = root[RouteOtherKey.self]
            _ = root[RouteSingletonKey.self]
            #expect(root[RouteUnregisteredKey.self].generation == -1)

            root.override(RouteUnregisteredKey.self) { _ in RouteCanary(3) }
            #expect(root[RouteUnregisteredKey.self].generation == 3 && flowBefore[RouteUnregisteredKey.self].generation == 3)
            #expect(root[RouteOtherKey.self] === other, "an override keeps the values built in the other keys")
            #expect(root[RouteSingletonKey.self].generation == 0)

            root.override(RouteSingletonKey.self) { _ in RouteCanary(4) }
            root.override(RouteItemKey.self) { _, _ in RouteCanary(4) }
            for scope in [root, flowBefore, root.beginFlow()] {
                #expect(scope[RouteSingletonKey.self].generation == 4)
                #expect(scope[RouteItemKey.self, 2].generation == 4)
                #expect(scope[RouteUnregisteredKey.self].generation == 3)
                #expect(scope[RouteOtherKey.self] === other)
                #expect(scope[RouteTransientKey.self].generation == 0)
            }
            #expect(root[RouteSingletonKey.self] === flowBefore[RouteSingletonKey.self])
        }

        /// A sync singleton, ready and read in line, overridden with an async make: the warm-up must build the override
        /// (it reads the factory's own table), and every path then reads it, not the value built before.
        @Test func asyncOverrideOfAReadySingleton_isBuiltByWarmUp_andReadOnEveryPath() async throws {
            let made = Tally()
            let root = Factory(TestAssembly { registry in
                registry.register(RouteAsyncKey.self, .singleton) { _ in RouteCanary(0) }
                registry.register(RouteOtherKey.self, .singleton) { _ in RouteCanary(0) }
            })
            let flowBefore = root.beginFlow()
            let before = root[RouteAsyncKey.self]
            let other = root[RouteOtherKey.self]
            root.overrideAsync(RouteAsyncKey.self) { _ in
                made.add()
                return RouteCanary(1)
            }
            try await root.warmUp()
            #expect(made.value == 1, "the warm-up built the async override")
            let warmed = root[RouteAsyncKey.self]
            #expect(warmed.generation == 1 && warmed !== before)
            #expect(flowBefore[RouteAsyncKey.self] === warmed && root.beginFlow()[RouteAsyncKey.self] === warmed)
            #expect(try await root.resolve(RouteAsyncKey.self) === warmed)
            #expect(root[RouteOtherKey.self] === other)
            try await root.warmUp()
            #expect(made.value == 1, "a second warm-up builds nothing")
        }

        /// An async registration warmed, then overridden with another async make: the next warm-up builds the override.
        @Test func asyncOverrideOfAWarmedAsyncRegistration_isBuiltByTheNextWarmUp() async throws {
            let made = Tally()
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(RouteAsyncKey.self, .singleton) { _ in RouteCanary(0) }
            })
            try await root.warmUp()
            let flowBefore = root.beginFlow()
            #expect(root[RouteAsyncKey.self].generation == 0)
            root.overrideAsync(RouteAsyncKey.self) { _ in
                made.add()
                return RouteCanary(1)
            }
            try await root.warmUp()
            #expect(made.value == 1)
            #expect(root[RouteAsyncKey.self].generation == 1 && flowBefore[RouteAsyncKey.self].generation == 1)
        }

        @Test func plainOverrideOfAMainActorRegistration_resolvesOffTheMainThread() async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                RouteMainActor.resolveAPlainOverrideOfAMainActorRegistration()
            }
            #expect(try #require(result).figure("generation") == 1)
        }

        @Test func mainActorOverrideOfAReadySingleton_isNoLongerHandedToOtherThreads() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                RouteMainActor.resolveAMainActorOverrideOfAReadySingleton()
            }
            let output = try #require(result).standardError
            #expect(!output.contains("resolved off the main thread: generation"), "\(output)")
            #expect(output.contains("Rivet: `RouteMainActorOverrideKey` is built on the main actor but was resolved off the main thread"), "\(output)")
        }
    }
}
