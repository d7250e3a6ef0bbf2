/// The browse story: the list of books. Opening one starts the reading story.
public final class BrowseCoordinator {
    private let navigation: ScreenStack
    private var presenter: BookListPresenter?
    private var reading: ReadingCoordinator?

    public init(navigation: ScreenStack) { self.navigation = navigation }

    public func start() async {
        let screen = BookListScreen()
        let presenter = BookListPresenter(screen: screen)
        presenter.onOpenBook = { [weak self] book in self?.startReading(book) }
        self.presenter = presenter
        navigation.show(screen)
        await presenter.load()
    }

    private func startReading(_ book: Book) {
        let reading = ReadingCoordinator(navigation: navigation, book: book)
        reading.onFinish = { [weak self] in self?.reading = nil }
        self.reading = reading
        reading.start()
    }
}

/// The reading story: one book, until the user closes it.
public final class ReadingCoordinator {
    private let navigation: ScreenStack
    private let book: Book
    private var presenter: BookPresenter?
    public var onFinish: (() -> Void)?

    public init(navigation: ScreenStack, book: Book) {
        self.navigation = navigation
        self.book = book
    }

    public func start() {
        let screen = BookScreen()
        let presenter = BookPresenter(book: book, screen: screen)
        presenter.onClose = { [weak self, weak screen] in
            if let screen { self?.navigation.close(screen) }
            self?.onFinish?()
        }
        self.presenter = presenter
        navigation.show(screen)
    }
}
