// A nested key registered twice in one feature assembly, written the same way both times.
// rivet-expect: main.swift:20:27: warning: Rivet: `Inbox.StoreKey` is registered twice in `InboxAssembly` (first on line 18); the later registration replaces the earlier one: remove one of them.
// runtime-expect: exit 0
import Rivet

enum Inbox {
    final class Store: Sendable {}
    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store { Store() }
    }
    struct BadgeKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Int { 3 }
    }
}

struct InboxAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Inbox.StoreKey.self, .singleton)
        registry.register(Inbox.BadgeKey.self)
        registry.register(Inbox.StoreKey.self, .weakSingleton)
    }
}

let factory = Factory(InboxAssembly())
let store = factory[Inbox.StoreKey.self]
print(store === factory[Inbox.StoreKey.self], factory[Inbox.BadgeKey.self])
