import Foundation

/// Books for presenters, as domain models.
public protocol BooksRepositoryType: Sendable {
    func books() async throws -> [Book]
}

/// Books from the backend, mapped from the API model.
public struct BooksRepository: BooksRepositoryType {
    let api: any BooksAPI

    public init(api: any BooksAPI) { self.api = api }

    public func books() async throws -> [Book] {
        try await api.fetchBooks().map(Book.init)
    }
}

/// The books the user marked, by id.
public protocol FavoritesRepositoryType: Sendable {
    func isFavorite(_ id: Int) -> Bool
    func toggle(_ id: Int)
}

/// Favorites kept for as long as the app runs.
public final class InMemoryFavorites: FavoritesRepositoryType, @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int> = []

    public init() {}

    public func isFavorite(_ id: Int) -> Bool { lock.withLock { ids.contains(id) } }

    public func toggle(_ id: Int) {
        lock.withLock { if ids.remove(id) == nil { ids.insert(id) } }
    }
}
