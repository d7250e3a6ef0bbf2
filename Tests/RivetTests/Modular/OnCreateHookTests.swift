import Foundation
import Rivet
import RivetTestSupport
import Testing

// `onCreate` runs once on each new value, before anyone receives it, and never on a value a lifecycle hands
// out again: once per singleton, once per flow, once per argument of a cached parameterized key (again when
// an evicted one is built anew), at every resolution of a transient.

/// A value that its onCreate action marks: whoever receives it unmarked got it before the action ran.
final class Marked: Sendable {
    let label: String
    private let marks = Locked(0)
    init(_ label: String = "") { self.label = label }
    var markCount: Int { marks.withLock { $0 } }
    func mark() { marks.withLock { $0 += 1 } }
}

struct MarkedKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Marked { Marked() }
}

struct MarkedItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Marked { Marked("item \(id)") }
}

/// An assembly registering `MarkedKey` with `lifecycle` and an action marking each new value.
struct MarkingAssembly: Assembly {
    let lifecycle: Lifecycle
    func assemble(into registry: inout Registry) {
        registry.register(MarkedKey.self, lifecycle)
        registry.onCreate(MarkedKey.self) { _, value in value.mark() }
    }
}

@Suite struct OnCreateHookTests {
    @Test func singleton_runsTheActionOnce_beforeTheFirstCallerGetsIt() {
        let factory = Factory(MarkingAssembly(lifecycle: .singleton))
        let value = factory[MarkedKey.self]
        #expect(value.markCount == 1)
        _ = factory[MarkedKey.self]
        _ = factory.beginFlow()[MarkedKey.self]
        #expect(value.markCount == 1)
    }

    @Test func transient_runsTheActionOnEveryNewValue() {
        let factory = Factory(MarkingAssembly(lifecycle: .transient))
        #expect(factory[MarkedKey.self].markCount == 1)
        #expect(factory[MarkedKey.self].markCount == 1)
    }

    @Test func flowComponent_runsTheActionOncePerFlow_withThatFlowsValues() {
        let flows = Locked<[ObjectIdentifier]>([])
        let factory = Factory(AppAssembly(), TestAssembly { registry in
            registry.register(MarkedKey.self, .flow)
            registry.onCreate(MarkedKey.self) { values, value in
                value.mark()
                flows.withLock { $0.append(ObjectIdentifier(values.session)) }
            }
        })
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login[MarkedKey.self] === login[MarkedKey.self])
        #expect(login[MarkedKey.self].markCount == 1)
        #expect(checkout[MarkedKey.self].markCount == 1)
        #expect(flows.withLock { $0 } == [ObjectIdentifier(login.session), ObjectIdentifier(checkout.session)])
    }

    @Test func weakSingleton_runsTheActionOnEachNewInstance() {
        let factory = Factory(MarkingAssembly(lifecycle: .weakSingleton))
        let held = factory[MarkedKey.self]
        #expect(factory[MarkedKey.self] === held)
        #expect(held.markCount == 1)
    }

    @Test func perArgumentSingleton_runsTheActionOncePerArgument_andAgainOnAValueBuiltAfterEviction() {
        let seen = Locked<[Int]>([])
        let factory = Factory(TestAssembly { registry in
            registry.register(MarkedItemKey.self, .singleton(keepingAtMost: 1))
            registry.onCreate(MarkedItemKey.self) { _, id, value in
                value.mark()
                seen.withLock { $0.append(id) }
            }
        })
        let one = factory[MarkedItemKey.self, 1]
        #expect(factory[MarkedItemKey.self, 1] === one)
        #expect(one.markCount == 1)
        _ = factory[MarkedItemKey.self, 2]   // evicts 1
        let rebuilt = factory[MarkedItemKey.self, 1]
        #expect(rebuilt !== one && rebuilt.markCount == 1)
        #expect(seen.withLock { $0 } == [1, 2, 1])
    }

    @Test func parameterizedTransient_runsTheActionOnEveryResolution_withTheArgument() {
        let seen = Locked<[Int]>([])
        let factory = Factory(TestAssembly { registry in
            registry.register(MarkedItemKey.self)
            registry.onCreate(MarkedItemKey.self) { _, id, value in
                value.mark()
                seen.withLock { $0.append(id) }
            }
        })
        #expect(factory[MarkedItemKey.self, 4].markCount == 1)
        #expect(factory[MarkedItemKey.self, 5].markCount == 1)
        #expect(seen.withLock { $0 } == [4, 5])
    }

    @Test func manyThreadsAskingForANewSingleton_allGetItAfterTheActionRan() {
        let factory = Factory(TestAssembly { registry in
            registry.register(MarkedKey.self, .singleton)
            registry.onCreate(MarkedKey.self) { _, value in
                usleep(2_000)   // a slow action: callers that were handed the value early would see it unmarked
                value.mark()
            }
        })
        let marks = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let count = factory[MarkedKey.self].markCount
            marks.withLock { $0.append(count) }
        }
        #expect(marks.withLock { $0 } == Array(repeating: 1, count: 8))
    }

    @Test func action_mayResolveOtherKeys() {
        let factory = Factory(AppAssembly(), TestAssembly { registry in
            registry.register(MarkedKey.self, .singleton)
            registry.onCreate(MarkedKey.self) { values, _ in values.logger.log("created") }
        })
        _ = factory[MarkedKey.self]
        _ = factory[MarkedKey.self]
        #expect(factory.logger.messages == ["created"])
    }

    @Test func asyncComponent_runsTheActionAfterItsAsyncMake_beforeAnyAwaiterGetsIt() async throws {
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(MarkedKey.self) { _ in
                try await Task.sleep(for: .milliseconds(5))
                return Marked("async")
            }
            registry.onCreate(MarkedKey.self) { _, value in value.mark() }
        })
        async let first = factory.resolve(MarkedKey.self)
        async let second = factory.resolve(MarkedKey.self)
        let (a, b) = try await (first, second)
        #expect(a === b)
        #expect(a.markCount == 1)
        #expect(factory[MarkedKey.self].markCount == 1)
    }
}
