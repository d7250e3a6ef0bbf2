import MVPCoordinator
import Rivet
import RivetTesting
import XCTest

final class CoordinatorTests: RivetTestCase {
    override var assemblies: [any Assembly] { [LibraryAssembly()] }

    func test_browseStory_opensTheReadingStory_whichMarksAFavoriteThroughTheMock() async throws {
        let favorites = SpyFavorites()
        factory.override(FavoritesRepositoryKey.self, with: favorites)
        let navigation = ScreenStack()
        let browse = BrowseCoordinator(navigation: navigation)
        await browse.start()
        let list = try XCTUnwrap(navigation.top as? BookListScreen)
        XCTAssertEqual(list.lines, ["Dune — Frank Herbert, 1965", "Solaris — Stanisław Lem, 1961"])

        list.tap(row: 1)
        let book = try XCTUnwrap(navigation.top as? BookScreen)
        XCTAssertEqual(book.lines, ["Solaris by Stanisław Lem", "☆ Mark as favorite"])
        book.tapFavorite()
        XCTAssertEqual(book.lines.last, "★ Favorite")
        XCTAssertEqual(favorites.toggled, [2])

        book.tapClose()
        XCTAssertTrue(navigation.top === list, "closing the reading story goes back to the list")
    }

    func test_favorites_areOneStoreForEveryReadingStory() async throws {
        let navigation = ScreenStack()
        let browse = BrowseCoordinator(navigation: navigation)
        await browse.start()
        let list = try XCTUnwrap(navigation.top as? BookListScreen)
        list.tap(row: 0)
        try XCTUnwrap(navigation.top as? BookScreen).tapFavorite()
        try XCTUnwrap(navigation.top as? BookScreen).tapClose()

        list.tap(row: 0)
        XCTAssertEqual(navigation.top?.lines.last, "★ Favorite", "a second reading story sees the first one's favorite")
    }
}
