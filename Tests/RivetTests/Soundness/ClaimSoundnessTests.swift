import Foundation
import Rivet
import RivetTestSupport
import Testing

// Claim and publish (Internals.md M1, M7): a value built once (singleton, weak singleton, flow component, cached
// argument) is claimed with a compare-and-swap and published with an exchange, without the creation monitor; a waiter
// marks the word (`waitedFor`) under the monitor and the publisher broadcasts only when it finds the mark. Nothing may
// be built twice, no waiter may be left asleep, a cycle of waiting threads must still be reported with its chain, and
// the cycle search must not read a builder's resolution stack once that thread may have ended.

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
    static let rounds = LongRun.size(quick: 300, full: 1_500)

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
    static let iterations = LongRun.size(quick: 2_000, full: 10_000)

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

// MARK: - The suite

extension Soundness {
    @Suite struct ClaimSoundnessTests {
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
            for round in 0..<LongRun.size(quick: 600, full: 8_000) {
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
    }
}
