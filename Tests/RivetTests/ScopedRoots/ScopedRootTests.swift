import Foundation
import Rivet
import RivetTestSupport
import Testing

/// `Factory.withScopedRoot`: code with a root factory of its own (a preview, a tool, a test outside
/// RivetTesting), which no other scope running at the same time sees.
@Suite struct ScopedRootTests {
    @Test func scope_makesItsFactoryCurrent_forInjectedAndFactoryCurrent() {
        let (factory, holder) = Factory.withScopedRoot(AppAssembly(), SingletonThingAssembly()) { factory in
            (factory, ScopedThingHolder())
        }
        #expect(holder.thing === factory.thing)
        #expect(holder.logger === factory.logger)
    }

    @Test func scope_isARootFactory_builtFromItsAssemblies() {
        let description = Factory.withScopedRoot(AppAssembly(), SingletonThingAssembly()) { factory in
            (factory.isFlow, factory.description)
        }
        #expect(description == (false, "Factory(AppAssembly, SingletonThingAssembly)"))
    }

    @Test func twoScopesRunningAtOnceInTasks_eachSeeTheirOwnOverridesAndSingletons() async {
        let bothInside = Barrier(parties: 2)
        func scope(_ name: String) -> Task<(own: Bool, label: String, messages: [String]), Never> {
            Task {
                await Factory.withScopedRoot(AppAssembly(), SingletonThingAssembly()) { factory in
                    factory.override(ThingKey.self) { _ in Thing(name) }
                    factory.logger.log(name)
                    await bothInside.arriveAndWait()   // the other scope has overridden the same key by now
                    let holder = ScopedThingHolder()
                    let fromChild = await Task { ScopedThingHolder().thing }.value
                    let own = Factory.current === factory && holder.thing === factory.thing
                        && fromChild === factory.thing && holder.logger === factory.logger
                    return (own, holder.thing.label, factory.logger.messages)
                }
            }
        }
        let (first, second) = (scope("first"), scope("second"))
        let (a, b) = (await first.value, await second.value)
        #expect(a.own && b.own)
        #expect(a.label == "first" && b.label == "second")
        #expect(a.messages == ["first"] && b.messages == ["second"])
    }

    @Test func manyScopesInATaskGroup_eachResolveTheirOwnFactory_inTheirChildTasksToo() async {
        let count = 8
        let allInside = Barrier(parties: count)
        let results = await withTaskGroup(of: (Int, String, Set<String>).self) { group in
            for index in 0..<count {
                group.addTask {
                    await Factory.withScopedRoot(SingletonThingAssembly()) { factory in
                        factory.override(ThingKey.self, .singleton) { _ in Thing("scope \(index)") }
                        await allInside.arriveAndWait()
                        let seen = await withTaskGroup(of: String.self) { children in
                            for _ in 0..<4 { children.addTask { ScopedThingHolder().thing.label } }
                            return await children.reduce(into: Set<String>()) { $0.insert($1) }
                        }
                        return (index, factory.thing.label, seen)
                    }
                }
            }
            return await group.reduce(into: [(Int, String, Set<String>)]()) { $0.append($1) }
        }
        #expect(results.count == count)
        for (index, label, seen) in results {
            #expect(label == "scope \(index)")
            #expect(seen == ["scope \(index)"])
        }
    }

    @Test func scopesSingletons_areReleasedWhenTheScopeEnds() {
        weak var logger: (any Logger)?
        weak var scopeFactory: Factory?
        Factory.withScopedRoot(AppAssembly()) { factory in
            logger = factory.logger
            scopeFactory = factory
            #expect(logger != nil)
        }
        #expect(scopeFactory == nil)
        #expect(logger == nil)
    }

    @Test func asyncScopesSingletons_areReleasedWhenTheScopeEnds() async {
        weak var logger: (any Logger)?
        await Factory.withScopedRoot(AppAssembly()) { factory in
            await Task.yield()
            logger = ScopedThingHolder().logger
            #expect(logger === factory.logger)
        }
        #expect(logger == nil)
    }

    @Test func valueTheBodyReturns_outlivesTheScope_andKeepsItsDependencies() {
        let presenter = Factory.withScopedRoot(AppAssembly()) { _ in UsersPresenter() }
        weak let logger = presenter.logger
        #expect(logger != nil)   // the presenter holds it; the scope's factory itself is gone
    }

    @Test func nestedScopes_innerIsCurrentInside_outerAgainAfter() {
        Factory.withScopedRoot(SingletonThingAssembly()) { outer in
            outer.override(ThingKey.self, .singleton) { _ in Thing("outer") }
            let inner = Factory.withScopedRoot(SingletonThingAssembly()) { inner in
                #expect(Factory.current === inner)
                #expect(ScopedThingHolder().thing.label == "live")   // the outer override does not reach in
                return inner
            }
            #expect(inner !== outer)
            #expect(Factory.current === outer)
            #expect(ScopedThingHolder().thing.label == "outer")
        }
    }

    @Test func nestedAsyncScopes_innerIsCurrentInside_outerAgainAfter() async {
        await Factory.withScopedRoot(SingletonThingAssembly()) { outer in
            let inner = await Factory.withScopedRoot(AppAssembly()) { inner in
                await Task.yield()
                #expect(Factory.current === inner)
                return inner
            }
            #expect(inner !== outer && Factory.current === outer)
        }
    }

    @Test func syncScopeOnAThreadWithNoTask_isCurrentForThatThreadsCode() async {
        let sawOwnFactory = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: Factory.withScopedRoot(AppAssembly()) { factory in
                    ScopedThingHolder().logger === factory.logger
                })
            }.start()
        }
        #expect(sawOwnFactory)
    }

    @Test func componentBuiltInTheScope_resolvesItsInjectedPropertiesFromTheScope() {
        Factory.withScopedRoot(AppAssembly(), TestAssembly { $0.register(PresenterThingKey.self, .singleton) }) { factory in
            #expect(factory[PresenterThingKey.self].logger === factory.logger)
        }
    }
}

/// A singleton whose value reads `@Injected` properties while it is built.
private struct PresenterThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersPresenter { UsersPresenter() }
}
