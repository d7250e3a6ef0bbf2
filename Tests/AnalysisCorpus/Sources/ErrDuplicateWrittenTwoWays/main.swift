// An assembly nested in its feature's namespace registers the store twice, once as `StoreKey.self` and
// once as `Inbox.StoreKey.self` (after a merge): the second replaces the first.
// Found by the corpus, and fixed; it was: rivet check is silent: the duplicate rule compares keys as written.
// rivet-expect: main.swift:19:31: warning: Rivet: `Inbox.StoreKey` is registered twice in `InboxAssembly` (first on line 18); the later registration replaces the earlier one: remove one of them.
// runtime-expect: exit 0
import Rivet

enum Inbox {
    final class Store: Sendable {}
    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store { Store() }
    }
}

extension Inbox {
    struct InboxAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(StoreKey.self, .singleton)
            registry.register(Inbox.StoreKey.self)
        }
    }
}

let factory = Factory(Inbox.InboxAssembly())
precondition(factory[Inbox.StoreKey.self] !== factory[Inbox.StoreKey.self])   // the transient won
