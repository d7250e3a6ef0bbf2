#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

final class WeakParentShared: Sendable {}
struct WeakParentSharedKey: InjectionKey {
    static func make(_ values: InjectedValues) -> WeakParentShared { WeakParentShared() }   // live default: a new one
}

final class WeakParentBox: @unchecked Sendable {
    weak var flow: Factory?
    let lock = StressLocked<Int>(0)
}

@Suite struct WeakParentStressTests {
    /// A flow P held strongly only by its child C, and weakly by another thread that resolves in it.
    /// Releasing C tears P's parent link out (`_parent.take()` after `isKnownUniquelyReferenced`) while the
    /// other thread may have just loaded the weak reference: P survives without its parent.
    @Test func weakReferenceToAParentFlow_racingTheChildsRelease() {
        let root = Factory(TestAssembly { $0.register(WeakParentSharedKey.self, .singleton) })
        let shared = root[WeakParentSharedKey.self]
        let rounds = Int(StressKnobs.number("WEAK_PARENT_ROUNDS", default: 20_000))
        let slot = Atomic<Int>(0)          // round number published by the releaser
        let weakRef = WeakParentBox()
        let wrong = Atomic<Int>(0)
        let done = Atomic<Bool>(false)
        let hits = Atomic<Int>(0)
        let reader = startThread {
            while !done.load(ordering: .relaxed) {
                if let parent = weakRef.lock.withLock({ _ in weakRef.flow }) {
                    hits.add(1, ordering: .relaxed)
                    if parent[WeakParentSharedKey.self] !== shared { wrong.add(1, ordering: .relaxed) }
                }
            }
        }
        for round in 0..<rounds {
            var parent: Factory? = root.beginFlow()
            var child: Factory? = parent!.beginFlow()
            weakRef.lock.withLock { _ in weakRef.flow = parent }
            parent = nil
            slot.store(round, ordering: .relaxed)
            child = nil   // releases the child, and P, which only the child held
            _ = child
        }
        done.store(true, ordering: .relaxed)
        joinThread(reader)
        reportLine("weak parent: \(hits.load(ordering: .relaxed)) reads through the weak reference, \(wrong.load(ordering: .relaxed)) wrong")
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
#endif
