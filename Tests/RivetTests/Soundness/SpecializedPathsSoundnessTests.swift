import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Issue 25's speed work, attacked: a list's collection specialized in the app and finding its contributions
// without their types (`_contributionLayers`), one hooks type for both kinds of key, one probe per resolution
// handed to the out-of-line part (`_Probe`, its `flagged` sentinel after an override), a transient built without
// a copy, an entry's header made inside `ManagedBuffer.create`. Each test asserts what a user relies on.

struct SPListKey: ListKey { typealias Element = Thing }
struct SPRoutesKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = Thing
}
struct SPSingletonKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("singleton") } }
struct SPFlowKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("flow") } }
struct SPWeakKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("weak") } }
struct SPGraphKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("graph") } }
struct SPTransientKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("transient") } }
struct SPMainActorKey: InjectionKey { static func make(_: InjectedValues) -> Thing { Thing("main actor") } }

/// A parameterized key whose argument is `Void`: its hooks are `_Hooks<Void, Thing>`, the type a plain key's are.
struct SPVoidArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Void) -> Thing { Thing("void argument") }
}

/// A type that is both kinds of key, with a `Void` argument and the same value type: its plain hooks and its
/// parameterized hooks are of one type.
struct SPDualVoidKey: InjectionKey, ParameterizedKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("plain") }
    static func make(_ values: InjectedValues, _ argument: Void) -> Thing { Thing("with argument") }
}

/// A type that is both kinds of key, with an `Int` argument.
struct SPDualIntKey: InjectionKey, ParameterizedKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("plain") }
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("with \(id)") }
}

/// A parameterized key of one `Int`.
struct SPItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("item \(id)") }
}

/// A parameterized key of a tuple of a word and a string: its hooks see both.
struct SPTupleArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: (id: Int, tab: String)) -> Thing { Thing("\(argument.id) \(argument.tab)") }
}

// Values of odd layouts.
struct SPEmpty: Equatable, Sendable {}
struct SPWide: Equatable, Sendable { var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, label = "wide" }
struct SPBoolKey: InjectionKey { static func make(_: InjectedValues) -> Bool { true } }
struct SPByteKey: InjectionKey { static func make(_: InjectedValues) -> UInt8 { 0xA5 } }
struct SPEmptyKey: InjectionKey { static func make(_: InjectedValues) -> SPEmpty { SPEmpty() } }
struct SPWideKey: InjectionKey { static func make(_: InjectedValues) -> SPWide { SPWide() } }
struct SPBoolArgumentKey: ParameterizedKey { static func make(_: InjectedValues, _ flag: Bool) -> Bool { flag } }
struct SPWideArgumentKey: ParameterizedKey {
    static func make(_: InjectedValues, _ wide: SPWide) -> SPWide { wide }
}

// Collections of odd layouts.
struct SPByteListKey: ListKey { typealias Element = UInt8 }
struct SPEmptyListKey: ListKey { typealias Element = SPEmpty }
struct SPWideListKey: ListKey { typealias Element = SPWide }
struct SPBoolListKey: ListKey { typealias Element = Bool }
struct SPBoolWideKey: DictionaryKey {
    typealias EntryKey = Bool
    typealias Element = SPWide
}
struct SPEmptyByteKey: DictionaryKey {
    typealias EntryKey = UInt8
    typealias Element = SPEmpty
}

/// A value of a non-trivial layout: a class reference among plain words, counted alive.
struct SPCounted: Sendable {
    var before = 1
    let canary: OnDeinit
    var after = "after"
}
struct SPCountedKey: InjectionKey {
    static func make(_: InjectedValues) -> SPCounted { fatalError("registered") }
}
struct SPCountedListKey: ListKey { typealias Element = SPCounted }

/// Lines that threads append to, in order.
final class SPLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
    func clear() { lock.withLock { lines.removeAll() } }
}

/// Problems that threads report, for the test to assert once they are done.
final class SPProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []
    func report(_ problem: String) { lock.withLock { if found.count < 20 { found.append(problem) } } }
    var all: [String] { lock.withLock { found } }
}

/// An assembly that keeps the registry it filled with contributions.
final class SPKeepingAssembly: Assembly, @unchecked Sendable {
    let stash = Mailbox<Registry>()
    func assemble(into registry: inout Registry) {
        registry.contribute(SPListKey.self) { _ in Thing("kept 1") }
        registry.contribute(SPRoutesKey.self, at: "kept") { _ in Thing("kept route") }
        registry.contribute(SPListKey.self) { _ in Thing("kept 2") }
        stash.value = registry
    }
}

extension Soundness {
    @Suite struct SpecializedPathsSoundnessTests {
        // MARK: - Lists and dictionaries through scopes

        @Test func list_collectsRootFirstThenEachFlowDown_skippingFlowsThatDoNotContribute() {
            let root = Factory(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("root 1") }
                registry.register(SPSingletonKey.self, .singleton)
                registry.contribute(SPListKey.self, SPSingletonKey.self)
            }, TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("root 3") }
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("flow") }
            })
            let quiet = flow.beginFlow()
            let nested = quiet.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("nested 1") }
                registry.contribute(SPListKey.self) { _ in Thing("nested 2") }
            })
            let quietFromRoot = root.beginFlow()
            for _ in 0..<2 {
                #expect(root[SPListKey.self].labels == ["root 1", "singleton", "root 3"])
                #expect(quietFromRoot[SPListKey.self].labels == ["root 1", "singleton", "root 3"])
                #expect(flow[SPListKey.self].labels == ["root 1", "singleton", "root 3", "flow"])
                #expect(quiet[SPListKey.self].labels == ["root 1", "singleton", "root 3", "flow"])
                #expect(nested[SPListKey.self].labels == ["root 1", "singleton", "root 3", "flow", "nested 1", "nested 2"])
            }
            #expect(nested[SPListKey.self][1] === root[SPSingletonKey.self])
            #expect(root[SPListKey.self][0] !== root[SPListKey.self][0], "a closure's element is built at each resolution")
        }

        @Test func dictionary_collectsEveryScopesEntries_fromTheScopeResolving() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPFlowKey.self, .flow)
                registry.contribute(SPRoutesKey.self, at: "root") { _ in Thing("root") }
                registry.contribute(SPRoutesKey.self, at: "flow component", SPFlowKey.self)
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPRoutesKey.self, at: "flow") { values in values[SPFlowKey.self] }
            })
            let nested = flow.beginFlow().beginFlow(TestAssembly { registry in
                registry.contribute(SPRoutesKey.self, at: "nested") { _ in Thing("nested") }
            })
            #expect(flow[SPRoutesKey.self].mapValues(\.label) == ["root": "root", "flow component": "flow", "flow": "flow"])
            #expect(flow[SPRoutesKey.self]["flow component"] === flow[SPFlowKey.self])
            #expect(flow[SPRoutesKey.self]["flow"] === flow[SPFlowKey.self])
            #expect(nested[SPRoutesKey.self].keys.sorted() == ["flow", "flow component", "nested", "root"])
            #expect(nested[SPRoutesKey.self]["flow component"] === nested[SPFlowKey.self])
            #expect(nested[SPRoutesKey.self]["flow component"] !== flow[SPFlowKey.self])
        }

        @Test func listOfKeysOfEveryLifecycle_keepsEachElementAsItsLifecycleSays() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.register(SPFlowKey.self, .flow)
                registry.register(SPWeakKey.self, .weakSingleton)
                registry.register(SPGraphKey.self, .graph)
                registry.register(SPTransientKey.self, .transient)
                registry.contribute(SPListKey.self, SPSingletonKey.self)
                registry.contribute(SPListKey.self, SPFlowKey.self)
                registry.contribute(SPListKey.self, SPWeakKey.self)
                registry.contribute(SPListKey.self, SPGraphKey.self)
                registry.contribute(SPListKey.self, SPTransientKey.self)
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self, SPGraphKey.self)
                registry.contribute(SPListKey.self, SPTransientKey.self)
            })
            let other = root.beginFlow()
            let first = flow[SPListKey.self]
            let second = flow[SPListKey.self]
            #expect(first.labels == ["singleton", "flow", "weak", "graph", "transient", "graph", "transient"])
            #expect(first[0] === second[0] && first[0] === root[SPSingletonKey.self])
            #expect(first[1] === second[1] && first[1] === flow[SPFlowKey.self])
            #expect(other[SPListKey.self][1] !== first[1], "each flow has its own flow component")
            #expect(first[2] === second[2], "a weak singleton someone holds is the same")
            #expect(first[3] === first[5], "a graph key is one value within one resolution of the list")
            #expect(first[3] !== second[3], "and a new one in the next")
            #expect(first[4] !== first[6] && first[4] !== second[4])
        }

        @Test @MainActor func listOfAMainActorKey_resolvedOnTheMainActor() {
            let root = Factory(TestAssembly { registry in
                registry.registerOnMainActor(SPMainActorKey.self, .singleton) { _ in Thing("main actor") }
                registry.contribute(SPListKey.self, SPMainActorKey.self)
                registry.contribute(SPListKey.self) { values in values[SPMainActorKey.self] }
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self, SPMainActorKey.self) })
            let list = flow[SPListKey.self]
            #expect(list.labels == ["main actor", "main actor", "main actor"])
            #expect(list[0] === list[1] && list[1] === list[2] && list[0] === root[SPMainActorKey.self])

            let flowScoped = Factory(TestAssembly { registry in
                registry.registerOnMainActor(SPMainActorKey.self, .flow) { _ in Thing("main actor flow") }
                registry.contribute(SPListKey.self, SPMainActorKey.self)
            })
            let first = flowScoped.beginFlow()
            let second = flowScoped.beginFlow()
            #expect(first[SPListKey.self][0] === first[SPMainActorKey.self])
            #expect(second[SPListKey.self][0] === second[SPMainActorKey.self])
            #expect(first[SPMainActorKey.self] !== second[SPMainActorKey.self])
        }

        @Test func wholeListInARoot_withContributionsInFlows_comesFirst() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPListKey.self, .singleton) { _ in [Thing("whole 1"), Thing("whole 2")] }
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            let nested = flow.beginFlow().beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("nested") }
            })
            #expect(root[SPListKey.self].labels == ["whole 1", "whole 2"])
            #expect(flow[SPListKey.self].labels == ["whole 1", "whole 2", "flow"])
            #expect(nested[SPListKey.self].labels == ["whole 1", "whole 2", "flow", "nested"])
            #expect(nested[SPListKey.self][0] === root[SPListKey.self][0], "the whole list is the root's singleton")
        }

        @Test func wholeTransientListInARoot_isBuiltInTheFlowResolvingIt() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPFlowKey.self, .flow)
                registry.register(SPListKey.self) { values in [values[SPFlowKey.self]] }
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            let list = flow[SPListKey.self]
            #expect(list.labels == ["flow", "flow"])
            #expect(list[0] === flow[SPFlowKey.self])
        }

        @Test func wholeListInAMiddleFlow_hidesTheRootsContributions() {
            let root = Factory(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("root") } })
            let middle = root.beginFlow(TestAssembly { registry in
                registry.register(SPListKey.self, .flow) { _ in [Thing("middle whole")] }
            })
            let nested = middle.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("nested") } })
            #expect(root[SPListKey.self].labels == ["root"])
            #expect(middle[SPListKey.self].labels == ["middle whole"])
            #expect(nested[SPListKey.self].labels == ["middle whole", "nested"])
        }

        @Test func overridesAndResetsOfAList_inTheRootAndAFlow() {
            let root = Factory(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("root") }
                registry.contribute(SPRoutesKey.self, at: "root") { _ in Thing("root") }
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("flow") }
                registry.contribute(SPRoutesKey.self, at: "flow") { _ in Thing("flow") }
            })
            let nested = flow.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("nested") }
            })
            root.override(SPListKey.self) { _ in [Thing("root override")] }
            root.override(SPRoutesKey.self) { _ in ["override": Thing("root override")] }
            #expect(root[SPListKey.self].labels == ["root override"])
            #expect(flow[SPListKey.self].labels == ["root override", "flow"])
            #expect(nested[SPListKey.self].labels == ["root override", "flow", "nested"])
            #expect(flow[SPRoutesKey.self].mapValues(\.label) == ["override": "root override", "flow": "flow"])
            flow.override(SPListKey.self, .singleton) { _ in [Thing("flow override")] }
            #expect(flow[SPListKey.self].labels == ["flow override"])
            #expect(flow[SPListKey.self][0] === flow[SPListKey.self][0])
            #expect(nested[SPListKey.self].labels == ["flow override", "nested"])
            flow.reset()
            #expect(flow[SPListKey.self].labels == ["root override", "flow"])
            root.reset()
            #expect(root[SPListKey.self].labels == ["root"])
            #expect(nested[SPListKey.self].labels == ["root", "flow", "nested"])
            #expect(flow[SPRoutesKey.self].mapValues(\.label) == ["root": "root", "flow": "flow"])
        }

        @Test func contributedKeyOverridden_isTheElementThatTheListHolds() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.contribute(SPListKey.self, SPSingletonKey.self)
                registry.contribute(SPRoutesKey.self, at: "singleton", SPSingletonKey.self)
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self, SPSingletonKey.self) })
            _ = flow[SPListKey.self]
            root.override(SPSingletonKey.self) { _ in Thing("override") }
            #expect(flow[SPListKey.self].labels == ["override", "override"])
            #expect(flow[SPRoutesKey.self]["singleton"]?.label == "override")
            root.reset()
            #expect(flow[SPListKey.self].labels == ["singleton", "singleton"])
        }

        @Test func collectionsOfOddLayouts_throughRootAndFlows() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPByteKey.self, .singleton)
                registry.contribute(SPByteListKey.self, SPByteKey.self)
                registry.contribute(SPByteListKey.self) { _ in 1 }
                registry.contribute(SPEmptyListKey.self) { _ in SPEmpty() }
                registry.contribute(SPWideListKey.self) { _ in SPWide(a: 10, label: "root") }
                registry.contribute(SPBoolListKey.self) { _ in true }
                registry.contribute(SPBoolWideKey.self, at: true) { _ in SPWide(label: "true") }
                registry.contribute(SPEmptyByteKey.self, at: 0xFF) { _ in SPEmpty() }
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPByteListKey.self) { _ in 2 }
                registry.contribute(SPEmptyListKey.self) { _ in SPEmpty() }
                registry.register(SPWideKey.self, .flow) { _ in SPWide(b: 20, label: "flow") }
                registry.contribute(SPWideListKey.self, SPWideKey.self)
                registry.contribute(SPBoolListKey.self) { _ in false }
                registry.contribute(SPBoolWideKey.self, at: false, SPWideKey.self)
                registry.contribute(SPEmptyByteKey.self, at: 0) { _ in SPEmpty() }
            })
            let nested = flow.beginFlow(TestAssembly { registry in
                registry.contribute(SPBoolListKey.self) { _ in true }
                registry.contribute(SPWideListKey.self) { _ in SPWide(h: 80, label: "nested") }
            })
            for _ in 0..<2 {
                #expect(root[SPByteListKey.self] == [0xA5, 1])
                #expect(flow[SPByteListKey.self] == [0xA5, 1, 2])
                #expect(nested[SPEmptyListKey.self] == [SPEmpty(), SPEmpty()])
                #expect(nested[SPWideListKey.self] == [SPWide(a: 10, label: "root"), SPWide(b: 20, label: "flow"), SPWide(h: 80, label: "nested")])
                #expect(nested[SPBoolListKey.self] == [true, false, true])
                #expect(nested[SPBoolWideKey.self] == [true: SPWide(label: "true"), false: SPWide(b: 20, label: "flow")])
                #expect(flow[SPEmptyByteKey.self] == [0xFF: SPEmpty(), 0: SPEmpty()])
                #expect(root[SPEmptyByteKey.self] == [0xFF: SPEmpty()])
            }
        }

        @Test func wholeFlowScopedListInARoot_isKeptPerFlow_withTheFlowsContributionsAfterIt() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPListKey.self, .flow) { _ in [Thing("whole")] }
            })
            let contributing = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            let plain = root.beginFlow()
            let first = contributing[SPListKey.self]
            #expect(first.labels == ["whole", "flow"])
            #expect(contributing[SPListKey.self][0] === first[0], "the whole list is the flow's component")
            #expect(contributing[SPListKey.self][1] !== first[1])
            #expect(plain[SPListKey.self].labels == ["whole"])
            #expect(plain[SPListKey.self][0] === plain[SPListKey.self][0])
            #expect(plain[SPListKey.self][0] !== first[0])
        }

        @Test func asyncWholeListInARoot_warmedUp_comesBeforeAFlowsContributions() async throws {
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(SPListKey.self, .singleton) { _ in [Thing("async whole")] }
            })
            try await root.warmUp()
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            #expect(flow[SPListKey.self].labels == ["async whole", "flow"])
            #expect(flow[SPListKey.self][0] === root[SPListKey.self][0])
        }

        @Test func decoratedContributedList_inItsRoot() {
            let log = SPLog()
            let root = Factory(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("root") }
                registry.decorate(SPListKey.self) { _, list in list + [Thing("decoration")] }
                registry.onCreate(SPListKey.self) { _, list in log.add(list.labels.joined(separator: ",")) }
                registry.contribute(SPListKey.self) { _ in Thing("root 2") }
            })
            #expect(root[SPListKey.self].labels == ["root", "root 2", "decoration"])
            #expect(log.all == ["root,root 2,decoration"])
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            log.clear()
            #expect(flow[SPListKey.self].labels == ["root", "root 2", "flow"], "a flow's registration has its own hooks, none here")
            #expect(log.all == [])
            let quiet = root.beginFlow()
            #expect(quiet[SPListKey.self].labels == ["root", "root 2", "decoration"])
        }

        @Test func hooksOfAParameterizedKeyWithATupleArgument_seeTheWholeArgument() {
            let log = SPLog()
            let factory = Factory(TestAssembly { registry in
                registry.register(SPTupleArgumentKey.self)
                registry.decorate(SPTupleArgumentKey.self) { _, argument, thing in Thing(thing.label + " +\(argument.id * 2)") }
                registry.decorate(SPTupleArgumentKey.self) { _, argument, thing in Thing(thing.label + " +\(argument.tab.uppercased())") }
                registry.onCreate(SPTupleArgumentKey.self) { _, argument, thing in log.add("\(argument.id)/\(argument.tab): \(thing.label)") }
            })
            #expect(factory[SPTupleArgumentKey.self, (id: 21, tab: "news")].label == "21 news +42 +NEWS")
            #expect(factory.beginFlow()[SPTupleArgumentKey.self, (id: 1, tab: String(repeating: "x", count: 40))].label
                == "1 \(String(repeating: "x", count: 40)) +2 +\(String(repeating: "X", count: 40))")
            #expect(log.all == ["21/news: 21 news +42 +NEWS", "1/\(String(repeating: "x", count: 40)): 1 \(String(repeating: "x", count: 40)) +2 +\(String(repeating: "X", count: 40))"])
        }

        @Test func decoratedContributedList_inAFlow_decoratesThatFlowsListAndTheFlowsBelowThatDoNotContribute() {
            let root = Factory(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("root") } })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("flow") }
                registry.decorate(SPListKey.self) { _, list in list + [Thing("flow decoration")] }
            })
            #expect(flow[SPListKey.self].labels == ["root", "flow", "flow decoration"])
            #expect(flow.beginFlow()[SPListKey.self].labels == ["root", "flow", "flow decoration"])
            let contributing = flow.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("nested") } })
            #expect(contributing[SPListKey.self].labels == ["root", "flow", "nested"])
            #expect(root[SPListKey.self].labels == ["root"])
        }

        // MARK: - Registries an assembly keeps

        @Test func contributionsOfAKeptRegistry_handedBack_areEachFactorysOwn() {
            let keeping = SPKeepingAssembly()
            let first = Factory(keeping, TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("first") }
                registry.contribute(SPRoutesKey.self, at: "first") { _ in Thing("first") }
            })
            let kept = keeping.stash
            let second = Factory(TestAssembly { registry in
                registry = kept.value!
                registry.contribute(SPListKey.self) { _ in Thing("second") }
            })
            let third = Factory(TestAssembly { registry in registry = kept.value! })
            var changedRegistry = kept.value!
            changedRegistry.contribute(SPListKey.self) { _ in Thing("changed after") }
            let changed = Mailbox(changedRegistry)
            let fourth = Factory(TestAssembly { registry in registry = changed.value! })
            let flow = first.beginFlow(TestAssembly { registry in
                registry = kept.value!
                registry.contribute(SPListKey.self) { _ in Thing("flow") }
            })
            #expect(first[SPListKey.self].labels == ["kept 1", "kept 2", "first"])
            #expect(first[SPRoutesKey.self].keys.sorted() == ["first", "kept"])
            #expect(second[SPListKey.self].labels == ["kept 1", "kept 2", "second"])
            #expect(third[SPListKey.self].labels == ["kept 1", "kept 2"])
            #expect(fourth[SPListKey.self].labels == ["kept 1", "kept 2", "changed after"])
            #expect(flow[SPListKey.self].labels == ["kept 1", "kept 2", "first", "kept 1", "kept 2", "flow"])
            #expect(kept.value!._copiedContributions(to: SPListKey.self) == 0)
            #expect(changed.value!._copiedContributions(to: SPListKey.self) == 2)
        }

        // MARK: - A duplicate dictionary entry

        @Test func duplicateEntry_acrossARootAndANestedFlow_stopsNamingBoth() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let root = Factory(SPRootCartAssembly())
                _ = root[SPRoutesKey.self]
                _ = root.beginFlow().beginFlow(SPFlowCartAssembly())[SPRoutesKey.self]
            }
            #expect(result?.rivetMessage == RivetError.duplicateContribution(
                collection: "SPRoutesKey",
                entry: "\"cart\"",
                first: "SPRootCartAssembly (RivetTests/SpecializedPathsSoundnessTests.swift:\(SPRootCartAssembly.line))",
                second: "SPFlowCartAssembly (RivetTests/SpecializedPathsSoundnessTests.swift:\(SPFlowCartAssembly.line))"
            ).description)
        }

        @Test func duplicateEntry_ofAWholeDictionaryInARootAndAFlow_stopsNamingTheWholeRegistration() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let root = Factory(TestAssembly { registry in
                    registry.register(SPRoutesKey.self, .singleton) { _ in ["cart": Thing("whole")] }
                })
                _ = root.beginFlow(SPFlowCartAssembly())[SPRoutesKey.self]
            }
            #expect(result?.rivetMessage == RivetError.duplicateContribution(
                collection: "SPRoutesKey",
                entry: "\"cart\"",
                first: "the registration of the whole `SPRoutesKey`",
                second: "SPFlowCartAssembly (RivetTests/SpecializedPathsSoundnessTests.swift:\(SPFlowCartAssembly.line))"
            ).description)
        }

        // MARK: - Collections resolved while scopes are overridden and reset

        @Test func collections_resolvedByThreadsWhileRootAndFlowAreOverriddenAndReset_areEachAWholeState() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.contribute(SPListKey.self) { _ in Thing("r1") }
                registry.contribute(SPListKey.self, SPSingletonKey.self)
                registry.contribute(SPRoutesKey.self, at: "r1") { _ in Thing("r1") }
                registry.contribute(SPRoutesKey.self, at: "singleton", SPSingletonKey.self)
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("f") }
                registry.contribute(SPRoutesKey.self, at: "f") { _ in Thing("f") }
            })
            let nested = flow.beginFlow().beginFlow(TestAssembly { registry in
                registry.contribute(SPListKey.self) { _ in Thing("n") }
            })
            let singleton: Set = ["singleton", "singleton override"]
            func rootListsWith(_ element: String) -> Set<[String]> { [["r1", element], ["root override"]] }
            var rootAllowed = Set<[String]>()
            var flowAllowed = Set<[String]>()
            var nestedAllowed = Set<[String]>()
            for element in singleton {
                for list in rootListsWith(element) {
                    rootAllowed.insert(list)
                    flowAllowed.insert(list + ["f"])
                    nestedAllowed.insert(list + ["f", "n"])
                }
            }
            flowAllowed.insert(["flow override"])
            nestedAllowed.insert(["flow override", "n"])
            let (rootLists, flowLists, nestedLists) = (rootAllowed, flowAllowed, nestedAllowed)
            let problems = SPProblems()
            let start = StartLine(runners: 4)
            let rounds = 300
            onThreads(4) { index in
                start.wait()
                for round in 0..<rounds {
                    switch index {
                    case 0:
                        switch round % 6 {
                        case 0: root.override(SPListKey.self, round % 12 < 6 ? .transient : .singleton) { _ in [Thing("root override")] }
                        case 1: flow.override(SPListKey.self, round % 12 < 6 ? .flow : .singleton) { _ in [Thing("flow override")] }
                        case 2: root.override(SPSingletonKey.self) { _ in Thing("singleton override") }
                        case 3: flow.reset()
                        case 4: root.override(SPRoutesKey.self) { _ in ["override": Thing("override")] }
                        default: root.reset()
                        }
                    case 1:
                        let list = root[SPListKey.self].labels
                        if !rootLists.contains(list) { problems.report("root: \(list)") }
                        let routes = root[SPRoutesKey.self].mapValues(\.label)
                        if routes != ["override": "override"], Set(routes.keys) != ["r1", "singleton"] || !singleton.contains(routes["singleton"]!) {
                            problems.report("root routes: \(routes)")
                        }
                    case 2:
                        let list = flow[SPListKey.self].labels
                        if !flowLists.contains(list) { problems.report("flow: \(list)") }
                        let routes = flow[SPRoutesKey.self].mapValues(\.label)
                        if Set(routes.keys) != ["override", "f"], Set(routes.keys) != ["r1", "singleton", "f"] {
                            problems.report("flow routes: \(routes)")
                        }
                    default:
                        let list = nested[SPListKey.self].labels
                        if !nestedLists.contains(list) { problems.report("nested: \(list)") }
                    }
                }
            }
            #expect(problems.all == [])
            root.reset()
            flow.reset()
            #expect(nested[SPListKey.self].labels == ["r1", "singleton", "f", "n"])
        }

        @Test func observedCollections_areToldOfAndStillWhole() {
            let records = ObservedRecords()
            let root = Factory(observer: records, TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.contribute(SPListKey.self, SPSingletonKey.self)
                registry.contribute(SPListKey.self) { _ in Thing("closure") }
                registry.contribute(SPRoutesKey.self, at: "singleton", SPSingletonKey.self)
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.contribute(SPListKey.self) { _ in Thing("flow") } })
            #expect(flow[SPListKey.self].labels == ["singleton", "closure", "flow"])
            #expect(flow[SPListKey.self].labels == ["singleton", "closure", "flow"])
            #expect(root[SPRoutesKey.self].mapValues(\.label) == ["singleton": "singleton"])
            #expect(records.records(of: SPListKey.self).count == 2)
            #expect(records.count(of: SPSingletonKey.self, .built) == 1)
            #expect(records.records(of: SPSingletonKey.self).count == 3)
            #expect(records.records(of: SPRoutesKey.self).count == 1)
        }

        // MARK: - Hooks of both kinds of key

        @Test func hooksOfAPlainAndAParameterizedKey_inOneAssembly_runInTheOrderAdded() {
            let log = SPLog()
            let factory = Factory(TestAssembly { registry in
                registry.register(ThingKey.self) { _ in Thing("t") }
                registry.register(SPItemKey.self)
                registry.decorate(ThingKey.self) { _, thing in
                    log.add("plain d1 \(thing.label)")
                    return Thing(thing.label + "+d1")
                }
                registry.onCreate(SPItemKey.self) { _, id, item in log.add("item a1 \(id) \(item.label)") }
                registry.onCreate(ThingKey.self) { _, thing in log.add("plain a1 \(thing.label)") }
                registry.decorate(SPItemKey.self) { _, id, item in
                    log.add("item d1 \(id) \(item.label)")
                    return Thing(item.label + "+d1")
                }
                registry.decorate(ThingKey.self) { _, thing in
                    log.add("plain d2 \(thing.label)")
                    return Thing(thing.label + "+d2")
                }
                registry.onCreate(ThingKey.self) { _, thing in log.add("plain a2 \(thing.label)") }
                registry.decorate(SPItemKey.self) { _, id, item in
                    log.add("item d2 \(id) \(item.label)")
                    return Thing(item.label + "+d2")
                }
                registry.onCreate(SPItemKey.self) { _, id, item in log.add("item a2 \(id) \(item.label)") }
            })
            #expect(factory.thing.label == "t+d1+d2")
            #expect(log.all == ["plain d1 t", "plain d2 t+d1", "plain a1 t+d1+d2", "plain a2 t+d1+d2"])
            log.clear()
            #expect(factory[SPItemKey.self, 3].label == "item 3+d1+d2")
            #expect(log.all == ["item d1 3 item 3", "item d2 3 item 3+d1", "item a1 3 item 3+d1+d2", "item a2 3 item 3+d1+d2"])
        }

        @Test func hooksOfCachedLifecycles_runOncePerValue_andFlowsHooksOnTheirOwnRegistration() {
            let log = SPLog()
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.register(SPFlowKey.self, .flow)
                registry.register(SPItemKey.self, .singleton)
                registry.onCreate(SPSingletonKey.self) { _, thing in log.add("singleton \(thing.label)") }
                registry.decorate(SPFlowKey.self) { _, thing in Thing(thing.label + "+root") }
                registry.onCreate(SPItemKey.self) { _, id, _ in log.add("item \(id)") }
            })
            let flow = root.beginFlow(TestAssembly { registry in
                registry.register(SPItemKey.self, .flow)
                registry.decorate(SPItemKey.self) { _, id, item in Thing(item.label + "+flow \(id)") }
            })
            for _ in 0..<3 {
                _ = root[SPSingletonKey.self]
                _ = flow[SPSingletonKey.self]
                _ = root[SPItemKey.self, 1]
            }
            #expect(log.all == ["singleton singleton", "item 1"])
            #expect(flow[SPFlowKey.self].label == "flow+root")
            #expect(flow[SPItemKey.self, 2].label == "item 2+flow 2", "the flow's registration has the flow's hooks only")
            #expect(flow[SPItemKey.self, 2] === flow[SPItemKey.self, 2])
            #expect(log.all == ["singleton singleton", "item 1"])
        }

        @Test func hooksOfAParameterizedKeyWithAVoidArgument() {
            let log = SPLog()
            let factory = Factory(TestAssembly { registry in
                registry.register(SPVoidArgumentKey.self)
                registry.decorate(SPVoidArgumentKey.self) { _, _, thing in Thing(thing.label + "+d") }
                registry.onCreate(SPVoidArgumentKey.self) { _, _, thing in log.add(thing.label) }
            })
            #expect(factory[SPVoidArgumentKey.self, ()].label == "void argument+d")
            #expect(factory[SPVoidArgumentKey.self, ()].label == "void argument+d")
            #expect(log.all == ["void argument+d", "void argument+d"])
        }

        @Test func overrideOfAHookedKey_dropsItsHooks_andResetBringsThemBack() {
            let log = SPLog()
            let factory = Factory(TestAssembly { registry in
                registry.register(SPByteKey.self)
                registry.decorate(SPByteKey.self) { _, byte in byte &+ 1 }
                registry.register(SPItemKey.self)
                registry.onCreate(SPItemKey.self) { _, id, _ in log.add("item \(id)") }
            })
            #expect(factory[SPByteKey.self] == 0xA6)
            factory.override(SPByteKey.self) { _ in 7 }
            factory.override(SPItemKey.self) { _, id in Thing("override \(id)") }
            #expect(factory[SPByteKey.self] == 7)
            #expect(factory[SPItemKey.self, 1].label == "override 1")
            #expect(log.all == [])
            factory.reset()
            #expect(factory[SPByteKey.self] == 0xA6)
            #expect(factory[SPItemKey.self, 2].label == "item 2")
            #expect(log.all == ["item 2"])
        }

        @Test func hooksOfAnAsyncSingletonOfAWideValue_runOnce_onTheValueItKeeps() async throws {
            let actions = Tally()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(SPWideKey.self, .singleton) { _ in SPWide(a: 100, label: "async") }
                registry.decorate(SPWideKey.self) { _, wide in
                    var wide = wide
                    wide.label += " decorated"
                    return wide
                }
                registry.onCreate(SPWideKey.self) { _, wide in if wide.label == "async decorated" { actions.add() } }
            })
            try await factory.warmUp()
            #expect(factory[SPWideKey.self] == SPWide(a: 100, label: "async decorated"))
            #expect(try await factory.resolve(SPWideKey.self) == SPWide(a: 100, label: "async decorated"))
            #expect(factory.beginFlow()[SPWideKey.self] == SPWide(a: 100, label: "async decorated"))
            #expect(actions.value == 1)
        }

        @Test func parameterizedHookOnAKeyRegisteredWithoutAnArgument_stops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Factory(TestAssembly { registry in
                    registry.register(SPDualIntKey.self, .transient)
                    registry.onCreate(SPDualIntKey.self) { (_: InjectedValues, _: Int, _: Thing) in }
                })
            }
            #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "SPDualIntKey", scope: "Factory(TestAssembly)").description)
        }

        // With one `_Hooks<Input, Value>` for both kinds of key, a parameterized hook with a `Void` argument has the
        // plain hooks' type: kept in the same slot, it joined them and ran on the plain value. A registry keeps the two
        // kinds apart (`_HookList.Slot`), so the kind the key is not registered as stops the factory.
        @Test func plainThenParameterizedHookOnAVoidDualKey_registeredWithoutAnArgument_stops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let factory = Factory(TestAssembly { registry in
                    registry.register(SPDualVoidKey.self, .transient)
                    registry.onCreate(SPDualVoidKey.self) { (_: InjectedValues, _: Thing) in }
                    registry.onCreate(SPDualVoidKey.self) { (_: InjectedValues, _: Void, thing: Thing) in
                        reportLine("the parameterized hook ran on \(thing.label)")
                    }
                })
                _ = factory[SPDualVoidKey.self]
            }
            #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "SPDualVoidKey", scope: "Factory(TestAssembly)").description)
        }

        // The same two hooks in the other order: the plain hook must not replace the parameterized one.
        @Test func parameterizedThenPlainHookOnAVoidDualKey_registeredWithoutAnArgument_stops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let factory = Factory(TestAssembly { registry in
                    registry.register(SPDualVoidKey.self, .transient)
                    registry.onCreate(SPDualVoidKey.self) { (_: InjectedValues, _: Void, thing: Thing) in
                        reportLine("the parameterized hook ran on \(thing.label)")
                    }
                    registry.onCreate(SPDualVoidKey.self) { (_: InjectedValues, _: Thing) in }
                })
                _ = factory[SPDualVoidKey.self]
            }
            #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "SPDualVoidKey", scope: "Factory(TestAssembly)").description)
        }

        // Kept in one slot, the plain hook's cast failed on the parameterized `_Hooks<Int, Thing>`, which it replaced,
        // dropping the parameterized hook without a word.
        @Test func parameterizedThenPlainHookOnAnIntDualKey_registeredWithoutAnArgument_stops() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let factory = Factory(TestAssembly { registry in
                    registry.register(SPDualIntKey.self, .transient)
                    registry.onCreate(SPDualIntKey.self) { (_: InjectedValues, _: Int, _: Thing) in }
                    registry.onCreate(SPDualIntKey.self) { (_: InjectedValues, _: Thing) in }
                })
                _ = factory[SPDualIntKey.self]
            }
            #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "SPDualIntKey", scope: "Factory(TestAssembly)").description)
        }

        // MARK: - Odd layouts, with and without hooks

        @Test func transientsOfOddLayouts_withAndWithoutHooks() {
            let actions = Tally()
            let plain = Factory(TestAssembly { registry in
                registry.register(SPBoolKey.self)
                registry.register(SPByteKey.self)
                registry.register(SPEmptyKey.self)
                registry.register(SPWideKey.self) { _ in SPWide(a: 11, label: "registered") }
                registry.register(SPBoolArgumentKey.self)
                registry.register(SPWideArgumentKey.self)
            })
            let hooked = Factory(TestAssembly { registry in
                registry.register(SPBoolKey.self)
                registry.decorate(SPBoolKey.self) { _, flag in !flag }
                registry.register(SPByteKey.self) { _ in 0xFE }
                registry.decorate(SPByteKey.self) { _, byte in byte &+ 1 }
                registry.decorate(SPByteKey.self) { _, byte in byte &+ 1 }
                registry.register(SPEmptyKey.self)
                registry.onCreate(SPEmptyKey.self) { _, _ in actions.add() }
                registry.register(SPWideKey.self)
                registry.decorate(SPWideKey.self) { _, wide in
                    var wide = wide
                    wide.h += 100
                    wide.label += " decorated"
                    return wide
                }
                registry.onCreate(SPWideKey.self) { _, wide in if wide.h == 108 { actions.add(10) } }
                registry.register(SPBoolArgumentKey.self)
                registry.decorate(SPBoolArgumentKey.self) { _, argument, flag in argument == flag ? !flag : flag }
                registry.register(SPWideArgumentKey.self)
                registry.decorate(SPWideArgumentKey.self) { _, argument, wide in
                    var wide = wide
                    wide.a = argument.a * 2
                    return wide
                }
            })
            let flow = hooked.beginFlow()
            for _ in 0..<3 {
                #expect(plain[SPBoolKey.self] == true)
                #expect(plain[SPByteKey.self] == 0xA5)
                #expect(plain[SPEmptyKey.self] == SPEmpty())
                #expect(plain[SPWideKey.self] == SPWide(a: 11, label: "registered"))
                #expect(plain[SPBoolArgumentKey.self, false] == false)
                #expect(plain[SPWideArgumentKey.self, SPWide(b: 9)] == SPWide(b: 9))
                for scope in [hooked, flow] {
                    #expect(scope[SPBoolKey.self] == false)
                    #expect(scope[SPByteKey.self] == 0x00)
                    #expect(scope[SPEmptyKey.self] == SPEmpty())
                    #expect(scope[SPWideKey.self] == SPWide(h: 108, label: "wide decorated"))
                    #expect(scope[SPBoolArgumentKey.self, true] == false)
                    #expect(scope[SPWideArgumentKey.self, SPWide(a: 4)] == SPWide(a: 8))
                }
            }
            #expect(actions.value == 6 * 11)
        }

        @Test func valuesBuiltWithAndWithoutHooks_areEachReleasedOnce() {
            let made = Tally()
            let released = Tally()
            @Sendable func counted(_ label: String) -> SPCounted {
                made.add()
                return SPCounted(canary: OnDeinit { released.add() }, after: label)
            }
            do {
                let plain = Factory(TestAssembly { registry in
                    registry.register(SPCountedKey.self) { _ in counted("plain") }
                    registry.contribute(SPCountedListKey.self) { _ in counted("element") }
                    registry.contribute(SPCountedListKey.self, SPCountedKey.self)
                })
                let decorated = Factory(TestAssembly { registry in
                    registry.register(SPCountedKey.self) { _ in counted("decorated") }
                    registry.decorate(SPCountedKey.self) { _, value in
                        var value = value
                        value.before += 1
                        return value
                    }
                    registry.decorate(SPCountedKey.self) { _, _ in counted("replacement") }
                    registry.onCreate(SPCountedKey.self) { _, value in #expect(value.after == "replacement") }
                })
                let flow = decorated.beginFlow(TestAssembly { registry in
                    registry.register(SPCountedKey.self, .flow) { _ in counted("flow") }
                    registry.onCreate(SPCountedKey.self) { _, value in #expect(value.after == "flow") }
                })
                for _ in 0..<50 {
                    #expect(plain[SPCountedKey.self].after == "plain")
                    #expect(plain[SPCountedListKey.self].map(\.after) == ["element", "plain"])
                    #expect(decorated[SPCountedKey.self].after == "replacement")
                    #expect(flow[SPCountedKey.self].after == "flow")
                }
                #expect(made.value == 50 * 3 + 50 * 2 + 1)
                withExtendedLifetime(flow) {
                    #expect(released.value == made.value - 1, "only the flow's component is alive")
                }
            }
            #expect(released.value == made.value)
        }

        @Test func overriddenKeysOfOddLayouts_readThroughTheFlaggedPath() {
            let factory = Factory(TestAssembly { registry in
                registry.register(SPBoolKey.self, .singleton)
                registry.register(SPByteKey.self, .singleton)
                registry.register(SPEmptyKey.self, .singleton)
                registry.register(SPWideKey.self, .singleton)
            })
            #expect(factory[SPBoolKey.self] == true && factory[SPByteKey.self] == 0xA5)
            #expect(factory[SPWideKey.self] == SPWide())
            factory.override(SPByteKey.self) { _ in 3 }
            #expect(factory[SPBoolKey.self] == true, "built before the override: kept")
            #expect(factory[SPByteKey.self] == 3)
            #expect(factory[SPEmptyKey.self] == SPEmpty())
            #expect(factory[SPWideKey.self] == SPWide())
            factory.override(SPWideKey.self, .transient) { _ in SPWide(label: "transient override") }
            #expect(factory[SPWideKey.self] == SPWide(label: "transient override"))
            factory.reset()
            #expect(factory[SPByteKey.self] == 0xA5 && factory[SPBoolKey.self] == true)
            #expect(factory[SPWideKey.self] == SPWide())
        }

        // MARK: - A resolution right after another thread's override

        @Test func resolutionAfterAnotherThreadsOverride_seesTheOverride_everyRound() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.register(SPTransientKey.self)
                registry.register(SPFlowKey.self, .flow)
                registry.register(SPItemKey.self, .singleton)
            })
            let flow = root.beginFlow()
            // Ready first: the in-line path answers each of these without a lock until the override.
            _ = root[SPSingletonKey.self]
            _ = flow[SPSingletonKey.self]
            _ = flow[SPFlowKey.self]
            _ = root[SPItemKey.self, 1]
            let problems = SPProblems()
            for round in 0..<40 {
                let overridden = DispatchSemaphore(value: 0)
                Thread {
                    switch round % 4 {
                    case 0: root.override(SPSingletonKey.self) { _ in Thing("override \(round)") }
                    case 1: root.override(SPTransientKey.self) { _ in Thing("override \(round)") }
                    case 2: root.override(SPFlowKey.self) { _ in Thing("override \(round)") }
                    default: root.override(SPItemKey.self) { _, id in Thing("override \(round) \(id)") }
                    }
                    overridden.signal()
                }.start()
                overridden.wait()
                let seen: [String] = switch round % 4 {
                case 0: [root[SPSingletonKey.self].label, flow[SPSingletonKey.self].label]
                case 1: [root[SPTransientKey.self].label, flow[SPTransientKey.self].label]
                case 2: [root.beginFlow()[SPFlowKey.self].label, flow.beginFlow()[SPFlowKey.self].label]
                default: [root[SPItemKey.self, 1].label, flow[SPItemKey.self, 2].label]
                }
                let expected = round % 4 == 3 ? ["override \(round) 1", "override \(round) 2"] : ["override \(round)", "override \(round)"]
                if seen != expected { problems.report("round \(round): \(seen)") }
                if round % 8 == 7 {
                    let reset = DispatchSemaphore(value: 0)
                    Thread {
                        root.reset()
                        reset.signal()
                    }.start()
                    reset.wait()
                    if root[SPSingletonKey.self].label != "singleton" { problems.report("after reset: \(root[SPSingletonKey.self].label)") }
                    if flow[SPTransientKey.self].label != "transient" { problems.report("after reset: \(flow[SPTransientKey.self].label)") }
                }
            }
            #expect(problems.all == [])
        }

        @Test func resolutionsRacingOverridesAndResets_getTheRegistrationOrAnOverride() {
            let root = Factory(TestAssembly { registry in
                registry.register(SPSingletonKey.self, .singleton)
                registry.register(SPTransientKey.self)
                registry.register(SPFlowKey.self, .flow)
                registry.register(SPWeakKey.self, .weakSingleton)
                registry.register(SPWideKey.self)
                registry.decorate(SPWideKey.self) { _, wide in
                    var wide = wide
                    wide.label = "decorated"
                    return wide
                }
            })
            let flow = root.beginFlow(TestAssembly { registry in registry.register(SPTransientKey.self) })
            let problems = SPProblems()
            let start = StartLine(runners: 4)
            onThreads(4) { index in
                start.wait()
                for round in 0..<400 {
                    if index == 0 {
                        switch round % 5 {
                        case 0: root.override(SPSingletonKey.self) { _ in Thing("override") }
                        case 1: root.override(SPTransientKey.self) { _ in Thing("override") }
                        case 2: root.override(SPWideKey.self) { _ in SPWide(label: "override") }
                        case 3: flow.override(SPFlowKey.self) { _ in Thing("override") }
                        default:
                            root.reset()
                            flow.reset()
                        }
                        continue
                    }
                    let scope = index == 1 ? root : flow
                    let labels = [scope[SPSingletonKey.self].label, scope[SPTransientKey.self].label, scope[SPWeakKey.self].label]
                    if !["singleton", "override"].contains(labels[0]) || !["transient", "override"].contains(labels[1])
                        || labels[2] != "weak" {
                        problems.report("\(index): \(labels)")
                    }
                    let wide = scope[SPWideKey.self]
                    if wide != SPWide(label: "decorated"), wide != SPWide(label: "override") { problems.report("\(index): \(wide)") }
                    if index == 3 {
                        let component = flow[SPFlowKey.self].label
                        if !["flow", "override"].contains(component) { problems.report("flow component: \(component)") }
                    }
                }
            }
            #expect(problems.all == [])
        }
    }
}

/// Contributes the "cart" route in a root.
struct SPRootCartAssembly: Assembly {
    static let line = #line + 2
    func assemble(into registry: inout Registry) {
        registry.contribute(SPRoutesKey.self, at: "cart") { _ in Thing("root cart") }
    }
}

/// Contributes the "cart" route again, in a flow.
struct SPFlowCartAssembly: Assembly {
    static let line = #line + 2
    func assemble(into registry: inout Registry) {
        registry.contribute(SPRoutesKey.self, at: "cart") { _ in Thing("flow cart") }
    }
}
