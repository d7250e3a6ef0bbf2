import Foundation
import Rivet
import RivetTestSupport
import Testing

// Cancellation of async builds, at each point a task can be cancelled: before it awaits, while it waits for another
// task's build, while it builds; builders and waiters together; a make that ignores cancellation and never returns;
// a make that throws CancellationError though nothing was cancelled. A cancelled task stops waiting and starts no
// build; a task that is not cancelled gets the value, whatever happened to the others.

/// Counts a make's runs, and those that began in a task already cancelled.
final class MakeRuns: Sendable {
    private let counts = Locked((runs: 0, cancelledAtStart: 0))

    /// Notes a run; returns its number, from 1.
    @discardableResult
    func begin() -> Int {
        let cancelled = Task.isCancelled
        return counts.withLock { counts in
            counts.runs += 1
            if cancelled { counts.cancelledAtStart += 1 }
            return counts.runs
        }
    }

    var runs: Int { counts.withLock { $0.runs } }
    var cancelledAtStart: Int { counts.withLock { $0.cancelledAtStart } }
}

/// What `body` returned or threw.
func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, any Error> {
    do { return .success(try await body()) } catch { return .failure(error) }
}

extension Soundness {
    @Suite struct AsyncCancellationTests {
        @Test func aTaskCancelledBeforeItAwaits_anUnbuiltComponent_throwsCancellation_andStartsNoBuild() async throws {
            let runs = MakeRuns()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    runs.begin()
                    return Opened("A")
                }
            })
            let cancelled = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await factory.resolve(AsyncAKey.self)
            }
            await #expect(throws: CancellationError.self) { try await cancelled.value }
            let cancelledWarmUp = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await factory.warmUp()
            }
            await #expect(throws: CancellationError.self) { try await cancelledWarmUp.value }
            #expect(runs.runs == 0)
            _ = try await factory.resolve(AsyncAKey.self)
            #expect(runs.runs == 1)
            // Built, it is read even by a cancelled task: nothing is left to cancel.
            let late = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await factory.resolve(AsyncAKey.self)
            }
            #expect(try await late.value === factory[AsyncAKey.self])
        }

        @Test func aCancelledBuilder_whoseMakeThrowsAnErrorOfItsOwn_letsAWaiterNotCancelledBuildTheValue() async throws {
            // A make that reports cancellation its own way (URLSession throws URLError.cancelled, say).
            for _ in 0..<5 {
                let runs = MakeRuns()
                let started = Latch()
                let factory = Factory(TestAssembly { registry in
                    registry.registerAsync(AsyncAKey.self) { _ in
                        if runs.begin() == 1 {
                            started.open()
                            try? await sleepUntilCancelled()
                            throw OpenFailed(reason: "request cancelled")
                        }
                        return Opened("A")
                    }
                })
                let builder = Task { try await factory.resolve(AsyncAKey.self) }
                await started.wait()
                let waiter = Task { try await factory.resolve(AsyncAKey.self) }
                // Lets the waiter join the build (if it has not by then, it builds the value itself: the same outcome).
                try await Task.sleep(for: .milliseconds(20))
                builder.cancel()
                let value = try await waiter.value
                #expect(value.name == "A")
                #expect(value === factory[AsyncAKey.self])
                await #expect(throws: ComponentBuildError.self) { try await builder.value }
            }
        }

        @Test func aBuilderAndItsWaiters_cancelledTogether_allThrowCancellation_andNoneStartsABuild() async throws {
            for _ in 0..<20 {
                let runs = MakeRuns()
                let started = Latch()
                let factory = Factory(TestAssembly { registry in
                    registry.registerAsync(AsyncAKey.self) { _ in
                        runs.begin()
                        started.open()
                        try await sleepUntilCancelled()
                        return Opened("A")
                    }
                })
                let results = await withTaskGroup(of: Result<Opened, any Error>.self) { group in
                    group.addTask { await outcome { try await factory.resolve(AsyncAKey.self) } }
                    await started.wait()
                    for _ in 0..<20 { group.addTask { await outcome { try await factory.resolve(AsyncAKey.self) } } }
                    await Task.yield()
                    group.cancelAll()
                    return await group.reduce(into: []) { $0.append($1) }
                }
                #expect(results.count == 21)
                #expect(results.allSatisfy { if case .failure(let error) = $0 { error is CancellationError } else { false } })
                #expect(runs.cancelledAtStart == 0)
            }
        }

        @Test func aMakeThatNeverReturns_letsItsCancelledWaitersGo_andPublishesWhenItFinallyReturns() async throws {
            let release = Latch()
            let started = Latch()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    started.open()
                    await release.wait()  // ignores cancellation
                    return Opened("A")
                }
            })
            let builder = Task { try await factory.resolve(AsyncAKey.self) }
            await started.wait()
            let waiters = (0..<100).map { _ in Task { try await factory.resolve(AsyncAKey.self) } }
            await Task.yield()
            for waiter in waiters { waiter.cancel() }
            for waiter in waiters {
                await #expect(throws: CancellationError.self) { try await waiter.value }
            }
            builder.cancel()
            release.open()
            #expect(try await builder.value === factory[AsyncAKey.self])
        }

        @Test func aMakeThrowingCancellationErrorUncancelled_failsItsBuild_forEveryWaiter_andTheNextAwaitBuildsAgain() async throws {
            let runs = MakeRuns()
            let meeting = Rendezvous(expecting: 3)
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    if runs.begin() == 1 {
                        _ = await meeting.meet()
                        try await Task.sleep(for: .milliseconds(20))
                        throw CancellationError()
                    }
                    return Opened("A")
                }
            })
            let errors = await withTaskGroup(of: ComponentBuildError?.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        _ = await meeting.meet()
                        do {
                            _ = try await factory.resolve(AsyncAKey.self)
                            return nil
                        } catch {
                            return error as? ComponentBuildError
                        }
                    }
                }
                group.addTask {
                    do {
                        _ = try await factory.resolve(AsyncAKey.self)
                        return nil
                    } catch {
                        return error as? ComponentBuildError
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            // The first build failed for whoever waited for it; a task that came after it ended built the value.
            let failures = errors.compactMap { $0 }
            #expect(!failures.isEmpty)
            #expect(failures.allSatisfy { $0.key == "AsyncAKey" && $0.underlying is CancellationError })
            #expect(try await factory.resolve(AsyncAKey.self).name == "A")
        }

        @Test func aFlowReleasedWhileItsWarmUpRuns_thenCancelled_isReleasedWithItsComponents() async throws {
            weak var released: Factory?
            let started = Latch()
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self, .flow) { _ in
                    started.open()
                    try await sleepUntilCancelled()
                    return Opened("A")
                }
                registry.registerAsync(AsyncBKey.self, .flow) { _ in Opened("B") }
            })
            var flow: Factory? = root.beginFlow(TestAssembly { _ in })
            released = flow
            let warmUp = Task { [flow] in try await flow!.warmUp() }
            flow = nil
            await started.wait()
            warmUp.cancel()
            await #expect(throws: CancellationError.self) { try await warmUp.value }
            #expect(released == nil)
        }
    }
}
