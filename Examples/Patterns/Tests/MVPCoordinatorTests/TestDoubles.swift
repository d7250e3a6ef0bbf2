import MVPCoordinator

/// Books the test chooses.
struct StubBooksRepository: BooksRepositoryType {
    let stored: [Book]

    func books() async throws -> [Book] { stored }
}

/// Favorites that remember the order of the calls.
final class SpyFavorites: FavoritesRepositoryType, @unchecked Sendable {
    private(set) var toggled: [Int] = []   // touched by one test's thread only

    func isFavorite(_ id: Int) -> Bool { toggled.filter { $0 == id }.count % 2 == 1 }

    func toggle(_ id: Int) { toggled.append(id) }
}

/// Records what the presenter puts on the screen.
final class RecordingBookListScreen: BookListScreenType {
    var onSelect: ((Int) -> Void)?
    private(set) var items: [BookListItem] = []

    var lines: [String] { items.map(\.title) }

    func setItems(_ items: [BookListItem]) { self.items = items }
}

let dune = Book(id: 1, title: "Dune", author: "Frank Herbert", year: 1965)
let solaris = Book(id: 2, title: "Solaris", author: "Stanisław Lem", year: 1961)
