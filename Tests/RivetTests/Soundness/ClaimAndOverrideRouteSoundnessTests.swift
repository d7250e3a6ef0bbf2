import Foundation
import Rivet
import RivetTestSupport
import Testing

// Two changes attacked together (Internals.md M1, M7, M13):
// - a value built once (singleton, weak singleton, flow component, cached argument) is claimed with a compare-and-swap
//   and published with an exchange, without the creation monitor; a waiter marks the word (`waitedFor`) under the
//   monitor and the publisher broadcasts only when it finds the mark. Nothing may be built twice, no waiter may be
//   left asleep, a cycle of waiting threads must still be reported with its chain, and the cycle search must not read
//   a builder's resolution stack once that thread may have ended.
// - an override of a key the assembled table registers re-routes that key's entry alone (its route word): every path
//   that finds the entry (the in-line read, the out-of-line part, the scope walk, parameterized keys, main-actor keys,
//   warm-up) must reach the override, the keys not overridden keep their values, and a reader never gets a freed value.

// MARK: - Keys and values

struct ClaimRaceSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimRaceFlowKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimRaceWeakKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimRaceItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("unregistered \(id)") }
}

struct ClaimExitingBuilderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimCycleFlowLeftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimCycleFlowRightKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimCycleWeakLeftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimCycleWeakRightKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct ClaimCycleItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("unregistered \(id)") }
}

struct ClaimCyclePartnerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

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

/// Strong references that threads hand in, so that the values stay alive (and distinct) until the round ends.
final class ClaimKeeper: @unchecked Sendable {
    private let lock = NSLock()
    private var things: [Thing] = []

    func keep(_ thing: Thing) {
        lock.withLock { things.append(thing) }
    }

    var distinct: Int { lock.withLock { Set(things.map(ObjectIdentifier.init)).count } }
    var count: Int { lock.withLock { things.count } }
}

/// A count that returns its new value.
final class ClaimGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    @discardableResult
    func add(_ delta: Int) -> Int {
        lock.withLock {
            count += delta
            return count
        }
    }
}

// MARK: - Racing first resolutions (exit tests: a lost wake-up is a hang the watchdog names)

enum ClaimRace: String, Codable, Sendable, CustomTestStringConvertible {
    case singleton, flowComponent, cachedArgument, weakSingleton

    var testDescription: String { rawValue }

    static let threads = 8
    static let rounds = LongRun.size(quick: 300, full: 5_000)

    /// The child's body: `rounds` times, a fresh scope whose value `threads` threads resolve at once. The make counts
    /// itself, then lets the other threads reach the value (so that, in most rounds, they wait for it on the monitor)
    /// before it returns. Every thread keeps its value to the end of the round, so even a weak singleton is built once.
    /// The timed wait is made as long as the watchdog's, so that a waiter nobody wakes hangs instead of looking again
    /// 10 s later.
    static func raceFirstResolutions(_ race: ClaimRace) -> Never {
        Watchdog.start("first resolutions of one \(race) raced by \(threads) threads")
        Factory._slowBuildWarningMilliseconds = Int(Int32.max)
        for round in 0..<rounds {
            let made = Tally()
            let arrived = Tally()
            let build: @Sendable () -> Thing = {
                made.add()
                while arrived.value < threads { sched_yield() }
                usleep(UInt32.random(in: 0...50))
                return Thing("round \(round)")
            }
            let root = Factory(TestAssembly { registry in
                switch race {
                case .singleton: registry.register(ClaimRaceSingletonKey.self, .singleton) { _ in build() }
                case .flowComponent: registry.register(ClaimRaceFlowKey.self, .flow) { _ in build() }
                case .cachedArgument: registry.register(ClaimRaceItemKey.self, .singleton) { _, _ in build() }
                case .weakSingleton: registry.register(ClaimRaceWeakKey.self, .weakSingleton) { _ in build() }
                }
            })
            let flow = root.beginFlow()
            let kept = ClaimKeeper()
            let start = StartLine(runners: threads)
            onThreads(threads) { index in
                start.wait()
                // A singleton, a weak singleton and a cached argument from the root and from a flow of it (they are the
                // root's); a flow component from the flow.
                let scope = race == .flowComponent || index.isMultiple(of: 2) ? flow : root
                arrived.add()
                let thing = switch race {
                case .singleton: scope[ClaimRaceSingletonKey.self]
                case .flowComponent: scope[ClaimRaceFlowKey.self]
                case .cachedArgument: scope[ClaimRaceItemKey.self, 7]
                case .weakSingleton: scope[ClaimRaceWeakKey.self]
                }
                kept.keep(thing)
            }
            if made.value != 1 || kept.distinct != 1 || kept.count != threads {
                reportLine("round \(round): made \(made.value) times, \(kept.distinct) distinct values for \(kept.count) threads")
                exit(3)
            }
        }
        reportFigure("rounds", rounds)
        exit(0)
    }
}

/// Weak singletons released and built again while other threads wait, and a cached argument evicted while it is built
/// and waited for: every build alone, every waiter woken, every value alive and right.
enum ClaimChurn: String, Codable, Sendable, CustomTestStringConvertible {
    case weakSingleton, evictedArgument

    var testDescription: String { rawValue }

    static let threads = 6
    static let iterations = LongRun.size(quick: 2_000, full: 30_000)

    static func churn(_ churn: ClaimChurn) -> Never {
        Watchdog.start("\(churn) built again while other threads wait")
        Factory._slowBuildWarningMilliseconds = Int(Int32.max)
        let building = ClaimGauge()
        let overlapping = Tally()
        let made = Tally()
        let wrong = Tally()
        let build: @Sendable (String) -> Thing = { label in
            // Two builds of one value at once would be two claims of one word.
            if building.add(1) != 1 { overlapping.add() }
            made.add()
            usleep(UInt32.random(in: 0...20))
            building.add(-1)
            return Thing(label)
        }
        let factory = Factory(TestAssembly { registry in
            registry.register(ClaimRaceWeakKey.self, .weakSingleton) { _ in build("weak") }
            // One value kept: the threads ask for 1 and 2 in turn, so the value being built (and waited for) is evicted
            // again and again; each value must still be its argument's.
            registry.register(ClaimRaceItemKey.self, .singleton(keepingAtMost: 1)) { _, id in Thing("item \(id)") }
        })
        onThreads(threads) { index in
            for iteration in 0..<iterations {
                switch churn {
                case .weakSingleton:
                    let thing = factory[ClaimRaceWeakKey.self]
                    if thing.label != "weak" { wrong.add() }
                    // Now and then hold it across a yield, so that others find it built rather than build it.
                    if iteration % 7 == index { sched_yield() }
                case .evictedArgument:
                    let id = (iteration + index) % 2 + 1
                    if factory[ClaimRaceItemKey.self, id].label != "item \(id)" { wrong.add() }
                }
            }
        }
        reportFigure("overlapping", overlapping.value)
        reportFigure("wrong", wrong.value)
        reportFigure("made", made.value)
        withExtendedLifetime(factory) { exit(0) }
    }
}

// MARK: - Cross-thread cycles (exit tests)

enum ClaimCycle: String, Codable, Sendable, CustomTestStringConvertible {
    case flowComponents, weakSingletons, cachedArgument

    var testDescription: String { rawValue }

    /// The two keys of the cycle.
    var names: (String, String) {
        switch self {
        case .flowComponents: ("ClaimCycleFlowLeftKey", "ClaimCycleFlowRightKey")
        case .weakSingletons: ("ClaimCycleWeakLeftKey", "ClaimCycleWeakRightKey")
        case .cachedArgument: ("ClaimCycleItemKey", "ClaimCyclePartnerKey")
        }
    }

    /// The messages the run may stop with: the cycle as seen from either key.
    var messages: [String] {
        let (left, right) = names
        return [
            RivetError.dependencyCycle(chain: [left, right, left]).description,
            RivetError.dependencyCycle(chain: [right, left, right]).description,
        ]
    }

    /// Each make signals that it is inside, waits until the other is too, then resolves the other key: each thread then
    /// waits for the value the other builds. If both complete, reports it and exits 3.
    static func resolveTheCycleFromTwoThreads(_ cycle: ClaimCycle) -> Never {
        Watchdog.start("a dependency cycle of \(cycle) spanning two threads")
        let leftInside = DispatchSemaphore(value: 0)
        let rightInside = DispatchSemaphore(value: 0)
        let root = Factory(TestAssembly { registry in
            switch cycle {
            case .flowComponents:
                registry.register(ClaimCycleFlowLeftKey.self, .flow) { values in
                    leftInside.signal()
                    rightInside.wait()
                    return Thing("left with \(values[ClaimCycleFlowRightKey.self].label)")
                }
                registry.register(ClaimCycleFlowRightKey.self, .flow) { values in
                    rightInside.signal()
                    leftInside.wait()
                    return Thing("right with \(values[ClaimCycleFlowLeftKey.self].label)")
                }
            case .weakSingletons:
                registry.register(ClaimCycleWeakLeftKey.self, .weakSingleton) { values in
                    leftInside.signal()
                    rightInside.wait()
                    return Thing("left with \(values[ClaimCycleWeakRightKey.self].label)")
                }
                registry.register(ClaimCycleWeakRightKey.self, .weakSingleton) { values in
                    rightInside.signal()
                    leftInside.wait()
                    return Thing("right with \(values[ClaimCycleWeakLeftKey.self].label)")
                }
            case .cachedArgument:
                registry.register(ClaimCycleItemKey.self, .singleton) { values, id in
                    leftInside.signal()
                    rightInside.wait()
                    return Thing("item \(id) with \(values[ClaimCyclePartnerKey.self].label)")
                }
                registry.register(ClaimCyclePartnerKey.self, .singleton) { values in
                    rightInside.signal()
                    leftInside.wait()
                    return Thing("partner with \(values[ClaimCycleItemKey.self, 1].label)")
                }
            }
        })
        let scope = cycle == .flowComponents ? root.beginFlow() : root
        onThreads(2) { index in
            switch (cycle, index) {
            case (.flowComponents, 0): _ = scope[ClaimCycleFlowLeftKey.self]
            case (.flowComponents, _): _ = scope[ClaimCycleFlowRightKey.self]
            case (.weakSingletons, 0): _ = scope[ClaimCycleWeakLeftKey.self]
            case (.weakSingletons, _): _ = scope[ClaimCycleWeakRightKey.self]
            case (.cachedArgument, 0): _ = scope[ClaimCycleItemKey.self, 1]
            case (.cachedArgument, _): _ = scope[ClaimCyclePartnerKey.self]
            }
        }
        reportLine("both keys of the cycle were built")
        exit(3)
    }
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

// MARK: - The suites

extension Soundness {
    @Suite struct ClaimAndOverrideRouteSoundnessTests {
        // MARK: Claim and publish

        @Test(arguments: [ClaimRace.singleton, .flowComponent, .cachedArgument, .weakSingleton])
        func firstResolutionsRacedByEightThreadsOverFreshScopes_buildOnceAndWakeEveryWaiter(race: ClaimRace) async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [race] in
                ClaimRace.raceFirstResolutions(race)
            }
            let output = try #require(result)
            #expect(!output.standardError.contains(Watchdog.message), "hung: \(output.standardError)")
            #expect(output.figure("rounds") == ClaimRace.rounds, "\(output.standardError)")
        }

        @Test(arguments: [ClaimChurn.weakSingleton, .evictedArgument])
        func valuesBuiltAgainWhileOthersWait_areBuiltOneAtATime_andEveryWaiterWakes(churn: ClaimChurn) async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [churn] in
                ClaimChurn.churn(churn)
            }
            let output = try #require(result)
            #expect(output.figure("wrong") == 0, "\(output.standardError)")
            if churn == .weakSingleton {
                #expect(output.figure("overlapping") == 0, "two builds of one weak singleton at once: \(output.standardError)")
                #expect((output.figure("made") ?? 0) >= 1)
            }
        }

        /// The first thread to wait for a value looks for a cycle before it marks the word: it reads the builder's
        /// resolution stack (`waitingFor`). The builder may publish meanwhile (its exchange finds no mark, so it takes no
        /// lock) and its thread may end, which frees that stack (ResolutionStack.swift). Here the builder's thread ends
        /// right after it publishes, while the waiter is on its way to the monitor: the builder leaves its make a little
        /// later each round (the waiter's stack is made beforehand, so that its path is short), so that some rounds
        /// publish while the waiter searches. The threads share no lock after the waiter starts resolving, so that nothing
        /// orders the waiter's read before the builder's thread frees its stack: the thread sanitizer reports such a read.
        /// Without a sanitizer it checks that the value is built once and both threads get it.
        @Test func builderWhoseThreadEndsRightAfterPublishing_whileTheFirstWaiterLooksForACycle_isBuiltOnce() {
            for round in 0..<LongRun.size(quick: 600, full: 20_000) {
                let made = Tally()
                let inside = Flag()
                let go = Flag()
                let factory = Factory(TestAssembly { registry in
                    registry.register(ClaimExitingBuilderKey.self, .singleton) { _ in
                        made.add()
                        inside.set()
                        while !go.value { sched_yield() }
                        for _ in 0..<(round % 24) { _ = nanosecondsNow() }   // a different meeting point each round
                        return Thing("built")
                    }
                })
                let got = [Mailbox<Thing>(), Mailbox<Thing>()]
                onThreads(2) { index in
                    if index == 0 {
                        got[0].value = factory[ClaimExitingBuilderKey.self]   // then this thread ends, and its stack is freed
                    } else {
                        _ = factory[ThingKey.self]   // makes this thread's resolution stack
                        while !inside.value { sched_yield() }
                        go.set()
                        got[1].value = factory[ClaimExitingBuilderKey.self]
                    }
                }
                let first = got[0].value, second = got[1].value
                #expect(made.value == 1 && first != nil && first === second, "round \(round)")
                if made.value != 1 || first == nil || first !== second { return }
            }
        }

        @Test(arguments: [ClaimCycle.flowComponents, .weakSingletons, .cachedArgument])
        func cycleSpanningTwoThreads_ofValuesBuiltOnce_stopsWithTheChain(cycle: ClaimCycle) async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [cycle] in
                ClaimCycle.resolveTheCycleFromTwoThreads(cycle)
            }
            let output = try #require(result).standardError
            #expect(!output.contains(Watchdog.message), "hung: \(output)")
            #expect(cycle.messages.contains { output.contains($0) }, "\(output)")
        }

        // MARK: Override routes

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
