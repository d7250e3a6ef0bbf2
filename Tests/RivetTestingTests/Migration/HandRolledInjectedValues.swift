// Documentation/Migrating/FromInjectedValues.md: the hand-rolled container many apps carry, compiled under
// Swift 6 (which asks for the `nonisolated(unsafe)` on its global state). It sits in an enum so that its
// names don't clash with Rivet's: in an app, renaming them (LegacyInjectionKey, ...) does the same.

enum HandRolled {
    protocol InjectionKey {
        associatedtype Value
        static var currentValue: Self.Value { get set }
    }

    struct InjectedValues {
        nonisolated(unsafe) private static var current = InjectedValues()

        static subscript<K>(key: K.Type) -> K.Value where K: InjectionKey {
            get { key.currentValue }
            set { key.currentValue = newValue }
        }

        static subscript<T>(_ keyPath: WritableKeyPath<InjectedValues, T>) -> T {
            get { current[keyPath: keyPath] }
            set { current[keyPath: keyPath] = newValue }
        }
    }

    @propertyWrapper
    struct Injected<T> {
        private let keyPath: WritableKeyPath<InjectedValues, T>
        var wrappedValue: T {
            get { InjectedValues[keyPath] }
            set { InjectedValues[keyPath] = newValue }
        }

        init(_ keyPath: WritableKeyPath<InjectedValues, T>) {
            self.keyPath = keyPath
        }
    }

    fileprivate struct ArticlesRepositoryKey: InjectionKey {
        nonisolated(unsafe) static var currentValue: any ArticlesRepository = RemoteArticlesRepository()
    }

    final class ArticlesPresenter {
        @Injected(\.articlesRepository) var repository: any ArticlesRepository

        func titles() async throws -> [String] {
            try await repository.articles().map(\.title)
        }
    }
}

extension HandRolled.InjectedValues {
    var articlesRepository: any ArticlesRepository {
        get { Self[HandRolled.ArticlesRepositoryKey.self] }
        set { Self[HandRolled.ArticlesRepositoryKey.self] = newValue }
    }
}
