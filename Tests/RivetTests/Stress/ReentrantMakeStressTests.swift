#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// User code that runs inside Rivet and calls back into it: a make that resets or overrides the factory
// building it, a make that drops the last reference to its own flow, a deinit (run when a reset, an
// override, a flow's end or a resolution releases a value) that resolves from the same factory. Any lock
// held around user code would deadlock here; the watchdog turns that into a failure with a message.

final class ReentrantValue: StressCanary, @unchecked Sendable {
    let label: String
    let onDeinit: (@Sendable () -> Void)?
    init(_ census: Census, _ label: String, onDeinit: (@Sendable () -> Void)? = nil) {
        self.label = label
        self.onDeinit = onDeinit
        super.init(census)
    }
    deinit { onDeinit?() }
}

struct ReentrantAKey: InjectionKey { static func make(_ values: InjectedValues) -> ReentrantValue { fatalError("registered") } }
struct ReentrantBKey: InjectionKey { static func make(_ values: InjectedValues) -> ReentrantValue { fatalError("registered") } }
struct ReentrantCKey: InjectionKey { static func make(_ values: InjectedValues) -> ReentrantValue { fatalError("registered") } }

/// Lets a make reach the factory that builds it without a reference cycle.
final class FactoryHolder: @unchecked Sendable {
    weak var weakFactory: Factory?
    private let strong = StressLocked<Factory?>(nil)
    var factory: Factory { weakFactory! }
    func hold(_ factory: Factory?) { strong.withLock { held in held = factory } }
    func release() -> Factory? {
        strong.withLock { held in
            defer { held = nil }
            return held
        }
    }
}

@Suite struct ReentrantMakeStressTests {
    @Test func makeThatResetsOrOverridesItsOwnFactory_returnsItsValue_andTheNextResolutionSeesTheChange() {
        let census = Census("reentrant")
        let holder = FactoryHolder()
        let made = Atomic<Int>(0)
        let factory = Factory(TestAssembly { registry in
            registry.register(ReentrantAKey.self, .singleton) { _ in
                if made.add(1, ordering: .relaxed).newValue == 1 { holder.factory.reset() }
                return ReentrantValue(census, "A")
            }
            registry.register(ReentrantBKey.self, .singleton) { values in
                holder.factory.override(ReentrantBKey.self) { _ in ReentrantValue(census, "B override") }
                return ReentrantValue(census, "B live + " + values[ReentrantAKey.self].label)
            }
        })
        holder.weakFactory = factory
        StallWatchdog(workers: 1, context: "reset and override inside a make").watch {
            let first = factory[ReentrantAKey.self]
            #expect(first.label == "A")
            let second = factory[ReentrantAKey.self]
            #expect(second !== first, "the reset inside the first build drops it for later resolutions")
            #expect(factory[ReentrantAKey.self] === second)
            #expect(made.load(ordering: .relaxed) == 2)
            #expect(factory[ReentrantBKey.self].label == "B live + A")
            #expect(factory[ReentrantBKey.self].label == "B override")
        }
    }

    @Test func flowComponentThatResetsOrOverridesItsFlow_duringItsOwnBuild_completes() {
        let census = Census("reentrant")
        let holder = FactoryHolder()
        let made = Atomic<Int>(0)
        let root = Factory(TestAssembly { registry in
            registry.register(ReentrantAKey.self, .flow) { values in
                let count = made.add(1, ordering: .relaxed).newValue
                if count == 1 { holder.factory.reset() }
                if count == 2 { holder.factory.override(ReentrantAKey.self) { _ in ReentrantValue(census, "override") } }
                return ReentrantValue(census, "A \(count)")
            }
        })
        let flow = root.beginFlow()
        holder.weakFactory = flow
        StallWatchdog(workers: 1, context: "reset and override of a flow inside its make").watch {
            #expect(flow[ReentrantAKey.self].label == "A 1")
            #expect(flow[ReentrantAKey.self].label == "A 2")
            #expect(flow[ReentrantAKey.self].label == "override")
            #expect(flow[ReentrantAKey.self] === flow[ReentrantAKey.self])
        }
    }

    /// Many threads resolve while the makes themselves reset and override the factory and its flows.
    @Test func makesResettingAndOverriding_whileOtherThreadsResolve_handOutOnlyLiveValues() {
        let census = Census("reentrant")
        let holder = FactoryHolder()
        let flows = FactoryHolder()
        let root = Factory(TestAssembly { registry in
            registry.register(ReentrantAKey.self, .singleton) { _ in
                switch Int.random(in: 0..<8) {
                case 0: holder.factory.reset()
                case 1: holder.factory.override(ReentrantCKey.self) { _ in ReentrantValue(census, "C override") }
                default: break
                }
                return ReentrantValue(census, "A")
            }
            registry.register(ReentrantBKey.self, .flow) { values in
                let value = ReentrantValue(census, "B + " + values[ReentrantAKey.self].label)
                if Int.random(in: 0..<8) == 0, let flow = flows.weakFactory { flow.reset() }
                return value
            }
            registry.register(ReentrantCKey.self, .singleton) { values in
                ReentrantValue(census, "C + " + values[ReentrantBKey.self].label)
            }
        })
        holder.weakFactory = root
        let flow = root.beginFlow(TestAssembly { $0.register(ReentrantCKey.self, .flow) { values in
            ReentrantValue(census, "flow C + " + values[ReentrantBKey.self].label)
        } })
        flows.weakFactory = flow
        let rounds = max(2_000, StressKnobs.churn / 10)
        let watchdog = StallWatchdog(workers: 6, context: "makes resetting while others resolve")
        watchdog.watch {
            runThreads(6) { index in
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    let scope = index % 2 == 0 ? root : flow
                    switch (index + round) % 3 {
                    case 0: scope[ReentrantAKey.self].check("A")
                    case 1: if scope === flow { scope[ReentrantBKey.self].check("B") }
                    default: if scope === flow { scope[ReentrantCKey.self].check("C") } else { scope[ReentrantAKey.self].check("A") }
                    }
                }
            }
        }
    }

    /// Dropping the last reference to a flow from inside one of its own makes: the resolution in progress
    /// keeps the flow until it returns; then the flow and its other values go.
    @Test func makeThatDropsTheLastReferenceToItsOwnFlow_finishes_andTheFlowGoesAfter() {
        let census = Census("reentrant")
        let holder = FactoryHolder()
        let root = Factory(TestAssembly { registry in
            registry.register(ReentrantAKey.self, .flow) { _ in ReentrantValue(census, "A") }
            registry.register(ReentrantBKey.self, .flow) { values in
                _ = holder.release()   // the flow's last strong reference, apart from the resolution's own
                return ReentrantValue(census, "B + " + values[ReentrantAKey.self].label)
            }
        })
        let watchdog = StallWatchdog(workers: 1, context: "a make releasing its own flow")
        watchdog.watch {
            for round in 0..<200 {
                watchdog.heartbeats[0].beat(round)
                weak var flowA: ReentrantValue?
                weak var weakFlow: Factory?
                var b: ReentrantValue?
                do {
                    let flow = root.beginFlow()
                    holder.hold(flow)
                    weakFlow = flow
                    flowA = flow[ReentrantAKey.self]
                }
                // Resolve through the holder's reference only: the make drops it.
                b = weakFlow?[ReentrantBKey.self]
                #expect(b?.label == "B + A")
                b?.check("B")
                #expect(weakFlow == nil, "the flow outlived the resolution that released it")
                #expect(flowA == nil, "the flow's values outlived it")
                b = nil
                _ = b
            }
        }
        #expect(census.live.load(ordering: .relaxed) == 0)
    }

    /// Values whose deinit resolves from the factory that just released them: released by a reset, by an
    /// override, with their flow, by the end of a resolution (graph) and by their last holder (weak).
    @Test func deinitThatResolvesFromTheReleasingFactory_neverDeadlocks() {
        let census = Census("reentrant")
        let holder = FactoryHolder()
        let resolvedInDeinit = Atomic<Int>(0)
        @Sendable func resolveInDeinit(_ factory: Factory?) {
            guard let factory else { return }
            factory[ReentrantCKey.self].check("C resolved in a deinit")
            resolvedInDeinit.add(1, ordering: .relaxed)
        }
        let root = Factory(TestAssembly { registry in
            registry.register(ReentrantAKey.self, .singleton) { _ in
                ReentrantValue(census, "A singleton") { resolveInDeinit(holder.weakFactory) }
            }
            registry.register(ReentrantBKey.self, .flow) { _ in
                ReentrantValue(census, "B flow") { resolveInDeinit(holder.weakFactory) }
            }
            registry.register(ReentrantCKey.self, .singleton) { _ in ReentrantValue(census, "C") }
        })
        holder.weakFactory = root
        StallWatchdog(workers: 1, context: "deinit resolving from the releasing factory").watch {
            // A singleton built from an override, released by the next override (outside the lock).
            root.override(ReentrantAKey.self) { _ in ReentrantValue(census, "A 1") { resolveInDeinit(holder.weakFactory) } }
            _ = root[ReentrantAKey.self]
            root.override(ReentrantAKey.self) { _ in ReentrantValue(census, "A 2") { resolveInDeinit(holder.weakFactory) } }
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 1)

            // A flow's value released by the flow's reset, whose deinit resolves from that very flow.
            let flowHolder = FactoryHolder()
            let flow = root.beginFlow(TestAssembly { registry in
                registry.register(ReentrantBKey.self, .flow) { _ in
                    ReentrantValue(census, "B in flow") {
                        if let flow = flowHolder.weakFactory { flow[ReentrantAKey.self].check("A from the flow in a deinit") }
                        resolveInDeinit(flowHolder.weakFactory)
                    }
                }
            })
            flowHolder.weakFactory = flow
            _ = flow[ReentrantBKey.self]
            flow.reset()
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 2)
            _ = flow[ReentrantBKey.self]
            flow.override(ReentrantBKey.self) { _ in ReentrantValue(census, "B override") }
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 3)

            // Values released with their flow, resolving from the parent.
            do {
                let other = root.beginFlow()
                _ = other[ReentrantBKey.self]
            }
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 4)

            // A weak singleton released by its last holder; a graph value released when the resolution ends.
            let weakFactory = Factory(TestAssembly { registry in
                registry.register(ReentrantAKey.self, .weakSingleton) { _ in
                    ReentrantValue(census, "weak") { resolveInDeinit(holder.weakFactory) }
                }
                registry.register(ReentrantBKey.self, .graph) { _ in
                    ReentrantValue(census, "graph") { resolveInDeinit(holder.weakFactory) }
                }
                registry.register(ReentrantCKey.self) { values in
                    ReentrantValue(census, "graph user + " + values[ReentrantBKey.self].label)
                }
            })
            _ = weakFactory[ReentrantAKey.self]
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 5)
            _ = weakFactory[ReentrantCKey.self]
            #expect(resolvedInDeinit.load(ordering: .relaxed) == 6)
        }
    }

    /// A value whose deinit releases the last reference to another flow, whose values' deinits resolve:
    /// teardown cascading through user code, started by a reset.
    @Test func deinitThatReleasesAnotherFlow_duringAReset_completes() {
        let census = Census("reentrant")
        let resolved = Atomic<Int>(0)
        let root = Factory(TestAssembly { registry in
            registry.register(ReentrantCKey.self, .singleton) { _ in ReentrantValue(census, "C") }
        })
        final class FlowBox: @unchecked Sendable { var flow: Factory? }
        let watchdog = StallWatchdog(workers: 1, context: "deinit releasing another flow")
        watchdog.watch {
            for round in 0..<100 {
                watchdog.heartbeats[0].beat(round)
                let inner = root.beginFlow(TestAssembly { registry in
                    registry.register(ReentrantAKey.self, .flow) { values in
                        ReentrantValue(census, "inner A") {
                            root[ReentrantCKey.self].check("C")
                            resolved.add(1, ordering: .relaxed)
                        }
                    }
                })
                _ = inner[ReentrantAKey.self]
                let box = FlowBox()
                box.flow = inner
                let outer = root.beginFlow(TestAssembly { registry in
                    registry.register(ReentrantBKey.self, .flow) { _ in
                        ReentrantValue(census, "outer B") { box.flow = nil }   // releases `inner`
                    }
                })
                _ = outer[ReentrantBKey.self]
                outer.reset()
            }
        }
        #expect(resolved.load(ordering: .relaxed) == 100)
    }
}
#endif
