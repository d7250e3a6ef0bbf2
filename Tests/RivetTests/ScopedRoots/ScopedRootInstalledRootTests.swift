import Foundation
import Rivet
import RivetTestSupport
import Testing

// Scoped roots beside an installed root. The root is process-wide, so each test installs it in a child process
// (an exit test), where nothing else runs.

@Suite struct ScopedRootInstalledRootTests {
    @Test func scopesRunningAtOnce_leaveTheInstalledRootUntouched() async {
        await #expect(processExitsWith: .success) {
            let root = Factory(AppAssembly(), SingletonThingAssembly())
            Factory.installRoot(root)
            let rootThing = root.thing
            let rootLogger = root.logger
            let allInside = Barrier(parties: 4)
            let ownFactories = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<4 {
                    group.addTask {
                        await Factory.withScopedRoot(AppAssembly(), SingletonThingAssembly()) { factory in
                            factory.override(ThingKey.self) { _ in Thing("scope \(index)") }
                            factory.logger.log("scope \(index)")
                            await allInside.arriveAndWait()
                            return Factory.root === root && Factory.current === factory
                                && ScopedThingHolder().thing.label == "scope \(index)"
                        }
                    }
                }
                return await group.reduce(true) { $0 && $1 }
            }
            guard ownFactories else { exit(2) }
            guard Factory.root === root, Factory.current === root else { exit(3) }
            guard root.thing === rootThing, root.thing.label == "live", root.logger === rootLogger else { exit(4) }
            guard root.logger.messages.isEmpty, ScopedThingHolder().thing === rootThing else { exit(5) }
        }
    }

    @Test func detachedTasksAndOtherThreadsInAScope_seeTheInstalledRoot() async {
        await #expect(processExitsWith: .success) {
            let root = Factory(AppAssembly())
            Factory.installRoot(root)
            let seen = await Factory.withScopedRoot(AppAssembly()) { scope in
                let detached = await Task.detached { Factory.current }.value
                let thread = await withCheckedContinuation { continuation in
                    Thread { continuation.resume(returning: Factory.current) }.start()
                }
                return (scope: scope, detached: detached, thread: thread)
            }
            guard seen.detached === root, seen.thread === root, seen.scope !== root else { exit(2) }
        }
    }

    @Test func scopeBeforeAnyRootIsInstalled_installsNone() async {
        await #expect(processExitsWith: .success) {
            Factory.withScopedRoot(AppAssembly()) { _ in }
            guard Factory.root == nil else { exit(2) }
            let root = Factory(AppAssembly())
            guard Factory.installRoot(root), Factory.root === root else { exit(3) }
        }
    }
}
