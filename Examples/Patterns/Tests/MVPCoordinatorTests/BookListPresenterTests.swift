import MVPCoordinator
import Rivet
import RivetTesting
import XCTest

final class BookListPresenterTests: RivetTestCase {
    override var assemblies: [any Assembly] { [LibraryAssembly()] }

    func test_presenter_withAMockRepository_showsItsBooksAsListItems() async {
        factory.override(BooksRepositoryKey.self, with: StubBooksRepository(stored: [dune]))
        let screen = RecordingBookListScreen()
        let presenter = BookListPresenter(screen: screen)
        await presenter.load()
        XCTAssertEqual(screen.items.map(\.title), ["Dune"])
        XCTAssertEqual(screen.items.map(\.subtitle), ["Frank Herbert, 1965"])
    }

    func test_selectingARow_asksTheCoordinatorToOpenThatBook() async {
        factory.override(BooksRepositoryKey.self, with: StubBooksRepository(stored: [dune, solaris]))
        let screen = RecordingBookListScreen()
        let presenter = BookListPresenter(screen: screen)
        var opened: [Book] = []
        presenter.onOpenBook = { opened.append($0) }
        await presenter.load()
        screen.onSelect?(1)
        XCTAssertEqual(opened, [solaris])
    }

    func test_liveRepository_mapsTheAPIModelToDomainModels() async throws {
        let books = try await factory.booksRepository.books()
        XCTAssertEqual(books, [dune, solaris])
    }
}
