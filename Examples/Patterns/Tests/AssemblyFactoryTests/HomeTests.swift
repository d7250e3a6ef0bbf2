import AssemblyFactory
import Rivet
import RivetTesting
import XCTest

final class HomeTests: RivetTestCase {
    override var assemblies: [any Assembly] { [HomeAssembly()] }

    func test_factory_returnsAFullyWiredOverview_ofTheBridgesRooms() {
        XCTAssertEqual(factory.homeOverview.summary(), "2 of 3 rooms lit: Kitchen, Study")
    }

    func test_viewController_withAMockLightsController_showsItsRooms() {
        let lights = StubLightsController([Room(name: "Garage", isLit: true), Room(name: "Attic", isLit: false)])
        factory.override(LightsControllerKey.self, with: lights)
        let screen = HomeViewController()
        screen.viewDidLoad()
        XCTAssertEqual(screen.lines, ["1 of 2 rooms lit: Garage", "Scenes: none"])
        XCTAssertEqual(lights.calls, 1)
    }

    func test_sceneStore_isOneInstanceInTheFactory() {
        HomeViewController().tapSaveScene(named: "Evening")
        XCTAssertTrue(factory.sceneStore === factory.sceneStore)
        XCTAssertEqual(factory.homeOverview.sceneNames, ["Evening"], "another overview, the same store")
    }

    // A pair: whichever runs second would list the other's scene if the store outlived its test.

    func test_sceneStore_isNewInEachTest() {
        let screen = HomeViewController()
        screen.tapSaveScene(named: "Reading")
        XCTAssertEqual(screen.lines.last, "Scenes: Reading")
    }

    func test_sceneStore_isNewInEachTest_again() {
        let screen = HomeViewController()
        screen.tapSaveScene(named: "Movie night")
        XCTAssertEqual(screen.lines.last, "Scenes: Movie night")
    }
}
