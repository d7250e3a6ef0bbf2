import Rivet
import RivetTestSupport

// FromSwinject.md: what becomes of named registrations, resolution arguments and `initCompleted`.

extension SwinjectMigration {
    /// `register((any APIClient).self, name: "fallback")`: a key of its own, with the same value type.
    struct FallbackAPIClientKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any APIClient {
            HTTPAPIClient(logger: values[LoggerKey.self])
        }
    }

    final class TitledPresenter {
        let title: String
        let repository: any UserRepository
        init(title: String, repository: any UserRepository) { (self.title, self.repository) = (title, repository) }
    }

    /// `register(TitledPresenter.self) { (r, title: String) in ... }`, resolved with
    /// `resolve(TitledPresenter.self, argument: "Users")!`: a parameterized key.
    struct TitledPresenterKey: ParameterizedKey {
        static func make(_ values: InjectedValues, _ title: String) -> TitledPresenter {
            TitledPresenter(title: title, repository: values[UserRepositoryKey.self])
        }
    }

    /// Told about each presenter when it is built.
    final class PresenterTracker: Sendable {
        private let count = Counter()
        func track(_ presenter: any Presenter) { count.increment() }
        var tracked: Int { count.value }
    }

    struct PresenterTrackerKey: InjectionKey {
        static func make(_ values: InjectedValues) -> PresenterTracker { PresenterTracker() }
    }

    /// `.initCompleted { r, presenter in r.resolve(PresenterTracker.self)!.track(presenter) }` on the
    /// presenter's registration: `onCreate`, once per new presenter.
    struct TrackingAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(PresenterTrackerKey.self, .singleton)
            registry.onCreate(PresenterKey.self) { values, presenter in
                values[PresenterTrackerKey.self].track(presenter)
            }
        }
    }
}
