import Rivet
import RivetTesting
import XCTest

// Documentation/AsyncDependencies.md quotes this test: an XCTest case warms up each test's factory.

final class AsyncGuideXCTests: RivetTestCase {
    override var assemblies: [any Assembly] { [LaunchAssembly()] }

    override func setUp() async throws {
        try await super.setUp()
        try await factory.warmUp()   // each test method's own factory
    }

    func test_syncStatus_readsTheWarmedUpEngine() {
        XCTAssertEqual(SyncStatusPresenter().status(), "Syncs every 60 s")
        XCTAssertTrue(factory.notesStore.database === factory.notesDatabase)
    }
}
