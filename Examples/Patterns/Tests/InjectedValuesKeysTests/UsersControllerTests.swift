import InjectedValuesKeys
import Rivet
import RivetTesting
import XCTest

final class UsersControllerTests: RivetTestCase {
    override var assemblies: [any Assembly] { [UsersAssembly()] }

    func test_mockRepository_forOneKey_isWhatTheControllerShows() async {
        let mock = MockUsersRepository(.success([User("Test User")]))
        factory.override(UsersRepositoryKey.self, with: mock)   // was: InjectedValues[\.usersRepository] = mock
        let view = RecordingUsersView()
        await UsersController(view: view).viewDidLoad()
        XCTAssertEqual(view.rows, ["Test User"])
        let calls = await mock.calls
        XCTAssertEqual(calls, 1)
    }

    func test_mockRepository_thatFails_makesTheControllerShowTheError() async {
        factory.override(UsersRepositoryKey.self, with: MockUsersRepository(.failure(Offline())))
        let view = RecordingUsersView()
        await UsersController(view: view).viewDidLoad()
        XCTAssertEqual(view.rows, [])
        XCTAssertEqual(view.error, "Could not load users.")
    }

    func test_stubNetwork_underTheLiveRepository_isParsedIntoUsers() async {
        factory.override(NetworkKey.self, with: StubNetwork(body: "Ada\nGrace\nKatherine"))
        let view = RecordingUsersView()
        await UsersController(view: view).viewDidLoad()
        XCTAssertEqual(view.rows, ["Ada", "Grace", "Katherine"])
    }

    func test_keysNotOverridden_resolveTheirLiveValues() async {
        XCTAssertTrue(factory.usersRepository is RemoteUsersRepository)
        let view = RecordingUsersView()
        await UsersController(view: view).viewDidLoad()
        XCTAssertEqual(view.rows, ["Ada Lovelace", "Grace Hopper"])
    }
}
