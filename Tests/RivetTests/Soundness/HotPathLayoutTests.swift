import Foundation
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Issue 11: a ready singleton is read by address (`_KeyTable._probe(_:)`, then a typed load in the
// caller), and everything else runs unspecialized. These tests put values of unusual layouts, each carrying the
// serial of the build that made it, through the first resolution raced by many threads, through resets and
// overrides racing readers, through flows, main-actor registrations and generic keys, and check that every value
// read is one that was built, whole, and that every value built is released with its factory.

extension Soundness {
    @Suite struct HotPathLayoutTests {
        /// A factory registering every layout with `lifecycle`, each with a counter of its builds.
        static func factory(_ lifecycle: Lifecycle, _ tracker: LayoutTracker, _ counters: [Counter]) -> Factory {
            Factory(TestAssembly { registry in
                for (index, layout) in LayoutCase.all.enumerated() {
                    layout.register(&registry, lifecycle, tracker, counters[index])
                }
                // The empty layout and an unrelated generic argument, with their build counted.
                registry.register(LayoutEmptyKey.self, lifecycle) { _ in
                    counters[LayoutCase.all.count].increment()
                    return Layouts.Empty()
                }
            })
        }

        static func counters() -> [Counter] { (0...LayoutCase.all.count).map { _ in Counter() } }

        @Test(arguments: [Lifecycle.singleton, .transient, .graph])
        func everyLayout_resolvesToAWholeValue_inTheRootAndInAFlow(_ lifecycle: Lifecycle) {
            let tracker = LayoutTracker()
            do {
                let counters = Self.counters()
                let factory = Self.factory(lifecycle, tracker, counters)
                let flow = factory.beginFlow()
                for scope in [factory, flow, factory] {
                    for (index, layout) in LayoutCase.all.enumerated() {
                        let first = layout.resolve(scope)
                        let second = layout.resolve(scope)
                        #expect(first > 0, "\(layout.name), \(lifecycle): not whole")
                        if lifecycle == .singleton {
                            #expect(first == 1 && second == 1, "\(layout.name): the one singleton")
                            #expect(counters[index].value == 1, "\(layout.name): built once")
                        } else {
                            #expect(second == first + 1, "\(layout.name), \(lifecycle): built anew at top level")
                        }
                    }
                    _ = scope[LayoutEmptyKey.self]
                }
                #expect(counters[LayoutCase.all.count].value == (lifecycle == .singleton ? 1 : 3))
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0, "every value released with its factory")
        }

        @Test func everyLayout_asAFlowComponent_isKeptByEachFlow() {
            let tracker = LayoutTracker()
            do {
                let counters = Self.counters()
                let factory = Self.factory(.flow, tracker, counters)
                let flows = [factory.beginFlow(), factory.beginFlow().beginFlow()]
                for (number, flow) in flows.enumerated() {
                    for (index, layout) in LayoutCase.all.enumerated() {
                        #expect(layout.resolve(flow) == number + 1, "\(layout.name)")
                        #expect(layout.resolve(flow) == number + 1, "\(layout.name): kept")
                        #expect(counters[index].value == number + 1)
                    }
                }
                flows[0].reset()
                for layout in LayoutCase.all {
                    #expect(layout.resolve(flows[0]) == 3, "\(layout.name): built anew after the flow's reset")
                    #expect(layout.resolve(flows[1]) == 2, "\(layout.name): the other flow keeps its own")
                }
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0)
        }

        @Test func everyLayout_singleton_isRebuiltAfterOverrideAndReset_andReleasedWithTheFactory() {
            let tracker = LayoutTracker()
            do {
                let counters = Self.counters()
                let factory = Self.factory(.singleton, tracker, counters)
                for layout in LayoutCase.all { #expect(layout.resolve(factory) == 1, "\(layout.name)") }
                for (index, layout) in LayoutCase.all.enumerated() {
                    layout.override(factory, tracker, Counter(), 100)
                    #expect(layout.resolve(factory) == 101, "\(layout.name): the override's singleton")
                    #expect(layout.resolve(factory) == 101, "\(layout.name): kept")
                    #expect(counters[index].value == 1)
                }
                factory.reset()
                for layout in LayoutCase.all {
                    #expect(layout.resolve(factory) == 2, "\(layout.name): built anew after reset")
                    #expect(layout.resolve(factory) == 2, "\(layout.name): kept after reset")
                }
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0)
        }

        /// The first resolution raced by many threads, on fresh factories: every thread gets the one value, whole,
        /// whichever path it took (building, waiting, or the ready read in line).
        @Test(arguments: [Lifecycle.singleton, .flow])
        func firstResolution_racedByManyThreads_handsEveryoneTheOneValue(_ lifecycle: Lifecycle) {
            let tracker = LayoutTracker()
            let threads = 6
            let wrong = Mailbox<[String]>([])
            for _ in 0..<60 {
                let counters = Self.counters()
                let root = Self.factory(lifecycle, tracker, counters)
                // Held by the threads through a box emptied once they are done: a finished `Thread` may release
                // its closure after the join, and the factory must be gone when the tracker is read.
                let held = Mailbox(lifecycle == .flow ? root.beginFlow() : root)
                let start = StartLine(runners: threads)
                onThreads(threads) { thread in
                    let scope = held.value!
                    start.wait()
                    // Each thread walks the layouts from a different place, so they meet at different ones.
                    for step in 0..<LayoutCase.all.count {
                        let layout = LayoutCase.all[(step + thread) % LayoutCase.all.count]
                        for _ in 0..<3 {
                            let serial = layout.resolve(scope)
                            if serial != 1 { wrong.value!.append("\(layout.name) read \(serial)") }
                        }
                        _ = scope[LayoutEmptyKey.self]
                    }
                }
                for (index, layout) in LayoutCase.all.enumerated() where counters[index].value != 1 {
                    Issue.record("\(layout.name) built \(counters[index].value) times")
                }
                #expect(counters[LayoutCase.all.count].value == 1)
                held.value = nil
            }
            #expect(wrong.value == [])
            #expect(tracker.live.load(ordering: .relaxed) == 0, "every value released with its factory")
        }

        /// Readers of every layout while another thread overrides and resets: each read is whole and one that
        /// was built (no torn, freed or uninitialised value), and nothing leaks once the factory goes.
        @Test func readsOfEveryLayout_whileOverridingAndResetting_areWholeValues() {
            let tracker = LayoutTracker()
            let torn = Mailbox<[String]>([])
            do {
                let held = Mailbox(Self.factory(.singleton, tracker, Self.counters()))
                let factory = held.value!
                let flow = factory.beginFlow()
                let heldFlow = Mailbox(flow)
                let done = Flag()
                let readers = 4
                let start = StartLine(runners: readers + 1)
                onThreads(readers + 1) { thread in
                    // Through boxes emptied after the join (see the race above).
                    let factory = held.value!, flow = heldFlow.value!
                    start.wait()
                    if thread == readers {
                        for round in 0..<150 {
                            let layout = LayoutCase.all[round % LayoutCase.all.count]
                            if round % 3 == 2 { factory.reset() } else { layout.override(factory, tracker, Counter(), 1000 * (round + 1)) }
                        }
                        done.set()
                        return
                    }
                    var step = thread
                    while !done.value {
                        let layout = LayoutCase.all[step % LayoutCase.all.count]
                        let serial = layout.resolve(step % 2 == 0 ? factory : flow)
                        if serial <= 0 { torn.value!.append("\(layout.name) read \(serial)") }
                        step += 1
                    }
                }
                for layout in LayoutCase.all {
                    #expect(layout.resolve(factory) > 0)
                }
                held.value = nil
                heldFlow.value = nil
            }
            #expect(torn.value == [])
            #expect(tracker.live.load(ordering: .relaxed) == 0, "every value released with its factory")
        }

        /// Many factories made, resolved in every lifecycle and dropped: the values they kept are all released.
        @Test func manyFactories_ofEveryLayout_releaseEverythingTheyKept() {
            let tracker = LayoutTracker()
            let lifecycles: [Lifecycle] = [.singleton, .transient, .graph, .flow]
            for round in 0..<400 {
                let lifecycle = lifecycles[round % lifecycles.count]
                let factory = Self.factory(lifecycle, tracker, Self.counters())
                let scope = lifecycle == .flow ? factory.beginFlow() : factory
                if round % 5 == 0 { continue }   // entries never built: nothing to release
                for layout in LayoutCase.all { _ = layout.resolve(scope) }
                if round % 7 == 0 { factory.reset(); for layout in LayoutCase.all { _ = layout.resolve(scope) } }
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0)
            #expect(tracker.made.load(ordering: .relaxed) > 0)
        }

        /// A `.graph` value of a 16-byte aligned layout is shared within one resolution, built anew in the next.
        @Test func graphValue_ofAnAlignedLayout_isSharedWithinOneResolution() {
            struct PairKey: InjectionKey {
                static func make(_ values: InjectedValues) -> [SIMD8<Double>] {
                    [values[LayoutWideSIMDKey.self], values[LayoutWideSIMDKey.self]]
                }
            }
            let counter = Counter()
            let factory = Factory(TestAssembly { registry in
                registry.register(LayoutWideSIMDKey.self, .graph) { _ in Layouts.wideSIMD(counter.increment()) }
                registry.register(PairKey.self) { values in PairKey.make(values) }
            })
            #expect(factory[PairKey.self] == [Layouts.wideSIMD(1), Layouts.wideSIMD(1)])
            #expect(factory[PairKey.self] == [Layouts.wideSIMD(2), Layouts.wideSIMD(2)])
            #expect(factory.beginFlow()[PairKey.self] == [Layouts.wideSIMD(3), Layouts.wideSIMD(3)])
        }

        /// A weak singleton of a class existential: shared while held, built anew once let go.
        @Test func weakSingleton_ofAClassExistential_isSharedWhileHeld() {
            let tracker = LayoutTracker()
            let counter = Counter()
            let factory = Factory(TestAssembly { registry in
                registry.register(LayoutObjectKey.self, .weakSingleton) { _ in
                    let serial = counter.increment()
                    return Layouts.SerialObject(serial, Tracked(serial, tracker))
                }
            })
            do {
                let held = factory[LayoutObjectKey.self]
                #expect(held.serial == 1)
                #expect(factory[LayoutObjectKey.self] === held)
                #expect(factory.beginFlow()[LayoutObjectKey.self] === held)
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0, "held by nobody: released")
            #expect(factory[LayoutObjectKey.self].serial == 2)
        }

        /// Keys registered without a closure through every lifecycle, and keys nobody registers, tell the
        /// live-default observer each time their own `make` builds a value, and only then.
        @Test func observer_hearsOfEachLiveDefaultBuild_throughEveryLifecycle() {
            struct SingletonKey: InjectionKey { static func make(_: InjectedValues) -> SIMD4<Float> { Layouts.simd(1) } }
            struct TransientKey: InjectionKey { static func make(_: InjectedValues) -> UInt8 { 1 } }
            struct GraphKey: InjectionKey { static func make(_: InjectedValues) -> String { "graph" } }
            struct FlowKey: InjectionKey { static func make(_: InjectedValues) -> Layouts.Empty { Layouts.Empty() } }
            struct WeakKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("weak") } }
            struct UnregisteredKey: InjectionKey { static func make(_: InjectedValues) -> Int? { 3 } }
            let log = EventLog()
            let factory = Factory(assemblies: [TestAssembly { registry in
                registry.register(SingletonKey.self, .singleton)
                registry.register(TransientKey.self, .transient)
                registry.register(GraphKey.self, .graph)
                registry.register(FlowKey.self, .flow)
                registry.register(WeakKey.self, .weakSingleton)
                registry.register(LayoutSIMDKey.self, .singleton) { _ in Layouts.simd(9) }
            }], observer: log)
            let flow = factory.beginFlow()
            for _ in 0..<2 {
                #expect(factory[SingletonKey.self] == Layouts.simd(1))
                #expect(factory[TransientKey.self] == 1)
                #expect(factory[GraphKey.self] == "graph")
                _ = flow[FlowKey.self]
                #expect(factory[WeakKey.self].label == "weak")
                #expect(factory[UnregisteredKey.self] == 3)
                #expect(flow[UnregisteredKey.self] == 3)
                #expect(factory[LayoutSIMDKey.self] == Layouts.simd(9))
            }
            #expect(log.events.filter(\.usedLiveDefault).map(\.keyName) == [
                "SingletonKey", "TransientKey", "GraphKey", "FlowKey", "WeakKey", "UnregisteredKey", "UnregisteredKey",
                "TransientKey", "GraphKey", "WeakKey", "UnregisteredKey", "UnregisteredKey",
            ])
        }

        /// Main-actor singletons of unusual layouts: kept, rebuilt from an override and after a reset.
        @MainActor
        @Test func mainActorSingletons_ofUnusualLayouts_keepTheirValue() {
            let tracker = LayoutTracker()
            do {
                let counter = Counter()
                let factory = Factory(TestAssembly { registry in
                    registry.registerOnMainActor(LayoutWideSIMDKey.self, .singleton) { _ in Layouts.wideSIMD(counter.increment()) }
                    registry.registerOnMainActor(LayoutLargeKey.self, .singleton) { _ in Layouts.large(counter.increment(), tracker) }
                    registry.registerOnMainActor(LayoutPayloadKey.self, .flow) { _ in Layouts.payload(counter.increment(), tracker) }
                })
                let flow = factory.beginFlow()
                for _ in 0..<2 {
                    #expect(factory[LayoutWideSIMDKey.self] == Layouts.wideSIMD(1))
                    #expect(Layouts.serial(of: factory[LayoutLargeKey.self]) == 2)
                    #expect(Layouts.serial(of: flow[LayoutPayloadKey.self]) == 3)
                }
                factory.overrideOnMainActor(LayoutWideSIMDKey.self) { _ in Layouts.wideSIMD(counter.increment()) }
                #expect(factory[LayoutWideSIMDKey.self] == Layouts.wideSIMD(4))
                #expect(factory[LayoutWideSIMDKey.self] == Layouts.wideSIMD(4))
                factory.reset()
                #expect(factory[LayoutWideSIMDKey.self] == Layouts.wideSIMD(5))
                #expect(Layouts.serial(of: factory[LayoutLargeKey.self]) == 6)
                #expect(Layouts.serial(of: flow[LayoutPayloadKey.self]) == 3, "a flow begun earlier keeps its components")
            }
            #expect(tracker.live.load(ordering: .relaxed) == 0)
        }
    }
}
