import Foundation
import Rivet
import RivetTestSupport
import Testing

// Scoped roots and the installed root attacked from many threads: installRoot racing itself and `Factory.root`
// readers, a scope's factory kept past the scope by detached tasks and flows, scopes nested deep and begun from
// inside a make. Run under the thread and address sanitizers by CI (`Stress`). The installed root is process-wide,
// so the tests that install one run in a child process (an exit test).

private struct StressTagKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("untagged") }
}

private struct StressTagAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(StressTagKey.self, .singleton)
        registry.register(ThingKey.self, .singleton)
    }
}

/// A flow-scoped thing, for flows begun inside a scope.
private struct FlowThingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OtherThingKey.self, .flow)
    }
}

/// A singleton whose make opens a scoped root of its own and reports what was current inside it.
private struct ScopeInMakeKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing {
        let outer = Factory.current
        let inner = Factory.withScopedRoot(StressTagAssembly()) { inner in
            (Factory.current === inner && inner !== outer) ? inner[StressTagKey.self].label : "wrong scope"
        }
        return Thing(Factory.current === outer ? inner : "outer lost")
    }
}

private struct ScopeInMakeAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ScopeInMakeKey.self, .singleton)
    }
}

@Suite struct ScopedRootStressTests {
    @Test func installRootRacingFromManyThreads_exactlyOneWins_theOthersGetFalseAndOneLineEach() async {
        let threads = 12
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Watchdog.start("installRoot racing from 12 threads")
            let factories = (0..<12).map { _ in Factory(AppAssembly()) }
            let wins = (0..<12).map { _ in Mailbox<Bool>() }
            let strangers = Tally()
            let start = StartLine(runners: 12 + 4)
            let done = Flag()
            let readers = Thread {
                // Readers racing the installs: they see no root, or the one that won, never a torn or other value.
                onThreads(4) { _ in
                    start.wait()
                    while !done.value {
                        if let root = Factory.root, !factories.contains(where: { $0 === root }) { strangers.add() }
                    }
                }
            }
            readers.start()
            onThreads(12) { index in
                start.wait()
                wins[index].value = Factory.installRoot(factories[index])
            }
            done.set()
            let winners = (0..<12).filter { wins[$0].value == true }
            guard winners.count == 1, let winner = winners.first else { exit(2) }
            guard Factory.root === factories[winner], Factory.current === factories[winner] else { exit(3) }
            guard strangers.value == 0 else { exit(4) }
            // Installing the winner again is a quiet success; a loser again, a quiet-less failure.
            guard Factory.installRoot(factories[winner]) else { exit(5) }
            reportLine("second round")
            guard !Factory.installRoot(factories[(winner + 1) % 12]) else { exit(6) }
        }
        guard let lines = result?.standardError.split(separator: "\n", omittingEmptySubsequences: false) else { return }
        let message = RivetError.rootAlreadyInstalled.description
        #expect(lines.prefix(threads - 1).allSatisfy { $0 == message })
        #expect(Array(lines.dropFirst(threads - 1)) == ["second round", Substring(message), ""])
    }

    @Test func manyLosersWritingAtOnce_eachGetALineOfTheirOwn_neverInterleaved() async {
        // Standard error goes to a file, read back in the child: 1,600 lines through the exit test's pipe would
        // wait on a parent too busy (a whole parallel run) to drain it, and the watchdog would end a child that
        // only waited.
        await #expect(processExitsWith: .success) {
            Watchdog.start("installRoot losers writing from 16 threads")
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("rivet-losers-\(getpid()).txt").path
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard file >= 0, dup2(file, STDERR_FILENO) >= 0 else { exit(5) }
            defer { unlink(path) }
            let root = Factory(AppAssembly())
            guard Factory.installRoot(root) else { exit(2) }
            let accepted = Tally()
            let start = StartLine(runners: 16)
            onThreads(16) { _ in
                let other = Factory(AppAssembly())
                start.wait()
                for _ in 0..<100 where Factory.installRoot(other) { accepted.add() }
            }
            guard accepted.value == 0, Factory.root === root else { exit(3) }
            fflush(nil)
            guard let written = try? String(contentsOfFile: path, encoding: .utf8) else { exit(6) }
            let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
            let message = RivetError.rootAlreadyInstalled.description
            // Exit code 4: a line is not the whole message (two messages run together, or one cut in two).
            guard lines.count == 16 * 100 + 1, lines.dropLast().allSatisfy({ $0 == message }) else { exit(4) }
        }
    }

    @Test func scopesFactory_keptByDetachedTasks_resolvesAfterTheScopeEnded_andIsReleasedAfterThem() async {
        weak var released: Factory?
        var kept: (factory: Factory, flow: Factory, singleton: Thing)? = Factory.withScopedRoot(
            StressTagAssembly(), FlowThingAssembly()
        ) { factory in
            released = factory
            return (factory, factory.beginFlow(FlowThingAssembly()), factory[StressTagKey.self])
        }
        // The scope has ended: its factory lives on in what kept it, its singletons the same ones.
        let seen = await withTaskGroup(of: Bool.self) { [kept] group in
            for _ in 0..<16 {
                group.addTask {
                    await Task.detached {
                        guard let (factory, flow, singleton) = kept else { return false }
                        return factory[StressTagKey.self] === singleton && flow[StressTagKey.self] === singleton
                            && flow[OtherThingKey.self] === flow[OtherThingKey.self]
                    }.value
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(seen)
        #expect(released != nil)
        kept = nil
        #expect(released == nil)
    }

    @Test func flowsBegunInsideScopes_outliveThem_onOtherThreads() {
        var flows: [Factory] = []
        weak var firstScope: Factory?
        for index in 0..<8 {
            Factory.withScopedRoot(StressTagAssembly()) { factory in
                factory.override(StressTagKey.self) { _ in Thing("scope \(index)") }
                flows.append(factory.beginFlow(FlowThingAssembly()))
                if index == 0 { firstScope = factory }
            }
        }
        // Handed to the threads through a mailbox, so that emptying it leaves the flows no other reference (a
        // finished thread may keep its closure a while).
        let shared = Mailbox(flows)
        flows.removeAll()
        let wrong = Tally()
        onThreads(8) { index in
            guard let flow = shared.value?[index] else { return wrong.add() }
            for _ in 0..<200 where flow[StressTagKey.self].label != "scope \(index)" { wrong.add() }
        }
        #expect(wrong.value == 0)
        #expect(firstScope != nil)   // the flow keeps its root
        shared.value = nil
        #expect(firstScope == nil)
    }

    @Test func scopesNestedDeep_eachSeesItsOwn_andTheOuterComesBack() {
        @Sendable func nest(_ level: Int, _ outer: Factory?) -> Bool {
            guard level < 64 else { return true }
            return Factory.withScopedRoot(StressTagAssembly()) { factory in
                factory.override(StressTagKey.self) { _ in Thing("level \(level)") }
                let own = Factory.current === factory && factory !== outer
                    && Factory.current[StressTagKey.self].label == "level \(level)"
                let inner = nest(level + 1, factory)
                return own && inner && Factory.current === factory
            }
        }
        let wrong = Tally()
        onThreads(8) { _ in if !nest(0, nil) { wrong.add() } }
        #expect(wrong.value == 0)
    }

    @Test func scopeOpenedInsideAMake_isCurrentThere_andTheMakesFactoryComesBack() {
        let wrong = Tally()
        onThreads(8) { _ in
            for _ in 0..<50 {
                let factory = Factory(ScopeInMakeAssembly())
                if factory[ScopeInMakeKey.self].label != "untagged" { wrong.add() }
            }
        }
        #expect(wrong.value == 0)
    }
}
