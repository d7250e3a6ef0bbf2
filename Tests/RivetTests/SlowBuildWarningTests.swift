import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import Testing

/// Its make blocks until `released` is signalled: a build another thread waits for.
struct BlockedBuildKey: InjectionKey {
    static let started = DispatchSemaphore(value: 0)
    static let released = DispatchSemaphore(value: 0)

    static func make(_ values: InjectedValues) -> Thing {
        started.signal()
        released.wait()
        return Thing("built")
    }
}

struct BlockedBuildAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(BlockedBuildKey.self, .singleton)
    }
}

@Suite struct SlowBuildWarningTests {
    @Test func waitingLongForAnotherThreadsBuild_saysSoOnStandardError_goesOnWaiting_andIsObservedAsWaited() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Watchdog.start("a wait for another thread's build, released once the warning is written")
            Factory._slowBuildWarningMilliseconds = 100
            let log = EventLog()
            let factory = Factory(observer: log, BlockedBuildAssembly())
            Thread.detachNewThread { _ = factory[BlockedBuildKey.self] }
            BlockedBuildKey.started.wait()
            // The build is released once the warning is written, not after a delay a loaded machine could outlast.
            releaseWhenStandardErrorSays("Rivet: waiting for", BlockedBuildKey.released)
            guard factory[BlockedBuildKey.self].label == "built" else { exit(1) }
            // This thread's resolution was observed when it returned, as one that waited for that key's build.
            let waited = log.events.filter { $0.outcome == .waited }
            guard waited.count == 1, waited[0].waitedOn.map(ObjectIdentifier.init) == ObjectIdentifier(BlockedBuildKey.self) else {
                exit(2)
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("""
            Rivet: waiting for `BlockedBuildKey`, which another thread has been building for 100 ms (BlockedBuildKey); \
            if its make waits for this thread (a semaphore, DispatchQueue.main.sync), the two are deadlocked: \
            build it before, or resolve it outside that wait.
            """))
    }
}

extension SlowBuildWarningTests {
    /// Before the fix the waiting thread's resolution was observed as `cached`: a weak singleton's state word goes
    /// back to empty once built, so the waiter claims it and then finds the other thread's value.
    @Test func aWeakSingletonWaitingForAnotherThreadsBuild_getsThatValue_andIsObservedAsWaited() async {
        await #expect(processExitsWith: .success) {
            Watchdog.start("a weak singleton's wait for another thread's build, released once the warning is written")
            Factory._slowBuildWarningMilliseconds = 100
            let log = EventLog()
            let factory = Factory(observer: log, TestAssembly { $0.register(BlockedBuildKey.self, .weakSingleton) })
            let builderDone = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var builderValue: Thing?
            Thread.detachNewThread {
                builderValue = factory[BlockedBuildKey.self]
                builderDone.signal()
            }
            BlockedBuildKey.started.wait()
            releaseWhenStandardErrorSays("Rivet: waiting for", BlockedBuildKey.released)
            let value = factory[BlockedBuildKey.self]
            builderDone.wait()
            guard value === builderValue else { exit(1) }
            guard log.events.map(\.outcome).sorted(by: { $0.rawValue < $1.rawValue }) == [.built, .waited] else { exit(2) }
        }
    }
}

/// Passes standard error through a pipe and signals `semaphore` once a line containing `text` has been written,
/// after copying what came before it to the real standard error.
private func releaseWhenStandardErrorSays(_ text: String, _ semaphore: DispatchSemaphore) {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let original = dup(2), readEnd = ends[0]
    precondition(original >= 0 && dup2(ends[1], 2) == 2)
    Thread.detachNewThread {
        var seen: [UInt8] = []
        var signalled = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            let chunk = buffer[0..<count]
            _ = chunk.withUnsafeBytes { write(original, $0.baseAddress, $0.count) }
            guard !signalled else { continue }
            seen += chunk
            let lines = String(decoding: seen, as: UTF8.self)
            if let range = lines.range(of: text), lines[range.upperBound...].contains("\n") {
                signalled = true
                semaphore.signal()
            }
        }
    }
}
