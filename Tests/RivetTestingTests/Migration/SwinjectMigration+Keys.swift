import Rivet

// FromSwinject.md: what becomes of named registrations and resolution arguments.

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

    /// `register(TitledPresenter.self) { (r, title: String) in ... }`: a key whose value is the function that
    /// takes the argument.
    struct TitledPresenterFactoryKey: InjectionKey {
        static func make(_ values: InjectedValues) -> @Sendable (String) -> TitledPresenter {
            let repository = values[UserRepositoryKey.self]
            return { title in TitledPresenter(title: title, repository: repository) }
        }
    }
}
