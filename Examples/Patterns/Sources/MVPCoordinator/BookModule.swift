import Rivet

/// The book screen's interface to its presenter.
public protocol BookScreenType: BaseScreenType {
    var onToggleFavorite: (() -> Void)? { get set }
    var onClose: (() -> Void)? { get set }
    func setDetails(_ details: BookDetails)
}

/// One book, which the user can mark as a favorite. Its repository is injected by the property wrapper.
public final class BookPresenter {
    @Injected(\.favoritesRepository) private var favorites
    private let book: Book
    private let screen: any BookScreenType
    public var onClose: (() -> Void)?

    public init(book: Book, screen: any BookScreenType) {
        self.book = book
        self.screen = screen
        screen.onToggleFavorite = { [weak self] in self?.toggleFavorite() }
        screen.onClose = { [weak self] in self?.onClose?() }
        render()
    }

    private func toggleFavorite() {
        favorites.toggle(book.id)
        render()
    }

    private func render() {
        screen.setDetails(BookDetails(heading: "\(book.title) by \(book.author)", isFavorite: favorites.isFavorite(book.id)))
    }
}

/// The book drawn as text.
public final class BookScreen: BookScreenType {
    public var onToggleFavorite: (() -> Void)?
    public var onClose: (() -> Void)?
    public private(set) var lines: [String] = []

    public func setDetails(_ details: BookDetails) {
        lines = [details.heading, details.isFavorite ? "★ Favorite" : "☆ Mark as favorite"]
    }

    /// The user taps the star, or Close.
    public func tapFavorite() { onToggleFavorite?() }
    public func tapClose() { onClose?() }
}
