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
    @Test func waitingLongForAnotherThreadsBuild_saysSoOnStandardError_andGoesOnWaiting() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Factory._slowBuildWarningMilliseconds = 100
            let factory = Factory(BlockedBuildAssembly())
            Thread.detachNewThread { _ = factory[BlockedBuildKey.self] }
            BlockedBuildKey.started.wait()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { BlockedBuildKey.released.signal() }
            guard factory[BlockedBuildKey.self].label == "built" else { exit(1) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("""
            Rivet: waiting for `BlockedBuildKey`, which another thread has been building for 100 ms (BlockedBuildKey); \
            if its make waits for this thread (a semaphore, DispatchQueue.main.sync), the two are deadlocked: \
            build it before, or resolve it outside that wait.
            """))
    }
}
