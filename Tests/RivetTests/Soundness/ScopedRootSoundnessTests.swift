import Foundation
import Rivet
import RivetTestSupport
import Testing

// Scoped roots hammered from many tasks and threads at once: each scope sees only its own factory, overrides
// and singletons, from `Factory.current`, `@Injected`, its child tasks and nested scopes, while the others
// override the same keys and release their factories. Run under the thread sanitizer by CI (`Soundness`).

/// A singleton that remembers the scope it was built for.
private struct ScopeTagKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("untagged") }
}

private struct ScopeTagAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ScopeTagKey.self, .singleton)
        registry.register(ThingKey.self, .singleton)
    }
}

private struct TagHolder {
    @Injected(\.scopeTag) var tag
    @Injected(\.thing) var thing
}

extension InjectedValues {
    fileprivate var scopeTag: Thing { self[ScopeTagKey.self] }
}

@Suite struct ScopedRootSoundnessTests {
    @Test func manyTasks_eachInManyScopes_seeOnlyTheirOwn() async {
        let tasks = 32
        let rounds = 40
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var wrong = 0
                    for round in 0..<rounds {
                        let name = "\(task).\(round)"
                        wrong += await Factory.withScopedRoot(ScopeTagAssembly(), AppAssembly()) { factory in
                            factory.override(ScopeTagKey.self) { _ in Thing(name) }
                            var wrong = 0
                            await Task.yield()   // let the other scopes run in between
                            let holder = TagHolder()
                            if holder.tag.label != name || holder.tag !== factory[ScopeTagKey.self] { wrong += 1 }
                            if holder.thing !== factory.thing || Factory.current !== factory { wrong += 1 }
                            let fromChild = await Task { TagHolder().tag.label }.value
                            if fromChild != name { wrong += 1 }
                            if round.isMultiple(of: 4) {
                                let inner = Factory.withScopedRoot(ScopeTagAssembly()) { inner in
                                    TagHolder().tag.label == "untagged" && Factory.current === inner
                                }
                                if !inner || TagHolder().tag.label != name { wrong += 1 }
                            }
                            factory.logger.log(name)
                            if factory.logger.messages != [name] { wrong += 1 }
                            return wrong
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test func manyThreads_eachInSyncScopes_seeOnlyTheirOwn() {
        let wrong = Locked(0)
        onThreads(16) { thread in
            for round in 0..<200 {
                let name = "\(thread).\(round)"
                let ok = Factory.withScopedRoot(ScopeTagAssembly()) { factory in
                    factory.override(ScopeTagKey.self) { _ in Thing(name) }
                    let holder = TagHolder()
                    return holder.tag.label == name && holder.thing === factory.thing && Factory.current === factory
                }
                if !ok { wrong.withLock { $0 += 1 } }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
    }

    @Test func scopesSingletons_areReleased_whileOtherScopesRun() async {
        let survivors = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var survivors = 0
                    for _ in 0..<50 {
                        weak var thing: Thing?
                        await Factory.withScopedRoot(ScopeTagAssembly()) { factory in
                            thing = factory.thing
                            await Task.yield()
                        }
                        if thing != nil { survivors += 1 }
                    }
                    return survivors
                }
            }
            return await group.reduce(0, +)
        }
        #expect(survivors == 0)
    }
}
