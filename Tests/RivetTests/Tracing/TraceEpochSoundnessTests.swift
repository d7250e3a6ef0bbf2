import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import Testing

// The trace epoch (Documentation/Internals.md, "Tracing": "A chain is walked once per start"): while any factory
// is traced, a scope that found no traced scope above it remembers the epoch, and a later look stops at a scope
// that remembered the current one. What a user relies on, whatever scopes remembered before: once
// `startTracing` has returned (on this thread, or on another one this thread has synchronised with), every
// resolution in that scope and in the flows below it is recorded, and no other; once it is stopped, none is;
// values are the same as untraced, under threads that start, stop, override, reset and begin and release flows;
// and nothing traced is kept alive. Run under TSan and ASan by CI (the suite's name has `Soundness`).

/// A root singleton: one instance in every flow of the factory.
struct EpochLoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("logger") }
}

/// A transient: every resolution goes out of line, where a trace records it.
struct EpochProbeKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("probe over \(values[EpochLoggerKey.self].label)") }
}

/// A transient only `EpochWorker` resolves, so that a trace tells its resolutions from other threads'.
struct EpochWorkerProbeKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("worker probe") }
}

/// Overridden and reset while threads read it: "config", or an override's "override …".
struct EpochConfigKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("config") }
}

/// One per flow: each level of the chains registers it `.flow`.
struct EpochSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("session") }
}

struct EpochAppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(EpochLoggerKey.self, .singleton)
        registry.register(EpochProbeKey.self)
        registry.register(EpochConfigKey.self, .singleton)
    }
}

struct EpochFlowAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(EpochSessionKey.self, .flow)
    }
}

/// A reproducible sequence of numbers (SplitMix64), so that a failing round can be replayed.
struct EpochRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// A root and `depth - 1` flows nested in it, each begun from the one before: `scopes[0]` is the root.
func epochChain(depth: Int) -> [Factory] {
    var scopes = [Factory(EpochAppAssembly())]
    for _ in 1..<depth { scopes.append(scopes.last!.beginFlow(EpochFlowAssembly())) }
    return scopes
}

extension ResolutionTrace {
    /// How many resolutions of `EpochProbeKey` it recorded.
    var probes: Int {
        events.count { $0.key.contains("EpochProbeKey") }
    }

    /// How many resolutions of `EpochWorkerProbeKey` it recorded.
    var workerProbes: Int {
        events.count { $0.key.contains("EpochWorkerProbeKey") }
    }
}

/// Checks what `TraceSoundnessTests` checks of every event: parents before children, on the same thread, one
/// level up; a make time exactly when built.
func expectWellFormed(_ trace: ResolutionTrace) {
    let events = trace.events
    var malformed = 0
    for (index, event) in events.enumerated() {
        if let parent = event.parent {
            if !(parent < index && events[parent].thread == event.thread && event.depth == events[parent].depth + 1) {
                malformed += 1
            }
        } else if event.depth != 0 {
            malformed += 1
        }
        if event.lifecycle.isEmpty || (event.makeNanoseconds != nil) != (event.outcome == .built) { malformed += 1 }
    }
    #expect(malformed == 0)
}

/// A thread that resolves `EpochProbeKey` at the level it is told, when told, and reports back: what another
/// thread sees of a `startTracing` it has synchronised with (a semaphore's signal after the call returned).
final class EpochWorker: @unchecked Sendable {
    private let scopes: [Factory]
    private let command = Mailbox<Int>()
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    let wrong = Tally()

    init(scopes: [Factory]) {
        self.scopes = scopes
        Thread { [self] in
            while true {
                go.wait()
                guard let level = command.value, level >= 0 else { break }
                if scopes[level][EpochWorkerProbeKey.self].label != "worker probe" { wrong.add() }
                done.signal()
            }
            done.signal()
        }.start()
    }

    /// Resolves on the worker's thread at `level`, and returns once it has.
    func resolve(at level: Int) {
        command.value = level
        go.signal()
        done.wait()
    }

    func stop() {
        command.value = -1
        go.signal()
        done.wait()
    }
}

extension Soundness {
    @Suite struct TraceEpochSoundnessTests {
        /// Single-threaded: scopes of a chain look (and find no trace, since an unrelated factory is the traced
        /// one) in a random order, so that some remember the epoch and later walks stop at them; then a random
        /// level starts tracing. A resolution at or below it is recorded, exactly once, into its trace; one
        /// above it is not; after stopTracing nothing is.
        @Test func scopesThatRememberedNoTrace_areCovered_byEveryLaterStart_atAnyLevel() {
            let other = Factory(EpochAppAssembly())
            let otherTrace = ResolutionTrace()
            other.startTracing(into: otherTrace)
            defer { other.stopTracing() }
            let depth = 24
            let scopes = epochChain(depth: depth)
            let logger = scopes[0][EpochLoggerKey.self]
            var random = EpochRandom(seed: 0x5278_F89)
            var misses: [String] = []
            for round in 0..<2_000 {
                // Some scopes look first, and remember the epoch.
                for _ in 0..<random.next(4) { _ = scopes[random.next(depth)][EpochProbeKey.self] }
                let traced = random.next(depth)
                let resolving = random.next(depth)
                let trace = ResolutionTrace()
                scopes[traced].startTracing(into: trace)
                let value = scopes[resolving][EpochProbeKey.self]
                let expected = resolving >= traced ? 1 : 0
                if trace.probes != expected {
                    misses.append("round \(round): traced \(traced), resolved at \(resolving): \(trace.probes) recorded")
                }
                if value.label != "probe over logger" || scopes[resolving][EpochLoggerKey.self] !== logger {
                    misses.append("round \(round): wrong value at \(resolving)")
                }
                // A second level below the traced one, which may have remembered an older epoch.
                let below = traced + random.next(depth - traced)
                _ = scopes[below][EpochProbeKey.self]
                if trace.probes != expected + 1 {
                    misses.append("round \(round): traced \(traced), resolved below at \(below): not recorded")
                }
                scopes[traced].stopTracing()
                let count = trace.events.count
                _ = scopes[resolving][EpochProbeKey.self]
                _ = scopes[below][EpochProbeKey.self]
                _ = scopes[below][EpochLoggerKey.self]
                if trace.events.count != count { misses.append("round \(round): recorded after stopTracing") }
            }
            #expect(misses.isEmpty, "\(misses.prefix(10))")
            #expect(otherTrace.probes == 0)
        }

        /// Two traces in one chain: a resolution goes to the nearest traced scope's; stopping the lower one
        /// hands the levels below back to the upper one, with no start in between (stopping advances no epoch).
        @Test func nestedTraces_stoppingTheLowerOne_handsItsLevelsToTheUpperOne() {
            let other = Factory()
            other.startTracing(into: ResolutionTrace())
            defer { other.stopTracing() }
            let scopes = epochChain(depth: 12)
            var random = EpochRandom(seed: 12)
            var misses: [String] = []
            for round in 0..<200 {
                let upper = random.next(6)
                let lower = 6 + random.next(6)
                let upperTrace = ResolutionTrace()
                let lowerTrace = ResolutionTrace()
                // Everyone looks first: every scope remembers "no trace".
                for scope in scopes { _ = scope[EpochProbeKey.self] }
                scopes[upper].startTracing(into: upperTrace)
                scopes[lower].startTracing(into: lowerTrace)
                for scope in scopes { _ = scope[EpochProbeKey.self] }
                if upperTrace.probes != lower - upper || lowerTrace.probes != 12 - lower {
                    misses.append("round \(round) both: upper \(upperTrace.probes), lower \(lowerTrace.probes)")
                }
                scopes[lower].stopTracing()
                for scope in scopes { _ = scope[EpochProbeKey.self] }
                if upperTrace.probes != 2 * (lower - upper) + (12 - lower) || lowerTrace.probes != 12 - lower {
                    misses.append("round \(round) lower stopped: upper \(upperTrace.probes), lower \(lowerTrace.probes)")
                }
                scopes[upper].stopTracing()
                for scope in scopes { _ = scope[EpochProbeKey.self] }
                if upperTrace.probes != 2 * (lower - upper) + (12 - lower) {
                    misses.append("round \(round) both stopped: upper \(upperTrace.probes)")
                }
                // An unrelated start advances the epoch: still nothing recorded here.
                let unrelated = Factory()
                unrelated.startTracing(into: ResolutionTrace())
                for scope in scopes { _ = scope[EpochProbeKey.self] }
                unrelated.stopTracing()
                if upperTrace.probes != 2 * (lower - upper) + (12 - lower) || lowerTrace.probes != 12 - lower {
                    misses.append("round \(round) unrelated start: upper \(upperTrace.probes), lower \(lowerTrace.probes)")
                }
            }
            #expect(misses.isEmpty, "\(misses.prefix(10))")
        }

        /// A flow that remembered "no trace" on one thread, a start on another, then a resolution on the first
        /// after a handshake: recorded when at or below the traced level, not above. Meanwhile a background
        /// thread resolves at random levels all along, so that stale epochs (read before a start, stored after
        /// it) are written into the same scopes.
        @Test func aStartOnAnotherThread_coversAFlowThatRememberedNoTrace_afterAHandshake() {
            let other = Factory()
            other.startTracing(into: ResolutionTrace())
            defer { other.stopTracing() }
            let depth = 10
            let scopes = epochChain(depth: depth)
            let logger = scopes[0][EpochLoggerKey.self]
            let worker = EpochWorker(scopes: scopes)
            let finished = Flag()
            let wrong = Tally()
            let background = Thread {
                var random = EpochRandom(seed: 7)
                while !finished.value {
                    let scope = scopes[random.next(depth)]
                    if scope[EpochProbeKey.self].label != "probe over logger" { wrong.add() }
                    if scope[EpochLoggerKey.self] !== logger { wrong.add() }
                }
            }
            background.start()
            var random = EpochRandom(seed: 99)
            var misses: [String] = []
            for round in 0..<1_000 {
                let traced = random.next(depth)
                let resolving = random.next(depth)
                worker.resolve(at: resolving)
                worker.resolve(at: random.next(depth))
                let trace = ResolutionTrace()
                scopes[traced].startTracing(into: trace)
                worker.resolve(at: resolving)
                worker.resolve(at: depth - 1)
                let expected = (resolving >= traced ? 1 : 0) + 1
                if trace.workerProbes != expected {
                    misses.append("round \(round): traced \(traced), worker at \(resolving): \(trace.workerProbes) of \(expected) recorded")
                }
                scopes[traced].stopTracing()
                // The background thread's resolutions that began before the stop may still be appended: the
                // worker's own, begun after, are not recorded.
                let count = trace.workerProbes
                worker.resolve(at: resolving)
                worker.resolve(at: depth - 1)
                if trace.workerProbes != count { misses.append("round \(round): recorded after stopTracing") }
            }
            finished.set()
            worker.stop()
            while !background.isFinished { usleep(1_000) }
            #expect(misses.isEmpty, "\(misses.prefix(10))")
            #expect(worker.wrong.value == 0)
            #expect(wrong.value == 0)
        }

        /// Threads resolve at every level of two chains while one thread starts and stops tracing on a root, on
        /// a middle flow and on an unrelated factory; another overrides and resets; another begins flows below,
        /// traces some and releases them without stopping. Values are as untraced, flows go, events are well
        /// formed; once joined, a start on the root or the middle flow covers every level below it.
        @Test func nestedFlowsUnderThreads_whileTracesStartAndStop_overridesAndResets_andFlowsComeAndGo() {
            let depth = 6
            let middleLevel = 2
            let scopes = epochChain(depth: depth)
            let middle = scopes[middleLevel]
            let resettable = epochChain(depth: 4)
            let unrelated = Factory(EpochAppAssembly())
            let logger = scopes[0][EpochLoggerKey.self]
            // The middle flow is reset: its session changes. Flows begun from it keep theirs. The root registers
            // none: its own make builds one at each resolution there.
            let sessions = scopes.map { $0[EpochSessionKey.self] }
            let resettableSessions = resettable.map { $0[EpochSessionKey.self] }
            let traces = (0..<3).map { _ in ResolutionTrace() }
            let released = Tally()
            // One tally per check, so that a failure says which.
            let wrongs = (0..<10).map { _ in Tally() }
            let isConfig: @Sendable (Thing) -> Bool = { $0.label == "config" || $0.label.hasPrefix("override ") }
            let start = StartLine(runners: 6)
            onThreads(6) { index in
                var random = EpochRandom(seed: UInt64(index) &+ 1)
                start.wait()
                for round in 0..<3_000 {
                    switch index {
                    case 0:
                        let trace = traces[round % traces.count]
                        switch random.next(6) {
                        case 0: scopes[0].startTracing(into: trace)
                        case 1: scopes[0].stopTracing()
                        case 2: middle.startTracing(into: trace)
                        case 3: middle.stopTracing()
                        case 4: unrelated.startTracing(into: trace)
                        default: unrelated.stopTracing()
                        }
                        if round % 50 == 0 { trace.clear() }
                    case 1:
                        switch random.next(5) {
                        case 0: scopes[0].override(EpochConfigKey.self) { _ in Thing("override root \(round)") }
                        case 1: middle.override(EpochConfigKey.self) { _ in Thing("override middle \(round)") }
                        case 2: middle.reset()
                        case 3: resettable[0].reset()
                        default: resettable[0].override(EpochConfigKey.self) { _ in Thing("override other \(round)") }
                        }
                    case 2, 3:
                        let level = random.next(depth)
                        let scope = scopes[level]
                        if scope[EpochLoggerKey.self] !== logger { wrongs[0].add() }
                        if scope[EpochProbeKey.self].label != "probe over logger" { wrongs[1].add() }
                        if !isConfig(scope[EpochConfigKey.self]) { wrongs[2].add() }
                        let session = scope[EpochSessionKey.self]
                        if level == middleLevel || level == 0 ? session.label != "session" : session !== sessions[level] { wrongs[3].add() }
                        let other = resettable[random.next(resettable.count)]
                        if other[EpochLoggerKey.self].label != "logger" || !isConfig(other[EpochConfigKey.self]) { wrongs[4].add() }
                        if other !== resettable[0], !resettableSessions.contains(where: { $0 === other[EpochSessionKey.self] }) {
                            wrongs[5].add()
                        }
                    case 4:
                        weak var weakInner: Factory?
                        weak var weakOuter: Factory?
                        do {
                            let outer = scopes[random.next(depth)].beginFlow(EpochFlowAssembly())
                            let inner = outer.beginFlow(EpochFlowAssembly())
                            weakOuter = outer
                            weakInner = inner
                            if round % 3 == 0 { outer.startTracing(into: traces[round % traces.count]) }
                            if round % 5 == 0 { inner.startTracing(into: ResolutionTrace()) }
                            if inner[EpochLoggerKey.self] !== logger { wrongs[6].add() }
                            if inner[EpochSessionKey.self] !== inner[EpochSessionKey.self] { wrongs[7].add() }
                            if inner[EpochSessionKey.self] === outer[EpochSessionKey.self] { wrongs[8].add() }
                            if inner[EpochProbeKey.self].label != "probe over logger" { wrongs[9].add() }
                            if round % 7 == 0 { outer.stopTracing() }
                        }
                        if weakInner != nil || weakOuter != nil { released.add() }
                    default:
                        // Reads the traces as they grow (rendered now and then: a tree is made of every event).
                        let trace = traces[round % traces.count]
                        if round % 8 == 0, trace.events.count < 2_000 { _ = trace.tree }
                    }
                }
            }
            scopes[0].stopTracing()
            middle.stopTracing()
            unrelated.stopTracing()
            #expect(wrongs.map(\.value) == Array(repeating: 0, count: 10))
            #expect(released.value == 0)
            traces.forEach(expectWellFormed)

            // Joined: some scope must be traced for the epoch to matter at all.
            unrelated.startTracing(into: ResolutionTrace())
            defer { unrelated.stopTracing() }
            for scope in scopes + resettable { _ = scope[EpochProbeKey.self] }
            let rootTrace = ResolutionTrace()
            scopes[0].startTracing(into: rootTrace)
            for scope in scopes { _ = scope[EpochProbeKey.self] }
            #expect(rootTrace.probes == depth)
            let middleTrace = ResolutionTrace()
            middle.startTracing(into: middleTrace)
            for scope in scopes { _ = scope[EpochProbeKey.self] }
            #expect(rootTrace.probes == depth + middleLevel)
            #expect(middleTrace.probes == depth - middleLevel)
            scopes[0].stopTracing()
            middle.stopTracing()
            for scope in scopes { _ = scope[EpochProbeKey.self] }
            #expect(rootTrace.probes == depth + middleLevel)
            #expect(middleTrace.probes == depth - middleLevel)
        }

        /// Long churn: threads begin chains of flows from a root (and from traced roots of their own), resolve at
        /// every level, trace some levels, and release them all without stopping, while an unrelated factory
        /// and, at times, the root are traced. Then everything is released: no flow and no traced factory is
        /// left, nothing more is recorded, and a trace started on the root afterwards covers its flows again.
        @Test func longChurnOfTracedAndUntracedFlows_thenRelease_leavesNothingTraced() {
            let other = Factory(EpochAppAssembly())
            let otherTrace = ResolutionTrace()
            other.startTracing(into: otherTrace)
            let root = Factory(EpochAppAssembly())
            let logger = root[EpochLoggerKey.self]
            let shared = ResolutionTrace()
            let wrong = Tally()
            let survivors = Tally()
            let kept = Mailbox<Factory>()
            let start = StartLine(runners: 4)
            onThreads(4) { index in
                var random = EpochRandom(seed: 0xC0FFEE &+ UInt64(index))
                start.wait()
                for round in 0..<400 {
                    if index == 0, round % 10 == 0 {
                        if round % 20 == 0 { root.startTracing(into: shared) } else { root.stopTracing() }
                    }
                    var weakScopes: [WeakFactory] = []
                    do {
                        // On thread 3, a root of its own, traced and let go without stopTracing.
                        let base: Factory
                        if index == 3 {
                            base = Factory(EpochAppAssembly())
                            base.startTracing(into: round % 2 == 0 ? shared : ResolutionTrace())
                            weakScopes.append(WeakFactory(base))
                        } else {
                            base = root
                        }
                        var chain = [base]
                        for _ in 0..<(1 + random.next(8)) {
                            let flow = chain.last!.beginFlow(EpochFlowAssembly())
                            chain.append(flow)
                            weakScopes.append(WeakFactory(flow))
                            if random.next(4) == 0 { flow.startTracing(into: random.next(2) == 0 ? shared : ResolutionTrace()) }
                        }
                        for scope in chain.shuffled() {
                            if scope[EpochProbeKey.self].label != "probe over logger" { wrong.add() }
                            if scope !== base, scope[EpochSessionKey.self] !== scope[EpochSessionKey.self] { wrong.add() }
                        }
                        if base === root, chain.last![EpochLoggerKey.self] !== logger { wrong.add() }
                        if index == 1, round == 200 {
                            // Kept past the churn, untraced (its root is traced at times).
                            chain.dropFirst().forEach { $0.stopTracing() }
                            kept.value = chain.last
                            weakScopes.removeAll()
                        }
                    }
                    survivors.add(weakScopes.count { $0.factory != nil })
                }
            }
            root.stopTracing()
            #expect(wrong.value == 0)
            #expect(survivors.value == 0)

            // The flow kept from the churn remembered epochs; a start on the root after the churn covers it.
            let flow = kept.value!
            kept.value = nil
            let after = ResolutionTrace()
            root.startTracing(into: after)
            _ = flow[EpochProbeKey.self]
            _ = flow.beginFlow()[EpochProbeKey.self]
            #expect(after.probes == 2)
            root.stopTracing()

            // Every trace stopped: nothing more is recorded anywhere, ready singletons included, and the values
            // are the same.
            other.stopTracing()
            weak let weakFlow = flow
            let counts = [shared.events.count, after.events.count, otherTrace.events.count]
            #expect(flow[EpochLoggerKey.self] === logger)
            #expect(root[EpochLoggerKey.self] === logger)
            #expect(flow[EpochProbeKey.self].label == "probe over logger")
            #expect(root.beginFlow()[EpochLoggerKey.self] === logger)
            #expect([shared.events.count, after.events.count, otherTrace.events.count] == counts)
            #expect(otherTrace.probes == 0)
            _ = consume flow
            #expect(weakFlow == nil)
        }
    }
}

/// An assembly that keeps the registry it filled the first time and hands it back whole afterwards, as a cache
/// of its registrations: `Registry` is a public value type, and `Registry.takeTable` anticipates a registry an
/// assembly kept. Every factory or flow built from it after the first gets the same assembled table (no hooks:
/// no copy), so everything in that table's header is shared between unrelated scopes, the trace epoch included.
final class KeptRegistryAssembly: Assembly, @unchecked Sendable {
    private let kept = Mailbox<Registry>()

    func assemble(into registry: inout Registry) {
        if let saved = kept.value {
            registry = saved
            return
        }
        registry.register(EpochSessionKey.self, .flow)
        kept.value = registry
    }
}

extension Soundness.TraceEpochSoundnessTests {
    /// An assembly that hands back a registry it kept gave flows of unrelated roots one assembled table: the
    /// unrelated flow looked first, found no trace and stored the epoch in the shared header, and the traced
    /// root's flow then stopped its walk there, unrecorded. Each factory now takes a table of its own.
    @Test func aFlowOfATracedRoot_isRecorded_whenItsAssemblyHandsBackAKeptRegistry() {
        let other = Factory()
        other.startTracing(into: ResolutionTrace())
        defer { other.stopTracing() }
        let assembly = KeptRegistryAssembly()
        let root = Factory(EpochAppAssembly())
        let flow = root.beginFlow(assembly)
        let unrelated = Factory(EpochAppAssembly()).beginFlow(assembly)
        let trace = ResolutionTrace()
        root.startTracing(into: trace)
        defer { root.stopTracing() }
        _ = unrelated[EpochProbeKey.self]
        _ = flow[EpochProbeKey.self]
        _ = root[EpochProbeKey.self]
        // The flow's resolution and the root's; none of the unrelated flow's.
        #expect(trace.probes == 2)
    }
}

/// A weak reference to a factory, to check that it went.
struct WeakFactory {
    weak var factory: Factory?

    init(_ factory: Factory) {
        self.factory = factory
    }
}
