#if canImport(Glibc)
import Foundation
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Threads resolving every kind of key through an observed root and the flows they begin and end, while others
// override, reset and (in the second storm) start and stop the deprecated tracing, clear the traces and render
// them. What an observer must be able to rely on: one `built` event per make that ran, parents that began
// before their children, values as an unobserved factory gives them.

final class OStormValue: Sendable {
    let tag: String
    let onDeinit: (@Sendable () -> Void)?
    init(_ tag: String, onDeinit: (@Sendable () -> Void)? = nil) {
        self.tag = tag
        self.onDeinit = onDeinit
    }
    deinit { onDeinit?() }
}

struct OStormLeafKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("leaf") } }
struct OStormSingletonKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormTransientKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormFlowKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormWeakKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormDroppedKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Int) -> OStormValue { OStormValue("unregistered") }
}
struct OStormFlowArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Int) -> OStormValue { OStormValue("unregistered") }
}
/// Never registered: its own make builds it (a live default) every time.
/// Overridden now as a singleton, now as a transient: an event must report the registration its resolution used.
struct OStormSwitchingKey: InjectionKey { static func make(_ values: InjectedValues) -> OStormValue { OStormValue("unregistered") } }
struct OStormLiveDefaultKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 3 } }

/// The makes that ran, per key: what the `built` events must add up to.
final class OStormMakes: Sendable {
    let leaf = MakeCount(), singleton = MakeCount(), transient = MakeCount(), flow = MakeCount(), weak = MakeCount()
    let dropped = MakeCount(), argument = MakeCount(), flowArgument = MakeCount(), switching = MakeCount()
}

/// The storm's world: an observed root (or one traced the deprecated way), and an unobserved factory that values
/// dropped by overrides and resets resolve from in their deinits, wherever their last holder lets go.
final class ObserverStorm: Sendable {
    let makes = OStormMakes()
    let unobserved: Factory
    let root: Factory
    let violations = Violations()

    init(observer: (any ResolutionObserver)?) {
        let unobserved = Factory(TestAssembly { registry in
            registry.register(UnobservedSingletonKey.self, .singleton)
        })
        self.unobserved = unobserved
        let makes = makes
        let assembly = TestAssembly { registry in
            registry.register(OStormLeafKey.self, .singleton) { _ in
                makes.leaf.add()
                return OStormValue("leaf")
            }
            registry.register(OStormSingletonKey.self, .singleton) { values in
                makes.singleton.add()
                return OStormValue("singleton over \(values[OStormLeafKey.self].tag)")
            }
            registry.register(OStormTransientKey.self, .transient) { values in
                makes.transient.add()
                return OStormValue("transient over \(values[OStormSingletonKey.self].tag)")
            }
            registry.register(OStormFlowKey.self, .flow) { values in
                makes.flow.add()
                return OStormValue("flow over \(values[OStormTransientKey.self].tag)")
            }
            registry.register(OStormSwitchingKey.self, .singleton) { _ in
                makes.switching.add()
                return OStormValue("switching")
            }
            registry.register(OStormWeakKey.self, .weakSingleton) { _ in
                makes.weak.add()
                return OStormValue("weak")
            }
            registry.register(OStormDroppedKey.self, .singleton) { _ in
                makes.dropped.add()
                return OStormValue("dropped") { _ = unobserved[UnobservedSingletonKey.self] }
            }
            registry.register(OStormArgumentKey.self, .singleton(keepingAtMost: 3)) { values, argument in
                makes.argument.add()
                return OStormValue("argument \(argument) over \(values[OStormLeafKey.self].tag)") {
                    _ = unobserved[UnobservedSingletonKey.self]
                }
            }
            registry.register(OStormFlowArgumentKey.self, .flow(keepingAtMost: 2)) { values, argument in
                makes.flowArgument.add()
                return OStormValue("flow argument \(argument)")
            }
        }
        root = Factory(observer: observer, assembly)
    }

    static let singletonTag = "singleton over leaf"

    func check(_ value: OStormValue, _ expected: String, _ what: String) {
        if value.tag != expected { violations.add("\(what): \(value.tag), expected \(expected)") }
    }

    /// Resolutions of each kind from `scope`, checked.
    func resolve(from scope: Factory, _ draw: UInt64) {
        check(scope[OStormSingletonKey.self], Self.singletonTag, "singleton")
        check(scope[OStormTransientKey.self], "transient over \(Self.singletonTag)", "transient")
        check(scope[OStormWeakKey.self], "weak", "weak singleton")
        let argument = Int(draw % 5)
        check(scope[OStormArgumentKey.self, argument], "argument \(argument) over leaf", "argument")
        if scope[OStormLiveDefaultKey.self] != 3 { violations.add("live default") }
        check(scope[OStormDroppedKey.self], "dropped", "dropped singleton")
        check(scope[OStormSwitchingKey.self], "switching", "switching")
    }

    /// A flow begun from `parent`, resolved from (its own values twice: the same), maybe a flow inside it, ended.
    func flowRound(from parent: Factory, _ draw: UInt64, nesting: Int) {
        let flow = parent.beginFlow()
        let value = flow[OStormFlowKey.self]
        check(value, "flow over transient over \(Self.singletonTag)", "flow")
        if flow[OStormFlowKey.self] !== value { violations.add("a flow's component built twice in one flow") }
        let argument = Int(draw % 3)
        let flowArgument = flow[OStormFlowArgumentKey.self, argument]
        check(flowArgument, "flow argument \(argument)", "flow argument")
        resolve(from: flow, draw >> 3)
        if nesting > 0 { flowRound(from: flow, draw >> 5, nesting: nesting - 1) }
    }

    /// Replaces a registration, the way a test's override does, with a make that counts as the registered one.
    func override(_ draw: UInt64) {
        let makes = makes
        let unobserved = unobserved
        // Held by the new registration only: its deinit runs wherever that registration is released last, which
        // may be at the end of a resolution that was using it when the next override replaced it.
        let sentinel = OnDeinit { _ = unobserved[UnobservedSingletonKey.self] }
        switch draw % 4 {
        case 3:
            root.override(OStormSwitchingKey.self, draw & 0x10 == 0 ? .singleton : .transient) { _ in
                makes.switching.add()
                return OStormValue("switching")
            }
        case 0:
            root.override(OStormSingletonKey.self) { values in
                withExtendedLifetime(sentinel) {}
                makes.singleton.add()
                return OStormValue("singleton over \(values[OStormLeafKey.self].tag)")
            }
        case 1:
            root.override(OStormDroppedKey.self) { _ in
                withExtendedLifetime(sentinel) {}
                makes.dropped.add()
                return OStormValue("dropped") { _ = unobserved[UnobservedSingletonKey.self] }
            }
        default:
            root.override(OStormArgumentKey.self, .singleton(keepingAtMost: 3)) { values, argument in
                makes.argument.add()
                return OStormValue("argument \(argument) over \(values[OStormLeafKey.self].tag)") {
                    _ = unobserved[UnobservedSingletonKey.self]
                }
            }
        }
    }

    /// One worker's operations.
    func work(worker: Int, rounds: Int, heartbeat: Heartbeat, extra: ((inout SplitMix64) -> Void)? = nil) {
        var random = SplitMix64(seed: 0x0B5E_47ED + UInt64(worker) &* 0x9E37)
        for round in 0..<rounds {
            heartbeat.beat(round)
            let draw = random.next()
            switch draw % 16 {
            case 0..<6: resolve(from: root, draw >> 4)
            case 6..<11: flowRound(from: root, draw >> 4, nesting: Int(draw >> 8) % 3)
            case 11: override(draw >> 4)
            case 12: root.reset()
            case 13: unobserved.reset()
            default:
                if let extra { extra(&random) } else { resolve(from: root, draw >> 4) }
            }
        }
        heartbeat.finished.store(true, ordering: .relaxed)
    }
}

extension Soundness {
    @Suite struct ObserverStormSoundnessTests {
        static let workers = 8
        static let rounds = LongRun.size(quick: 400, full: 800)

        @Test func observedRootAndFlows_underOverridesAndResets_tellOneBuiltPerMake_wellFormedParents_andRightValues() {
            let records = ObservedRecords()
            let storm = ObserverStorm(observer: records)
            let watchdog = StallWatchdog(workers: Self.workers, context: "observer storm")
            watchdog.watch {
                runThreads(Self.workers) { worker in
                    storm.work(worker: worker, rounds: Self.rounds, heartbeat: watchdog.heartbeats[worker])
                }
            }
            #expect(storm.violations.all == [])
            #expect(records.malformations() == [])
            let makes = storm.makes
            let expected: [(String, Int, Int)] = [
                ("leaf", records.count(of: OStormLeafKey.self, .built), makes.leaf.value),
                ("singleton", records.count(of: OStormSingletonKey.self, .built), makes.singleton.value),
                ("transient", records.count(of: OStormTransientKey.self, .built), makes.transient.value),
                ("flow", records.count(of: OStormFlowKey.self, .built), makes.flow.value),
                ("weak", records.count(of: OStormWeakKey.self, .built), makes.weak.value),
                ("dropped", records.count(of: OStormDroppedKey.self, .built), makes.dropped.value),
                ("argument", records.count(of: OStormArgumentKey.self, .built), makes.argument.value),
                ("flow argument", records.count(of: OStormFlowArgumentKey.self, .built), makes.flowArgument.value),
                ("switching", records.count(of: OStormSwitchingKey.self, .built), makes.switching.value),
            ]
            for (key, built, made) in expected {
                #expect(built == made, "\(key): \(built) built events for \(made) makes")
            }
            #expect(records.records(of: UnobservedSingletonKey.self).isEmpty)
            #expect(records.count(of: OStormLiveDefaultKey.self, .built) == records.records(of: OStormLiveDefaultKey.self).count)
        }

        @Test @available(*, deprecated) func tracingStartedStoppedClearedAndRendered_onTheRootAndFlows_whileThreadsResolve_changesNoValue_andKeepsTracesWellFormed() {
            let rootTrace = ResolutionTrace()
            let traces = [ResolutionTrace(), ResolutionTrace(), ResolutionTrace()]
            let storm = ObserverStorm(observer: rootTrace)
            let malformed = Violations()
            let watchdog = StallWatchdog(workers: Self.workers, context: "tracing storm")
            @Sendable func checkWellFormed(_ trace: ResolutionTrace) {
                let events = trace.events
                for (index, event) in events.enumerated() {
                    if let parent = event.parent {
                        if parent >= index { malformed.add("event \(index) has a later parent \(parent)") }
                        else if event.depth != events[parent].depth + 1 { malformed.add("event \(index)'s depth is not its parent's + 1") }
                    } else if event.depth != 0 {
                        malformed.add("event \(index) has no parent and depth \(event.depth)")
                    }
                }
            }
            watchdog.watch {
                runThreads(Self.workers) { worker in
                    storm.work(worker: worker, rounds: Self.rounds, heartbeat: watchdog.heartbeats[worker]) { random in
                        let draw = random.next()
                        let trace = draw % 4 == 0 ? rootTrace : traces[Int(draw >> 2) % traces.count]
                        switch (draw >> 8) % 8 {
                        case 0: storm.root.startTracing(into: trace)
                        case 1: storm.root.stopTracing()
                        case 2:
                            // A flow traced its own way, resolved from, stopped or not, ended.
                            let flow = storm.root.beginFlow()
                            flow.startTracing(into: trace)
                            storm.flowRound(from: flow, draw >> 12, nesting: 1)
                            if draw & (1 << 20) != 0 { flow.stopTracing() }
                            storm.resolve(from: flow, draw >> 14)
                        case 3: trace.clear()
                        // Rendered while other threads record and clear: what they show is a moment's, unchecked.
                        case 4: _ = trace.tree
                        case 5: _ = trace.mermaid
                        default: checkWellFormed(trace)
                        }
                    }
                }
            }
            #expect(storm.violations.all == [])
            #expect(malformed.all == [])
            for trace in traces + [rootTrace] { checkWellFormed(trace) }
            #expect(malformed.all == [])
        }
    }
}
#endif
