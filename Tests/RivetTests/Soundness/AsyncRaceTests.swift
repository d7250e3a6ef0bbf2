import Foundation
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Async components under concurrent use: awaits racing overrides that switch a key between a sync and an async
// make; sync reads racing the publication of a value an async make built (the thread sanitizer checks that the
// value is published before a reader can see it ready); a thousand awaiters on many factories and keys at once;
// and main-actor makes awaited from the main actor and from everywhere else at once.

/// A key overridden back and forth between a sync make and an async one.
struct SwitchedKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("live") }
}

/// A value whose contents a reader checks: written once, in `init`, before the value is published.
final class Published: Sendable {
    let serial: Int
    let contents: [Int]

    init(_ serial: Int) {
        self.serial = serial
        contents = Array(repeating: serial, count: 16)
    }

    var isWhole: Bool { contents.count == 16 && contents.allSatisfy { $0 == serial } }
}

struct PublishedKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Published { Published(-1) }
}

/// A flag read and written with relaxed ordering: it tells another thread something happened without ordering
/// anything else before what that thread does next (unlike a lock).
final class RelaxedFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
}

enum AsyncRace {
    static let rounds = 50_000

    /// The exit test's body: one task overrides `SwitchedKey` with a sync make, then an async one, again and
    /// again, while others await it. Every await gets a value from one of the makes; none stops the program.
    static func awaitsRacingOverridesBetweenSyncAndAsync() async {
        Watchdog.start("awaits racing overrides between a sync and an async make")
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(SwitchedKey.self) { _ in Opened("registered") }
        })
        let awaitersDone = Tally()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var round = 0
                while awaitersDone.value < 3 {
                    if round % 2 == 0 {
                        factory.override(SwitchedKey.self, .singleton) { _ in Opened("sync") }
                    } else {
                        factory.overrideAsync(SwitchedKey.self) { _ in Opened("async") }
                    }
                    round += 1
                    if round % 64 == 0 { await Task.yield() }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<rounds {
                        guard let value = try? await factory.resolve(SwitchedKey.self), ["registered", "sync", "async"].contains(value.name) else {
                            reportLine("an await failed")
                            exit(3)
                        }
                    }
                    awaitersDone.add()
                }
            }
        }
    }
}

/// Whether the caller runs where the main actor does: the main thread, or (on Linux, once the test runner handed
/// the main queue to `dispatchMain()`) a block of the main queue, on whatever thread drains it.
func isWhereTheMainActorRuns() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark.value) != nil
}

private let mainQueueMark: UncheckedBox<DispatchSpecificKey<Bool>> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return UncheckedBox(key)
}()

struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A sync component built on the main actor, which a main-actor async make resolves.
struct MainThreadLabelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "live" }
}

extension Soundness {
    @Suite struct AsyncRaceTests {
        @Test func aThousandAwaitersAndWarmUps_onTenFactoriesOfFiveKeysEach_buildEachKeyOncePerFactory() async throws {
            let counter = BuildCounter()
            let keys = NumberedKeys.first(5)
            let factories = (0..<10).map { index in
                Factory(TestAssembly { registry in
                    for (number, key) in keys.enumerated() {
                        key.registerAsync(&registry) { values in
                            counter.count("\(index).\(number)")
                            await Task.yield()
                            // Each key but the first needs the one before it: joined builds wait for builds.
                            return Opened("\(number)", number == 0 ? [] : [try await keys[number - 1].awaited(values)])
                        }
                    }
                })
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<1_000 {
                    let factory = factories[task % 10]
                    let number = (task / 10) % 5
                    if (task / 10) % 7 == 0 {
                        group.addTask { try await factory.warmUp() }
                    } else {
                        group.addTask {
                            let value = try await keys[number].awaited(factory)
                            #expect(value.name == "\(number)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            for (index, factory) in factories.enumerated() {
                for number in 0..<5 { #expect(counter["\(index).\(number)"] == 1) }
                #expect(keys[4].read(factory).dependencies[0] === keys[3].read(factory))
            }
        }

        @Test func aFailingBuild_withAHundredWaitersInTasksAndBuilds_failsThemAll_andKeepsNothing() async throws {
            let counter = BuildCounter()
            let started = Latch()
            let release = Latch()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    counter.count("A")
                    started.open()
                    await release.wait()
                    throw OpenFailed(reason: "offline")
                }
                // Waiters that are builds themselves: their failure names them in front of the cause.
                registry.registerAsync(AsyncBKey.self, .flow) { values in try await values.resolve(AsyncAKey.self) }
            })
            let builder = Task { try await factory.resolve(AsyncAKey.self) }
            await started.wait()
            let flows = (0..<50).map { _ in factory.beginFlow(TestAssembly { _ in }) }
            let waiters = (0..<100).map { index in
                Task { index.isMultiple(of: 2) ? try await factory.resolve(AsyncAKey.self) : try await flows[index / 2].resolve(AsyncBKey.self) }
            }
            try await Task.sleep(for: .milliseconds(20))  // lets the waiters join (those that do not, build and fail)
            release.open()
            for (index, waiter) in waiters.enumerated() {
                let error = await #expect(throws: ComponentBuildError.self) { try await waiter.value }
                #expect(error?.chain == (index.isMultiple(of: 2) ? ["AsyncAKey"] : ["AsyncBKey", "AsyncAKey"]))
            }
            await #expect(throws: ComponentBuildError.self) { try await builder.value }
            let builds = counter["A"]
            #expect((1...101).contains(builds))
            // Nothing was kept: the next await builds again.
            await #expect(throws: ComponentBuildError.self) { try await factory.resolve(AsyncAKey.self) }
            #expect(counter["A"] == builds + 1)
        }

        @Test @MainActor func aMainActorMake_awaitedFromTheMainActorAndFromAHundredTasksAtOnce_buildsOnceOnTheMainActor() async throws {
            let counter = BuildCounter()
            let offMain = Tally()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { @MainActor values in
                    counter.count("A")
                    if !isWhereTheMainActorRuns() { offMain.add() }
                    await Task.yield()
                    // Awaits a nonisolated component, then resolves a main-actor one synchronously.
                    let b = try await values.resolve(AsyncBKey.self)
                    if !isWhereTheMainActorRuns() { offMain.add() }
                    return Opened(values[MainThreadLabelKey.self], [b])
                }
                registry.registerAsync(AsyncBKey.self) { _ in
                    counter.count("B")
                    return Opened("B")
                }
                registry.registerOnMainActor(MainThreadLabelKey.self, .singleton) { _ in "main" }
            })
            let elsewhere = Task.detached {
                try await withThrowingTaskGroup(of: Opened.self) { group in
                    for _ in 0..<100 { group.addTask { try await factory.resolve(AsyncAKey.self) } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            let fromMain = try await factory.resolve(AsyncAKey.self)
            let fromElsewhere = try await elsewhere.value
            #expect(fromMain.name == "main")
            #expect(fromElsewhere.allSatisfy { $0 === fromMain })
            #expect((counter["A"], counter["B"], offMain.value) == (1, 1, 0))
            #expect(factory[AsyncAKey.self] === fromMain)
        }

        @Test func aMainActorMake_awaitedOnlyFromOtherTasks_runsOnTheMainActor() async throws {
            let offMain = Tally()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self, .flow) { @MainActor _ in
                    if !isWhereTheMainActorRuns() { offMain.add() }
                    return Opened("A")
                }
            })
            let flows = (0..<20).map { _ in factory.beginFlow(TestAssembly { _ in }) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for flow in flows {
                    group.addTask { try await flow.warmUp() }
                    group.addTask { _ = try await flow.resolve(AsyncAKey.self) }
                }
                try await group.waitForAll()
            }
            #expect(offMain.value == 0)
            #expect(Set(flows.map { ObjectIdentifier($0[AsyncAKey.self]) }).count == 20)
        }

        @Test func awaitsRacingOverridesThatSwitchAKeyBetweenSyncAndAsync_allGetAValue() async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await AsyncRace.awaitsRacingOverridesBetweenSyncAndAsync()
            }
            if let result, result.exitStatus != .exitCode(0) { Issue.record("\(result.standardError)") }
        }

        @Test func syncReadsRacingThePublicationOfAnAwaitedValue_readItWhole() async throws {
            // Readers learn that the value is ready through a relaxed flag, which orders nothing: what orders the
            // value's contents before their reads is Rivet's publication alone, which the thread sanitizer checks.
            for round in 0..<50 {
                let factory = Factory(TestAssembly { registry in
                    registry.registerAsync(PublishedKey.self) { _ in
                        await Task.yield()
                        return Published(round)
                    }
                })
                let ready = RelaxedFlag()
                let wrong = Tally()
                let readers = Task.detached {
                    await withTaskGroup(of: Void.self) { group in
                        for _ in 0..<3 {
                            group.addTask {
                                while !ready.isSet { await Task.yield() }
                                let value = factory[PublishedKey.self]
                                if !value.isWhole || value.serial != round { wrong.add() }
                            }
                        }
                        for _ in 0..<3 {
                            group.addTask {
                                guard let value = try? await factory.resolve(PublishedKey.self) else { return wrong.add() }
                                if !value.isWhole || value.serial != round { wrong.add() }
                            }
                        }
                    }
                }
                let built = try await factory.resolve(PublishedKey.self)
                ready.set()
                await readers.value
                #expect(built.isWhole && built === factory[PublishedKey.self])
                #expect(wrong.value == 0)
            }
        }
    }
}
