// The feed store's make picks its syncer in a closure called where it is written (`let syncer = { ... }()`),
// and the syncer's make reads the feed store back: a dependency cycle.
// rivet-expect: main.swift:23:30: error: Rivet: dependency cycle: `FeedStoreKey` needs itself (FeedStoreKey -> SyncerKey -> FeedStoreKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// Before this check followed it: a note where the runtime always stops: `values.syncer` is read in a closure called where it is
// written (`let syncer: Syncer = { ... }()`) inside FeedStoreKey's make, which always runs with the make; the
// check leaves it unattributed ("after a block that may `return`, `throw`, `break` or `continue`", the
// closure's own `return`), so the cycle is not reported.
// runtime-expect: crash Rivet: dependency cycle: `FeedStoreKey` needs itself (FeedStoreKey -> SyncerKey -> FeedStoreKey)
import Rivet

final class FeedStore: Sendable {
    let syncer: Syncer
    init(syncer: Syncer) { self.syncer = syncer }
}
final class Syncer: Sendable {
    let store: FeedStore
    init(store: FeedStore) { self.store = store }
}

struct FeedStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedStore {
        let syncer: Syncer = {
            let configured = values.syncer
            return configured
        }()
        return FeedStore(syncer: syncer)
    }
}
struct SyncerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Syncer { Syncer(store: values.feedStore) }
}
extension InjectedValues {
    var feedStore: FeedStore { self[FeedStoreKey.self] }
    var syncer: Syncer { self[SyncerKey.self] }
}
struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedStoreKey.self, .singleton)
        registry.register(SyncerKey.self, .singleton)
    }
}

let factory = Factory(FeedAssembly())
print(factory.feedStore)
