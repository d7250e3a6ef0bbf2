import Rivet

enum Login {
    final class Coordinator: Sendable {
        let session: Session.Store
        init(session: Session.Store) { self.session = session }
    }

    struct CoordinatorKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Coordinator {
            Coordinator(session: values[Session.StoreKey.self])
        }
    }
}
