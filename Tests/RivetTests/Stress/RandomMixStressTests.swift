#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// The randomized mix: many threads resolve every lifecycle from three root factories whose singletons
// resolve each other's, from flows shared between threads (nested, reset, overridden, released by whichever
// thread drops the last reference), through @Injected and @LazyInjected under withCurrent, and from makes
// that begin flows of their own. Invariants checked as it runs: every value handed out is alive (canaries);
// a singleton registration builds once; a flow's values belong to that flow and are built once per flow
// (plus once per reset or override of it); a graph is shared within one top-level resolution. When a round
// ends and everything is dropped, nothing of the round is left alive. A watchdog stops the process if a
// thread makes no progress. Knobs: StressSupport.swift.

// MARK: Values

final class MixLeaf: StressCanary {}

final class MixMid: StressCanary {
    let leaf: MixLeaf
    let peerLeaf: MixLeaf
    init(_ world: MixWorld, _ leaf: MixLeaf, _ peerLeaf: MixLeaf) {
        leaf.check("Mid.leaf")
        peerLeaf.check("Mid.peerLeaf")
        self.leaf = leaf
        self.peerLeaf = peerLeaf
        super.init(world.census(.mid))
    }
    func deepCheck() {
        check("Mid")
        leaf.check("Mid.leaf")
        peerLeaf.check("Mid.peerLeaf")
    }
}

final class MixTop: StressCanary {
    let mid: MixMid
    let peerMid: MixMid
    init(_ world: MixWorld, _ mid: MixMid, _ peerMid: MixMid) {
        self.mid = mid
        self.peerMid = peerMid
        super.init(world.census(.top))
    }
    func deepCheck() {
        check("Top")
        mid.deepCheck()
        peerMid.deepCheck()
    }
}

final class MixTransient: StressCanary {
    let top: MixTop
    let leaf: MixLeaf
    init(_ world: MixWorld, _ top: MixTop, _ leaf: MixLeaf) {
        self.top = top
        self.leaf = leaf
        super.init(world.census(.transient))
    }
}

final class MixWeak: StressCanary {
    let leaf: MixLeaf
    init(_ world: MixWorld, _ leaf: MixLeaf) {
        self.leaf = leaf
        super.init(world.census(.weak))
    }
}

final class MixGraph: StressCanary {}

final class MixGraphInner: StressCanary {
    let graph: MixGraph
    init(_ world: MixWorld, _ graph: MixGraph) {
        self.graph = graph
        super.init(world.census(.graphUser))
    }
}

final class MixGraphUser: StressCanary {
    let first: MixGraph
    let second: MixGraph
    let inner: MixGraphInner
    init(_ world: MixWorld, _ first: MixGraph, _ second: MixGraph, _ inner: MixGraphInner) {
        self.first = first
        self.second = second
        self.inner = inner
        super.init(world.census(.graphUser))
    }
}

/// Who a flow is, for the values built in it: not counted, kept by the world to check build counts.
final class MixFlowRecord: Sendable {
    let id: Int
    let flowValueBuilds = Atomic<Int>(0)
    let resets = Atomic<Int>(0)
    let overrides = Atomic<Int>(0)
    init(id: Int) { self.id = id }
}

/// A flow's own singleton naming the flow: what flow-scoped makes ask to learn where they run.
final class MixFlowTag: StressCanary {
    let record: MixFlowRecord
    init(_ world: MixWorld, _ record: MixFlowRecord) {
        self.record = record
        super.init(world.census(.flowTag))
    }
}

final class MixFlowValue: StressCanary {
    let record: MixFlowRecord
    let leaf: MixLeaf
    let root: Factory
    init(_ world: MixWorld, _ record: MixFlowRecord, _ leaf: MixLeaf, root: Factory) {
        self.record = record
        self.leaf = leaf
        self.root = root
        super.init(world.census(.flowValue))
    }
    deinit {
        // A value's deinit that resolves from a factory: no lock may be held while a flow's values go.
        root[MixLeafKey.self].check("Leaf resolved in FlowValue.deinit")
    }
}

/// A flow's own singleton that depends on the flow's flow-scoped value.
final class MixFlowSingleton: StressCanary {
    let record: MixFlowRecord
    let value: MixFlowValue
    init(_ world: MixWorld, _ record: MixFlowRecord, _ value: MixFlowValue) {
        self.record = record
        self.value = value
        super.init(world.census(.flowSingleton))
    }
}

final class MixChain: StressCanary {
    let next: MixChain?
    let leaf: MixLeaf?
    init(_ world: MixWorld, next: MixChain? = nil, leaf: MixLeaf? = nil) {
        self.next = next
        self.leaf = leaf
        super.init(world.census(.chain))
    }
    func deepCheck() {
        var link: MixChain? = self
        while let current = link {
            current.check("Chain")
            current.leaf?.check("Chain.leaf")
            link = current.next
        }
    }
}

/// A presenter whose dependencies come from the current factory.
final class MixPresenter: @unchecked Sendable {
    @Injected(\.mixFlowValue) var flowValue
    @Injected(\.mixLeaf) var leaf
    @LazyInjected(\.mixFlowSingleton) var flowSingleton
}

/// Built by a make: a flow of its own, and a presenter bound to it with withCurrent inside the make.
final class MixCoordinator: StressCanary {
    let flow: Factory
    let record: MixFlowRecord
    let presenter: MixPresenter
    init(_ world: MixWorld, _ flow: Factory, _ record: MixFlowRecord, _ presenter: MixPresenter) {
        self.flow = flow
        self.record = record
        self.presenter = presenter
        super.init(world.census(.coordinator))
    }
}

// MARK: Keys

struct MixLeafKey: InjectionKey { static func make(_ values: InjectedValues) -> MixLeaf { fatalError("registered") } }
struct MixMidKey: InjectionKey { static func make(_ values: InjectedValues) -> MixMid { fatalError("registered") } }
struct MixTopKey: InjectionKey { static func make(_ values: InjectedValues) -> MixTop { fatalError("registered") } }
struct MixTransientKey: InjectionKey { static func make(_ values: InjectedValues) -> MixTransient { fatalError("registered") } }
struct MixWeakKey: InjectionKey { static func make(_ values: InjectedValues) -> MixWeak { fatalError("registered") } }
struct MixGraphKey: InjectionKey { static func make(_ values: InjectedValues) -> MixGraph { fatalError("registered") } }
struct MixGraphInnerKey: InjectionKey { static func make(_ values: InjectedValues) -> MixGraphInner { fatalError("registered") } }
struct MixGraphUserKey: InjectionKey { static func make(_ values: InjectedValues) -> MixGraphUser { fatalError("registered") } }
struct MixFlowTagKey: InjectionKey { static func make(_ values: InjectedValues) -> MixFlowTag { fatalError("registered") } }
struct MixFlowValueKey: InjectionKey { static func make(_ values: InjectedValues) -> MixFlowValue { fatalError("registered") } }
struct MixFlowSingletonKey: InjectionKey { static func make(_ values: InjectedValues) -> MixFlowSingleton { fatalError("registered") } }
struct MixCoordinatorKey: InjectionKey { static func make(_ values: InjectedValues) -> MixCoordinator { fatalError("registered") } }
struct MixChain0Key: InjectionKey { static func make(_ values: InjectedValues) -> MixChain { fatalError("registered") } }
struct MixChain1Key: InjectionKey { static func make(_ values: InjectedValues) -> MixChain { fatalError("registered") } }
struct MixChain2Key: InjectionKey { static func make(_ values: InjectedValues) -> MixChain { fatalError("registered") } }
struct MixChain3Key: InjectionKey { static func make(_ values: InjectedValues) -> MixChain { fatalError("registered") } }
struct MixChain4Key: InjectionKey { static func make(_ values: InjectedValues) -> MixChain { fatalError("registered") } }

extension InjectedValues {
    var mixLeaf: MixLeaf { self[MixLeafKey.self] }
    var mixFlowValue: MixFlowValue { self[MixFlowValueKey.self] }
    var mixFlowSingleton: MixFlowSingleton { self[MixFlowSingletonKey.self] }
}

// MARK: The world of one round

/// The factories of a round (held weakly: the test holds them) and what the checks need.
final class MixWorld: @unchecked Sendable {
    enum Kind: Int, CaseIterable {
        case leaf, mid, top, transient, weak, graph, graphUser, flowTag, flowValue, flowSingleton, chain, coordinator
    }

    let censuses = Kind.allCases.map { Census("\($0)") }
    let violations = Violations()
    let recordIDs = Atomic<Int>(0)
    private let records = StressLocked<[MixFlowRecord]>([])
    /// Written before the workers start, read-only while they run.
    private var roots: [Weak] = []

    private struct Weak { weak var factory: Factory? }

    func census(_ kind: Kind) -> Census { censuses[kind.rawValue] }

    func setRoots(_ factories: [Factory]) { roots = factories.map { Weak(factory: $0) } }

    func root(_ index: Int) -> Factory {
        guard let factory = roots[index % roots.count].factory else { stressAbort("a root factory died during its round") }
        return factory
    }

    func newRecord() -> MixFlowRecord {
        let record = MixFlowRecord(id: recordIDs.add(1, ordering: .relaxed).newValue)
        records.withLock { $0.append(record) }
        return record
    }

    var allRecords: [MixFlowRecord] { records.withLock { $0 } }

    func token(_ name: String, once: Bool) -> BuildToken { BuildToken(name, once: once, violations: violations) }

    func fail(_ message: String) { violations.add(message) }
}

/// Sleeps a little now and then inside a make, to widen the windows where builds overlap.
@inline(__always) func mixJitter() {
    if UInt8.random(in: 0...255) < 8 { usleep(UInt32.random(in: 0...200)) }
}

struct MixRootAssembly: Assembly {
    let world: MixWorld
    let index: Int

    func assemble(into registry: inout Registry) {
        let world = world
        let index = index
        let leafToken = world.token("Leaf of root \(index)", once: true)
        registry.register(MixLeafKey.self, .singleton) { _ in
            leafToken.built()
            mixJitter()
            return MixLeaf(world.census(.leaf))
        }
        let midToken = world.token("Mid of root \(index)", once: true)
        registry.register(MixMidKey.self, .singleton) { values in
            midToken.built()
            // Another root's singleton, from inside this root's singleton.
            return MixMid(world, values.mixLeaf, world.root(index + 1).mixLeaf)
        }
        let topToken = world.token("Top of root \(index)", once: true)
        registry.register(MixTopKey.self, .singleton) { values in
            topToken.built()
            mixJitter()
            return MixTop(world, values[MixMidKey.self], world.root(index + 1)[MixMidKey.self])
        }
        registry.register(MixTransientKey.self) { values in
            MixTransient(world, values[MixTopKey.self], values.mixLeaf)
        }
        registry.register(MixWeakKey.self, .weakSingleton) { values in
            mixJitter()
            return MixWeak(world, values.mixLeaf)
        }
        registry.register(MixGraphKey.self, .graph) { _ in MixGraph(world.census(.graph)) }
        registry.register(MixGraphInnerKey.self) { values in MixGraphInner(world, values[MixGraphKey.self]) }
        registry.register(MixGraphUserKey.self) { values in
            MixGraphUser(world, values[MixGraphKey.self], values[MixGraphKey.self], values[MixGraphInnerKey.self])
        }
        registry.register(MixFlowValueKey.self, .flow) { values in
            let record = values[MixFlowTagKey.self].record
            record.flowValueBuilds.add(1, ordering: .relaxed)
            mixJitter()
            return MixFlowValue(world, record, values.mixLeaf, root: world.root(index))
        }
        registry.register(MixCoordinatorKey.self) { values in
            // Begins a flow inside a make, binds it with withCurrent there, and resolves in it.
            let record = world.newRecord()
            let flow = Factory.current.beginFlow(MixFlowAssembly(world: world, record: record))
            let presenter = flow.withCurrent { MixPresenter() }
            if presenter.flowValue.record !== record {
                world.fail("withCurrent inside a make: the presenter's flow value came from flow \(presenter.flowValue.record.id), not \(record.id)")
            }
            if flow.mixFlowValue !== presenter.flowValue { world.fail("a coordinator's flow value is not the flow's") }
            return MixCoordinator(world, flow, record, presenter)
        }
        registry.register(MixChain0Key.self) { values in MixChain(world, next: values[MixChain1Key.self]) }
        registry.register(MixChain1Key.self) { values in MixChain(world, next: values[MixChain2Key.self]) }
        let chainToken = world.token("Chain2 of root \(index)", once: true)
        registry.register(MixChain2Key.self, .singleton) { values in
            chainToken.built()
            return MixChain(world, next: values[MixChain3Key.self])
        }
        registry.register(MixChain3Key.self) { values in MixChain(world, next: values[MixChain4Key.self]) }
        registry.register(MixChain4Key.self) { values in MixChain(world, leaf: values.mixLeaf) }
    }
}

/// A flow's own registrations: a singleton naming the flow, and a singleton that depends on the flow's value.
struct MixFlowAssembly: Assembly {
    let world: MixWorld
    let record: MixFlowRecord

    func assemble(into registry: inout Registry) {
        let world = world
        let record = record
        let tagToken = world.token("FlowTag of flow \(record.id)", once: true)
        registry.register(MixFlowTagKey.self, .singleton) { _ in
            tagToken.built()
            return MixFlowTag(world, record)
        }
        let singletonToken = world.token("FlowSingleton of flow \(record.id)", once: true)
        registry.register(MixFlowSingletonKey.self, .singleton) { values in
            singletonToken.built()
            mixJitter()
            return MixFlowSingleton(world, record, values.mixFlowValue)
        }
    }
}

/// A flow the workers share, with who it is.
struct MixFlow: Sendable {
    let factory: Factory
    let record: MixFlowRecord
    let depth: Int
}

/// Flows shared between workers. Taking one retains it; dropping one from a slot may release its last
/// reference on any thread, while others resolve in it.
final class MixSlots: Sendable {
    private let slots: StressLocked<[MixFlow?]>
    init(count: Int) { slots = StressLocked(Array(repeating: nil, count: count)) }

    func take(_ index: Int) -> MixFlow? { slots.withLock { $0[index % $0.count] } }

    /// Puts `flow` in a slot, returning the flow it held, for the caller to release after the lock.
    func swap(_ index: Int, _ flow: MixFlow?) -> MixFlow? {
        slots.withLock { slots in
            let old = slots[index % slots.count]
            slots[index % slots.count] = flow
            return old
        }
    }

    func removeAll() -> [MixFlow?] { slots.withLock { slots in defer { slots = slots.map { _ in nil } }; return slots } }
}

/// A pinned weak singleton: while `generation` stays odd and the same, the object `pinned` names is held
/// by the pinning thread.
final class MixPin: Sendable {
    let generation = Atomic<Int>(0)
    private let identity = Atomic<UInt>(0)
    func pin(_ weak: MixWeak) {
        identity.store(UInt(bitPattern: ObjectIdentifier(weak).hashValue), ordering: .sequentiallyConsistent)
        generation.add(1, ordering: .sequentiallyConsistent)   // odd: pinned
    }
    func unpin() {
        generation.add(1, ordering: .sequentiallyConsistent)   // even: unpinned
    }
    var pinned: UInt { identity.load(ordering: .sequentiallyConsistent) }
}

// MARK: The workers

enum MixOperation: Int, CaseIterable {
    case rootSingleton, rootTransient, chain, weak, pinWeak, graph, flowResolve, flowPresenter, coordinator
    case newFlow, dropFlow, nestedFlows, resetFlow, overrideFlow, overrideRoot, resetRoot

    var weight: Int {
        switch self {
        case .rootSingleton: 14
        case .rootTransient: 8
        case .chain: 6
        case .weak: 8
        case .pinWeak: 1
        case .graph: 6
        case .flowResolve: 20
        case .flowPresenter: 6
        case .coordinator: 3
        case .newFlow: 5
        case .dropFlow: 4
        case .nestedFlows: 2
        case .resetFlow: 2
        case .overrideFlow: 2
        case .overrideRoot: 1
        case .resetRoot: 1
        }
    }

    static let table: [MixOperation] = allCases.flatMap { Array(repeating: $0, count: $0.weight) }
}

struct MixWorker {
    let world: MixWorld
    let slots: MixSlots
    let pin: MixPin
    let rootCount: Int
    var random: SplitMix64

    mutating func pick(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

    /// A shared flow, or a new one put in the slot if it was empty.
    mutating func sharedFlow() -> MixFlow {
        let slot = pick(16)
        if let flow = slots.take(slot) { return flow }
        let flow = newFlow(parent: nil)
        _ = slots.swap(slot, flow)   // another thread may have filled the slot meanwhile: its flow is dropped here
        return flow
    }

    mutating func newFlow(parent: MixFlow?) -> MixFlow {
        let record = world.newRecord()
        let base = parent?.factory ?? world.root(pick(rootCount))
        let factory = base.beginFlow(MixFlowAssembly(world: world, record: record))
        return MixFlow(factory: factory, record: record, depth: (parent?.depth ?? 0) + 1)
    }

    func checkFlow(_ flow: MixFlow, from scope: Factory? = nil) {
        let scope = scope ?? flow.factory
        let value = scope.mixFlowValue
        value.check("FlowValue")
        value.leaf.check("FlowValue.leaf")
        if value.record !== flow.record { world.fail("flow \(flow.record.id) got the flow value of flow \(value.record.id)") }
        let tag = scope[MixFlowTagKey.self]
        tag.check("FlowTag")
        if tag.record !== flow.record { world.fail("flow \(flow.record.id) got the tag of flow \(tag.record.id)") }
        let single = scope.mixFlowSingleton
        single.check("FlowSingleton")
        single.value.check("FlowSingleton.value")
        if single.record !== flow.record || single.value.record !== flow.record {
            world.fail("flow \(flow.record.id)'s own singleton belongs to flow \(single.record.id) / \(single.value.record.id)")
        }
    }

    func checkGraph(_ user: MixGraphUser) {
        user.check("GraphUser")
        user.first.check("Graph")
        user.inner.check("GraphInner")
        if user.first !== user.second || user.first !== user.inner.graph {
            world.fail("a graph value was not shared within one resolution")
        }
    }

    mutating func run(_ operation: MixOperation) {
        switch operation {
        case .rootSingleton:
            let root = world.root(pick(rootCount))
            switch pick(3) {
            case 0: root.mixLeaf.check("Leaf")
            case 1: root[MixMidKey.self].deepCheck()
            default: root[MixTopKey.self].deepCheck()
            }
        case .rootTransient:
            let value = world.root(pick(rootCount))[MixTransientKey.self]
            value.check("Transient")
            value.top.deepCheck()
            value.leaf.check("Transient.leaf")
        case .chain:
            let scope = pick(2) == 0 ? world.root(pick(rootCount)) : sharedFlow().factory
            scope[MixChain0Key.self].deepCheck()
        case .weak:
            let generation = pin.generation.load(ordering: .sequentiallyConsistent)
            let pinned = generation % 2 == 1 ? pin.pinned : nil
            let weak = world.root(0)[MixWeakKey.self]
            weak.check("Weak")
            weak.leaf.check("Weak.leaf")
            let identity = UInt(bitPattern: ObjectIdentifier(weak).hashValue)
            if let pinned, pin.generation.load(ordering: .sequentiallyConsistent) == generation, pinned != identity {
                world.fail("a weak singleton held by another thread was built again")
            }
            if pick(4) == 0 { usleep(UInt32(pick(50))) }
        case .pinWeak:
            let weak = world.root(0)[MixWeakKey.self]
            pin.pin(weak)
            usleep(UInt32(pick(2000)))
            pin.unpin()
            withExtendedLifetime(weak) {}
        case .graph:
            let scope = pick(2) == 0 ? world.root(pick(rootCount)) : sharedFlow().factory
            checkGraph(scope[MixGraphUserKey.self])
        case .flowResolve:
            let flow = sharedFlow()
            checkFlow(flow)
            flow.factory[MixTopKey.self].deepCheck()
            flow.factory[MixTransientKey.self].check("Transient in a flow")
        case .flowPresenter:
            let flow = sharedFlow()
            let presenter = flow.factory.withCurrent { MixPresenter() }
            presenter.flowValue.check("Presenter.flowValue")
            presenter.leaf.check("Presenter.leaf")
            if presenter.flowValue.record !== flow.record {
                world.fail("@Injected under withCurrent of flow \(flow.record.id) resolved in flow \(presenter.flowValue.record.id)")
            }
            let single = presenter.flowSingleton
            single.check("Presenter.flowSingleton")
            if single.record !== flow.record { world.fail("@LazyInjected resolved in another flow") }
        case .coordinator:
            let flow = sharedFlow()
            let coordinator = flow.factory[MixCoordinatorKey.self]
            coordinator.check("Coordinator")
            checkFlow(MixFlow(factory: coordinator.flow, record: coordinator.record, depth: flow.depth + 1))
        case .newFlow:
            let flow = newFlow(parent: pick(3) == 0 ? sharedFlow() : nil)
            if flow.depth < 6 { checkFlow(flow) }
            let old = slots.swap(pick(16), flow)
            if let old, pick(2) == 0 { checkFlow(old) }
        case .dropFlow:
            let old = slots.swap(pick(16), nil)
            _ = old   // released here, maybe the last reference, maybe while other threads resolve in it
        case .nestedFlows:
            var flow = sharedFlow()
            for _ in 0..<(2 + pick(30)) { flow = newFlow(parent: flow) }
            checkFlow(flow)
            if pick(4) == 0 { _ = slots.swap(pick(16), flow) }
        case .resetFlow:
            let flow = sharedFlow()
            flow.record.resets.add(1, ordering: .relaxed)
            flow.factory.reset()
            if pick(2) == 0 { checkFlow(flow) }
        case .overrideFlow:
            let flow = sharedFlow()
            let world = world
            flow.record.overrides.add(1, ordering: .relaxed)
            let root = world.root(0)
            flow.factory.override(MixFlowValueKey.self) { values in
                let record = values[MixFlowTagKey.self].record
                record.flowValueBuilds.add(1, ordering: .relaxed)
                return MixFlowValue(world, record, values.mixLeaf, root: root)
            }
            if pick(2) == 0 { checkFlow(flow) }
        case .overrideRoot:
            let index = pick(rootCount)
            let token = world.token("override of Leaf in root \(index)", once: true)
            let world = world
            world.root(index).override(MixLeafKey.self) { _ in
                token.built()
                mixJitter()
                return MixLeaf(world.census(.leaf))
            }
        case .resetRoot:
            // Not root 0: its weak singleton is pinned by `.pinWeak`, and a reset rightly builds a new one.
            world.root(1 + pick(rootCount - 1)).reset()
        }
    }
}

@Suite struct RandomMixStressTests {
    @Test func randomMix_ofEveryLifecycleAndScopeOperation_keepsEveryInvariant() {
        let seed = StressKnobs.seed
        let threads = StressKnobs.threads
        let seconds = StressKnobs.seconds
        reportLine("RandomMixStressTests: seed \(seed), \(threads) threads, \(StressKnobs.rounds) rounds of \(seconds) s")
        var totalOperations = 0
        for round in 0..<StressKnobs.rounds {
            let world = MixWorld()
            var roots: [Factory]? = (0..<3).map { Factory(MixRootAssembly(world: world, index: $0)) }
            world.setRoots(roots!)
            let slots = MixSlots(count: 16)
            let pin = MixPin()
            let operations = Atomic<Int>(0)
            let watchdog = StallWatchdog(workers: threads, context: "seed \(seed), round \(round)") {
                "\(MixOperation(rawValue: $0).map { "\($0)" } ?? "?")"
            }
            let deadline = stressNow() + seconds
            watchdog.watch {
                runThreads(threads) { index in
                    var worker = MixWorker(
                        world: world, slots: slots, pin: pin, rootCount: 3,
                        random: SplitMix64(seed: seed &+ UInt64(round) &* 1_000_003 &+ UInt64(index))
                    )
                    let heartbeat = watchdog.heartbeats[index]
                    var done = 0
                    while done % 64 != 0 || stressNow() < deadline {
                        let operation = MixOperation.table[worker.pick(MixOperation.table.count)]
                        heartbeat.beat(operation.rawValue)
                        worker.run(operation)
                        done += 1
                    }
                    heartbeat.finished.store(true, ordering: .relaxed)
                    operations.add(done, ordering: .relaxed)
                }
            }
            totalOperations += operations.load(ordering: .relaxed)
            #expect(world.violations.all.isEmpty, "seed \(seed), round \(round)")

            for record in world.allRecords {
                let builds = record.flowValueBuilds.load(ordering: .relaxed)
                let allowed = 1 + record.resets.load(ordering: .relaxed) + record.overrides.load(ordering: .relaxed)
                #expect(builds <= allowed, "flow \(record.id) built its flow value \(builds) times, at most \(allowed) allowed (seed \(seed))")
            }

            reportLine("round \(round): made " + world.censuses.map { "\($0.name) \($0.made.load(ordering: .relaxed))" }.joined(separator: ", ")
                + "; \(world.allRecords.count) flows")
            // Drop everything: the flows, then the roots. Nothing of the round may be left alive.
            _ = slots.removeAll()
            roots = nil
            for census in world.censuses {
                #expect(census.live.load(ordering: .relaxed) == 0, "\(census.name): \(census.live.load(ordering: .relaxed)) alive after the round, \(census.made.load(ordering: .relaxed)) made (seed \(seed))")
            }
        }
        reportLine("RandomMixStressTests: \(totalOperations) operations")
    }
}
#endif
