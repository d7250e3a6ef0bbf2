import Rivet

/// The list screen's interface to its presenter: data in, user actions out as closures.
public protocol BookListScreenType: BaseScreenType {
    var onSelect: ((Int) -> Void)? { get set }
    func setItems(_ items: [BookListItem])
}

/// The list's logic. Its repository is injected by the property wrapper, from the current factory;
/// it leaves navigation to its coordinator through `onOpenBook`.
public final class BookListPresenter {
    @Injected(\.booksRepository) private var repository
    private let screen: any BookListScreenType
    private var books: [Book] = []
    public var onOpenBook: ((Book) -> Void)?

    public init(screen: any BookListScreenType) {
        self.screen = screen
        screen.onSelect = { [weak self] row in self?.open(row: row) }
    }

    public func load() async {
        books = (try? await repository.books()) ?? []
        screen.setItems(books.map(BookListItem.init))
    }

    private func open(row: Int) {
        onOpenBook?(books[row])
    }
}

/// The list drawn as text.
public final class BookListScreen: BookListScreenType {
    public var onSelect: ((Int) -> Void)?
    public private(set) var lines: [String] = []

    public func setItems(_ items: [BookListItem]) {
        lines = items.map { "\($0.title) — \($0.subtitle)" }
    }

    /// The user taps a row.
    public func tap(row: Int) { onSelect?(row) }
}
