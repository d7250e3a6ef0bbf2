import Rivet

enum Session {
    final class Store: Sendable {
        let onExpiry: Login.Coordinator
        init(onExpiry: Login.Coordinator) { self.onExpiry = onExpiry }
    }

    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store {
            Store(onExpiry: values[Login.CoordinatorKey.self])
        }
    }
}
