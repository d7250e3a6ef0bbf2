#if canImport(Glibc)
import Foundation
import Rivet
import RivetTestSupport
import Testing

// A task that awaits a component another task is building waits for that build alone. Rivet stops a cycle of
// such waits with its chain, but only one it can follow: the chain of builds travels in a task-local value, which
// work moved to `Task.detached` (or another thread, or a closure run later) does not carry. A wait it sees but
// cannot resolve is reported on standard error, every `Factory._slowBuildWarningMilliseconds` (10 s), with the
// key and the chain, and goes on, as a thread waiting for another's build is (SlowBuildWarningTests): a cycle
// through detached work is then no longer silent, and a build that is merely slow is not stopped (issue 23).
//
// Exit tests: the knob is lowered in the child process, before its first task. The tasks run on
// StressTaskExecutor's threads, not the cooperative pool, and the child waits for the report itself (a
// `_slowWaitObserver`), not for time to pass. The watchdog only turns a hang (no report) into a failure.

/// Its make awaits `DetachedCycleBKey` in detached work: the detached task does not carry the chain.
struct DetachedCycleAKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("sync A") }
}

/// Its make awaits `DetachedCycleAKey`, which waits for this one: a cycle that Rivet cannot see.
struct DetachedCycleBKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("sync B") }
}

struct DetachedCycleAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DetachedCycleAKey.self) { values in
            try await Task.detached(executorPreference: StressTaskExecutor.shared) {
                try await values.resolve(DetachedCycleBKey.self)
            }.value
        }
        registry.registerAsync(DetachedCycleBKey.self) { values in
            try await values.resolve(DetachedCycleAKey.self)
        }
    }
}

/// Its make waits until the test lets it finish: a slow build that other tasks join.
struct SlowAsyncBuildKey: InjectionKey {
    static let started = Latch()
    static let released = Latch()

    static func make(_ values: InjectedValues) -> Thing { Thing("sync") }
}

struct SlowAsyncBuildAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(SlowAsyncBuildKey.self) { _ in
            SlowAsyncBuildKey.started.open()
            await SlowAsyncBuildKey.released.wait()
            return Thing("built")
        }
    }
}

/// The first report of a slow wait that Rivet writes in this process, for a test to await.
final class FirstSlowWaitReport: Sendable {
    private let line = Locked<String?>(nil)
    private let written = Latch()

    /// Starts listening: lowers the delay to `milliseconds`. Call before the first task starts.
    init(afterMilliseconds milliseconds: Int) {
        Factory._slowBuildWarningMilliseconds = milliseconds
        Factory._slowWaitObserver = { [line, written] report in
            let first = line.withLock { stored in
                guard stored == nil else { return false }
                stored = report
                return true
            }
            if first { written.open() }
        }
    }

    /// The first line reported, once there is one.
    func value() async -> String {
        await written.wait()
        return line.withLock { $0 ?? "" }
    }
}

@Suite struct DetachedAwaitReportTests {
    @Test func awaitCycleThroughDetachedWork_isReportedWithTheKeyAndTheChain_andGoesOnWaiting() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Watchdog.start("an await cycle through Task.detached, waiting for its report")
            let report = FirstSlowWaitReport(afterMilliseconds: 5)
            await withTaskExecutorPreference(StressTaskExecutor.shared) {
                let factory = Factory(DetachedCycleAssembly())
                // The cycle's tasks wait for ever (cancelling the first does not reach the detached one): the
                // child process ends with them suspended, once the report is written.
                Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(DetachedCycleAKey.self) }
                _ = await report.value()
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("""
            Rivet: awaiting `DetachedCycleAKey`, which another task has been building for 5 ms \
            (DetachedCycleBKey -> DetachedCycleAKey); if its make waits for this task through work Rivet cannot \
            follow (Task.detached, another thread, a closure run later), the two wait for each other for ever: \
            build it before, or await it outside that work.
            """))
    }

    @Test func slowAsyncBuild_awaitedByAnotherTask_isReported_andTheWaiterGetsItsValue() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Watchdog.start("a slow async build awaited by another task")
            let report = FirstSlowWaitReport(afterMilliseconds: 5)
            await withTaskExecutorPreference(StressTaskExecutor.shared) {
                let factory = Factory(SlowAsyncBuildAssembly())
                let builder = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(SlowAsyncBuildKey.self) }
                await SlowAsyncBuildKey.started.wait()
                let waiter = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(SlowAsyncBuildKey.self) }
                _ = await report.value()
                SlowAsyncBuildKey.released.open()
                guard let built = try? await builder.value, let awaited = try? await waiter.value,
                      built === awaited, awaited.label == "built" else { exit(1) }
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("""
            Rivet: awaiting `SlowAsyncBuildKey`, which another task has been building for 5 ms (SlowAsyncBuildKey); \
            if its make waits for this task through work Rivet cannot follow (Task.detached, another thread, a \
            closure run later), the two wait for each other for ever: build it before, or await it outside that work.
            """))
    }

    @Test func manyTasksAwaitingOneSlowBuild_areReportedInOneLine_notOneEach() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Watchdog.start("a hundred tasks awaiting one slow async build")
            Factory._slowBuildWarningMilliseconds = 200
            let lines = Locked<[String]>([])
            Factory._slowWaitObserver = { line in lines.withLock { $0.append(line) } }
            await withTaskExecutorPreference(StressTaskExecutor.shared) {
                let factory = Factory(SlowAsyncBuildAssembly())
                let builder = Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(SlowAsyncBuildKey.self) }
                await SlowAsyncBuildKey.started.wait()
                let waiters = (0..<100).map { _ in
                    Task(executorPreference: StressTaskExecutor.shared) { try await factory.resolve(SlowAsyncBuildKey.self) }
                }
                // Once one wait has been reported a second time, every waiter has been due once.
                while !lines.withLock({ $0.contains { $0.contains("building for 400 ms") } }) {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                }
                SlowAsyncBuildKey.released.open()
                _ = try? await builder.value
                for waiter in waiters { _ = try? await waiter.value }
            }
            let firstReports = lines.withLock { $0.filter { $0.contains("building for 200 ms") }.count }
            reportLine("figure first-reports=\(firstReports)")
            // The same line for each waiter is written once a delay; waiters that began in another delay may add one.
            guard firstReports <= 3 else { exit(1) }
        }
        #expect(result != nil, "a hundred waiters of one build wrote one line each")
    }
}
#endif
