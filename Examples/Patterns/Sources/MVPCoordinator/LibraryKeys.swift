import Rivet

public struct BooksAPIKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any BooksAPI { BundledBooksAPI() }
}

public struct BooksRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any BooksRepositoryType { BooksRepository(api: values.booksAPI) }
}

public struct FavoritesRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any FavoritesRepositoryType { InMemoryFavorites() }
}

extension InjectedValues {
    public var booksAPI: any BooksAPI { self[BooksAPIKey.self] }
    public var booksRepository: any BooksRepositoryType { self[BooksRepositoryKey.self] }
    public var favoritesRepository: any FavoritesRepositoryType { self[FavoritesRepositoryKey.self] }
}

/// The data layer of the app: one API client and one favorites store; a books repository per presenter.
public struct LibraryAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(BooksAPIKey.self, .singleton)
        registry.register(BooksRepositoryKey.self)
        registry.register(FavoritesRepositoryKey.self, .singleton)
    }
}
