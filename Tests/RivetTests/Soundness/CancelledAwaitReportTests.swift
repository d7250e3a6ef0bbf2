#if canImport(Glibc)
import Foundation
import Rivet
import RivetTestSupport
import Testing

// A task awaiting another task's slow build is reported on standard error while it waits (DetachedAwaitReportTests).
// Once its wait is over, cancelled or not, it is never reported again: many waiters of one build are reported,
// then cancelled, and the reports of a wait begun afterwards (from the one timer, whose firings run one at a
// time) pass with no further line about them.
//
// Exit test: the delay is lowered to 1 ms in the child process; its tasks run on StressTaskExecutor's threads.

/// Built slowly, until the test lets it finish; its waiters are cancelled.
struct CancelledWaitersKey: InjectionKey {
    static let started = Latch()
    static let released = Latch()
    static func make(_ values: InjectedValues) -> Thing { Thing("sync") }
}

/// Built slowly too, awaited after every waiter of `CancelledWaitersKey` was cancelled.
struct LaterSlowBuildKey: InjectionKey {
    static let started = Latch()
    static let released = Latch()
    static func make(_ values: InjectedValues) -> Thing { Thing("sync") }
}

/// Every slow-wait line Rivet writes in this process, counted by the key awaited.
final class SlowWaitReports: Sendable {
    private let lines = Locked<[String]>([])

    /// Starts listening: lowers the delay to `milliseconds`. Call before the first task starts.
    init(afterMilliseconds milliseconds: Int) {
        Factory._slowBuildWarningMilliseconds = milliseconds
        Factory._slowWaitObserver = { [lines] line in lines.withLock { $0.append(line) } }
    }

    func count<K>(awaiting _: K.Type) -> Int {
        lines.withLock { lines in lines.filter { $0.hasPrefix("Rivet: awaiting `\(K.self)`") }.count }
    }

    /// Returns once `count` lines say that a task awaits `K` (the watchdog stops a wait that never ends).
    func wait<K>(for count: Int, awaiting key: K.Type) async {
        while self.count(awaiting: key) < count { try? await Task.sleep(nanoseconds: 200_000) }
    }
}

@Suite struct CancelledAwaitReportTests {
    @Test func waitersOfASlowBuild_cancelled_areNoLongerReported_andTheBuildGoesOn() async throws {
        await #expect(processExitsWith: .success) {
            Watchdog.start("cancelled waiters of a slow async build, reported while they waited")
            let reports = SlowWaitReports(afterMilliseconds: 1)
            await withTaskExecutorPreference(StressTaskExecutor.shared) {
                let factory = Factory(TestAssembly { registry in
                    registry.registerAsync(CancelledWaitersKey.self) { _ in
                        CancelledWaitersKey.started.open()
                        await CancelledWaitersKey.released.wait()
                        return Thing("built")
                    }
                    registry.registerAsync(LaterSlowBuildKey.self) { _ in
                        LaterSlowBuildKey.started.open()
                        await LaterSlowBuildKey.released.wait()
                        return Thing("later")
                    }
                })
                let builder = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(CancelledWaitersKey.self) }
                await CancelledWaitersKey.started.wait()
                let waiterCount = LongRun.size(quick: 16, full: 256)
                let waiters = (0..<waiterCount).map { _ in
                    Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(CancelledWaitersKey.self) }
                }
                await reports.wait(for: 2 * waiterCount, awaiting: CancelledWaitersKey.self)
                for waiter in waiters { waiter.cancel() }
                for waiter in waiters {
                    guard case .failure(let error) = await waiter.result, error is CancellationError else { exit(3) }
                }
                // Reported by firings that begin after every cancelled wait ended, one after another.
                let laterBuilder = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(LaterSlowBuildKey.self) }
                await LaterSlowBuildKey.started.wait()
                let laterWaiter = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(LaterSlowBuildKey.self) }
                await reports.wait(for: 1, awaiting: LaterSlowBuildKey.self)
                let reportedBefore = reports.count(awaiting: CancelledWaitersKey.self)
                await reports.wait(for: 4, awaiting: LaterSlowBuildKey.self)
                let reportedAfter = reports.count(awaiting: CancelledWaitersKey.self)
                guard reportedAfter == reportedBefore else {
                    reportLine("cancelled waiters reported again: \(reportedBefore) lines, then \(reportedAfter)")
                    exit(4)
                }
                CancelledWaitersKey.released.open()
                LaterSlowBuildKey.released.open()
                guard (try? await builder.value)?.label == "built", let later = try? await laterWaiter.value,
                      later === (try? await laterBuilder.value) else { exit(5) }
            }
        }
    }
}
#endif
