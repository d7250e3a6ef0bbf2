import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Synchronization
import Testing

// An observed resolution's outcome is noted by the build paths in a slot on its own stack (`_noteOutcome`), and
// what the observer resolves, or an argument's description, is not observed. These scenarios run user code at
// the places that design is weakest: at the resolution's own stack depth while it is current (deinits run after
// its frame was popped), inside the observer, and inside an argument's description.

/// A singleton of a factory nobody observes, built on first use.
struct UnobservedSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 7 }
}

/// An argument whose hash runs a one-shot action: user code inside a parameterized resolution, before its look-up.
struct HookedArgument: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let onHash: OneShot
    func hash(into hasher: inout Hasher) {
        onHash.fire()
        hasher.combine(id)
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    var description: String { "arg\(id)" }
}

struct HookedArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: HookedArgument) -> OnDeinit { OnDeinit {} }
}

struct ObservedCachedSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnDeinit { OnDeinit {} }
}

struct ObservedTransientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { values[ObservedCachedSingletonKey.self] === values[ObservedCachedSingletonKey.self] ? 1 : 0 }
}

struct ObservedFlowValueKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnDeinit { OnDeinit {} }
}

/// The argument an observer's own resolutions and a description use: plain.
struct PlainArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Int) -> String { "value \(argument)" }
}

/// An argument whose description resolves from the factory it is resolved from, and begins a flow there.
struct ResolvingDescriptionArgument: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let factory: Mailbox<Factory>
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String {
        let factory = factory.value!
        let flow = factory.beginFlow()
        let flowValue = flow[ObservedFlowValueKey.self] === flow[ObservedFlowValueKey.self]
        return "arg\(id) \(factory[PlainArgumentKey.self, id]) \(flowValue) \(factory[ObservedTransientKey.self])"
    }
}

struct ResolvingDescriptionKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: ResolvingDescriptionArgument) -> Int { argument.id }
}

/// The app's logger, whose make resolves a clock: an observer that logs through it resolves it at the clock's event.
struct ReentryLoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "logger at \(values[ReentryClockKey.self])" }
}
struct ReentryClockKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 1 }
}

/// An observer that writes each event through the app's logger, resolved from the factory it observes.
final class LoggingThroughTheApp: ResolutionObserver, @unchecked Sendable {
    let factory = Mailbox<Factory>()
    func observe(_ resolution: ResolutionEvent) { _ = factory.value?[ReentryLoggerKey.self] }
}

/// An argument whose description runs a one-shot action: user code run between an observed resolution's look-up
/// of how its key resolves and the resolution itself.
struct DescribedArgument: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let onDescription: OneShot
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String {
        onDescription.fire()
        return "arg\(id)"
    }
}

struct DescribedArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: DescribedArgument) -> Int { argument.id }
}

extension Soundness {
    @Suite struct ObserverOutcomeSoundnessTests {
        /// A factory without an observer whose singleton counts its makes.
        private func unobservedFactory() -> (Factory, MakeCount) {
            let makes = MakeCount()
            let factory = Factory(TestAssembly { registry in
                registry.register(UnobservedSingletonKey.self, .singleton) { _ in
                    makes.add()
                    return 7
                }
            })
            return (factory, makes)
        }

        /// Before the fix the cached resolution was reported `built`: the replaced registration it had retained
        /// was released at its own depth after its frame, and a deinit that released resolved a singleton of an
        /// unobserved factory, whose build noted `built` in the observed resolution's slot.
        @Test func cachedArgumentResolution_whoseReplacedRegistrationIsReleasedAtItsEnd_staysCached_whenADeinitBuildsInAnUnobservedFactory() {
            let (unobserved, unobservedMakes) = unobservedFactory()
            let records = ObservedRecords()
            let makes = MakeCount()
            let observed = Factory(observer: records, TestAssembly { registry in
                registry.register(HookedArgumentKey.self, .singleton)
            })
            // An override's registration, unlike the assembled one (kept until the factory goes), is released when
            // replaced and no resolution holds it any more.
            observed.override(HookedArgumentKey.self) { _, _ in
                makes.add()
                // Released with the registration's cache, after the resolution that released it popped its frame.
                return OnDeinit { _ = unobserved[UnobservedSingletonKey.self] }
            }
            let hook = OneShot()
            _ = observed[HookedArgumentKey.self, HookedArgument(id: 0, onHash: hook)]
            _ = observed[HookedArgumentKey.self, HookedArgument(id: 1, onHash: hook)]
            // Inside the next resolution, after it found the registration: replaced, so only that resolution keeps it.
            hook.arm { observed.override(HookedArgumentKey.self) { _, _ in OnDeinit {} } }
            let value = observed[HookedArgumentKey.self, HookedArgument(id: 0, onHash: hook)]
            withExtendedLifetime(value) {}

            #expect(makes.value == 2)
            #expect(unobservedMakes.value == 1, "the deinit did not run inside the resolution: the scenario missed")
            let outcomes = records.records(of: HookedArgumentKey.self).map(\.outcome)
            #expect(outcomes == [.built, .built, .cached])
            #expect(records.records(of: UnobservedSingletonKey.self).isEmpty)
            #expect(records.malformations() == [])
        }

        /// Before the fix the event said `singleton`, `cached`, though the make ran: the resolution's kind was found
        /// before its argument's description ran, which replaced the registration with a transient one.
        @Test func argumentWhoseDescriptionReplacesTheRegistration_isReportedAsTheRegistrationItResolvedWith() {
            let records = ObservedRecords()
            let makes = MakeCount()
            let factory = Factory(observer: records, TestAssembly { registry in
                registry.register(DescribedArgumentKey.self, .singleton)
            })
            let hook = OneShot()
            #expect(factory[DescribedArgumentKey.self, DescribedArgument(id: 1, onDescription: hook)] == 1)
            hook.arm {
                factory.override(DescribedArgumentKey.self, .transient) { _, argument in
                    makes.add()
                    return argument.id
                }
            }
            #expect(factory[DescribedArgumentKey.self, DescribedArgument(id: 1, onDescription: hook)] == 1)
            #expect(makes.value == 1)
            let recorded = records.records(of: DescribedArgumentKey.self)
            #expect(recorded.map(\.lifecycle) == [.singleton, .transient])
            #expect(recorded.map(\.outcome) == [.built, .built])
            #expect(records.malformations() == [])
        }

        @Test func observerThatResolvesSingletonsFlowsAndArgumentsFromItsOwnFactory_isNotObservedThere_andNeitherDeadlocksNorChangesValues() {
            let factory = Mailbox<Factory>()
            let insideCalls = MakeCount()
            let records = ObservedRecords { event in
                insideCalls.add()
                let factory = factory.value!
                // Resolutions of every kind, a flow begun and ended, from the observer's call.
                let flow = factory.beginFlow()
                precondition(flow[ObservedFlowValueKey.self] === flow[ObservedFlowValueKey.self])
                precondition(factory[ObservedCachedSingletonKey.self] === factory[ObservedCachedSingletonKey.self])
                precondition(factory[ObservedTransientKey.self] == 1)
                precondition(factory[PlainArgumentKey.self, Int(event.id % 5)] == "value \(event.id % 5)")
            }
            factory.value = Factory(observer: records, TestAssembly { registry in
                registry.register(ObservedCachedSingletonKey.self, .singleton)
                registry.register(ObservedTransientKey.self, .transient)
                registry.register(ObservedFlowValueKey.self, .flow)
                registry.register(PlainArgumentKey.self, .singleton(keepingAtMost: 2))
            })
            let root = factory.value!
            let flow = root.beginFlow()
            for round in 0..<20 {
                #expect(flow[ObservedTransientKey.self] == 1)
                #expect(flow[PlainArgumentKey.self, round % 3] == "value \(round % 3)")
                #expect(flow[ObservedFlowValueKey.self] === flow[ObservedFlowValueKey.self])
            }
            let recorded = records.records
            #expect(insideCalls.value == recorded.count)
            // Each round: the transient and the two singleton reads its make made; the argument; two flow reads.
            #expect(recorded.count == 20 * 6)
            #expect(records.count(of: ObservedFlowValueKey.self, .built) == 1)
            #expect(records.malformations() == [])
            withExtendedLifetime(flow) { factory.value = nil }
        }

        @Test func descriptionThatResolvesAndBeginsAFlow_isNotObserved_andTheResolutionItDescribesIs() {
            let factory = Mailbox<Factory>()
            let records = ObservedRecords()
            factory.value = Factory(observer: records, TestAssembly { registry in
                registry.register(ObservedCachedSingletonKey.self, .singleton)
                registry.register(ObservedTransientKey.self, .transient)
                registry.register(ObservedFlowValueKey.self, .flow)
                registry.register(PlainArgumentKey.self, .singleton)
                registry.register(ResolvingDescriptionKey.self, .flow)
            })
            let flow = factory.value!.beginFlow()
            for id in 0..<3 {
                #expect(flow[ResolvingDescriptionKey.self, ResolvingDescriptionArgument(id: id, factory: factory)] == id)
            }
            let recorded = records.records
            #expect(recorded.map(\.keyName) == Array(repeating: "ResolvingDescriptionKey", count: 3))
            #expect(recorded.map(\.argument) == (0..<3).map { "arg\($0) value \($0) true 1" })
            #expect(recorded.map(\.outcome) == [.built, .built, .built])
            #expect(records.malformations() == [])
            withExtendedLifetime(flow) { factory.value = nil }
        }

        @Test func observedFlowComponentWhoseMakeResolvesFromAnUnobservedRoot_isBuiltOnce_thenCached_andTheRootIsUnseen() {
            let (unobserved, unobservedMakes) = unobservedFactory()
            let records = ObservedRecords()
            let root = Factory(observer: records, TestAssembly { registry in
                registry.register(ObservedFlowValueKey.self, .flow) { _ in
                    // An unobserved root's build, and its reset and a build again, inside an observed build.
                    _ = unobserved[UnobservedSingletonKey.self]
                    unobserved.reset()
                    _ = unobserved[UnobservedSingletonKey.self]
                    return OnDeinit {}
                }
            })
            for _ in 0..<3 {
                let flow = root.beginFlow()
                _ = flow[ObservedFlowValueKey.self]
                _ = flow[ObservedFlowValueKey.self]
            }
            // The first flow's make builds it twice; each later one finds the value built after the last reset.
            #expect(unobservedMakes.value == 4)
            #expect(records.records.map(\.outcome) == [.built, .cached, .built, .cached, .built, .cached])
            #expect(records.malformations() == [])
        }

        /// A value evicted from an argument cache is released by the resolution that evicted it, after its frame: a
        /// deinit there that resolves from the observed factory is a resolution of its own, observed, whose parent
        /// is the evicting one, and which leaves that one's outcome alone.
        @Test func evictedValuesDeinit_resolvingFromTheObservedFactory_isObservedAsItsOwnResolution() {
            let records = ObservedRecords()
            let factory = Mailbox<Factory>()
            factory.value = Factory(observer: records, TestAssembly { registry in
                registry.register(ObservedCachedSingletonKey.self, .singleton)
                registry.register(HookedArgumentKey.self, .singleton(keepingAtMost: 1)) { _, _ in
                    OnDeinit { _ = factory.value?[ObservedCachedSingletonKey.self] }
                }
            })
            let root = factory.value!
            let hook = OneShot()
            _ = root[ObservedCachedSingletonKey.self]
            _ = root[HookedArgumentKey.self, HookedArgument(id: 0, onHash: hook)]
            _ = root[HookedArgumentKey.self, HookedArgument(id: 1, onHash: hook)]
            let recorded = records.records
            #expect(recorded.map(\.keyName) == [
                "ObservedCachedSingletonKey", "HookedArgumentKey", "HookedArgumentKey", "ObservedCachedSingletonKey",
            ])
            #expect(recorded.map(\.outcome) == [.built, .built, .built, .cached])
            #expect(recorded[3].parentID == recorded[2].id)
            #expect(records.malformations() == [])
            factory.value = nil
            withExtendedLifetime(root) {}
        }

        /// A nested resolution's event waits for the outermost observed resolution on its thread to end, so an observer
        /// that resolves a component whose build encloses that resolution (an app's logger, at the event of a
        /// dependency of the logger's) finds it built. Told at once, it resolved it again inside its own build: the
        /// cycle message, though the app has no cycle (`ReentryLoggerKey -> ReentryLoggerKey`).
        @Test func observerResolvingAComponentWhoseBuildEnclosesTheEvent_findsItBuilt() async {
            await #expect(processExitsWith: .success) {
                let observer = LoggingThroughTheApp()
                let factory = Factory(observer: observer, TestAssembly { registry in
                    registry.register(ReentryLoggerKey.self, .singleton)
                    registry.register(ReentryClockKey.self, .singleton)
                })
                observer.factory.value = factory
                _ = factory[ReentryLoggerKey.self]
            }
        }

        /// `ResolutionEvent.scope` is the scope's name, not the factory: an observer that keeps the events it is told
        /// of (a test's check, the guide's `EventLog`) keeps no factory alive, though the factory keeps its observer.
        @Test func factoryWhoseObserverKeepsItsEvents_goesWhenReleased() {
            weak var weakRoot: Factory?
            let log = EventLog()
            do {
                let root = Factory(observer: log, TestAssembly { registry in
                    registry.register(ReentryClockKey.self, .singleton)
                })
                weakRoot = root
                _ = root[ReentryClockKey.self]
            }
            #expect(weakRoot == nil)
            withExtendedLifetime(log) {}
        }
    }
}
