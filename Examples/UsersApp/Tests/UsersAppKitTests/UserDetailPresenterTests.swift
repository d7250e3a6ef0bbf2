import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The detail presenter, a parameterized key: one per user in each users flow, each tracked once.
final class UserDetailPresenterTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }

    override func setUp() {
        factory.override(LoggerKey.self, with: RecordingLogger())
        factory.override(UsersStoreKey.self, with: InMemoryUsersStore())
        factory.override(RemoteConfigurationKey.self, with: .offlineUsersOff)
        factory.override(APIClientKey.self, with: MockAPIClient(users: .success([.ada, .grace])))
    }

    func test_presenter_isBuiltForTheUserIDItIsResolvedWith() async {
        let factory = factory
        await onMainActor {
            let detail = RecordingUserDetailScreen()
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in detail }
            let presenter = factory.beginFlow(UsersAssembly())[UserDetailPresenterKey.self, User.grace.id]

            await presenter.show()

            XCTAssertEqual(presenter.userID, User.grace.id)
            XCTAssertEqual(detail.states, [.user(.grace)])
        }
    }

    func test_presenter_isOnePerUserInAUsersFlow_andANewOneInTheNextFlow() async {
        let factory = factory
        await onMainActor {
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in RecordingUserDetailScreen() }
            let flow = factory.beginFlow(UsersAssembly())
            let grace = flow[UserDetailPresenterKey.self, User.grace.id]

            XCTAssertTrue(flow[UserDetailPresenterKey.self, User.grace.id] === grace, "reopened in the flow: the same")
            XCTAssertFalse(flow[UserDetailPresenterKey.self, User.ada.id] === grace, "another user: another presenter")
            XCTAssertFalse(factory.beginFlow(UsersAssembly())[UserDetailPresenterKey.self, User.grace.id] === grace,
                           "the next users flow builds its own")
        }
    }

    func test_presenter_isReleasedWithItsFlow() async {
        let factory = factory
        await onMainActor {
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in RecordingUserDetailScreen() }
            var flow: Factory? = factory.beginFlow(UsersAssembly())
            weak let presenter = flow?[UserDetailPresenterKey.self, User.grace.id]
            XCTAssertNotNil(presenter)

            flow = nil

            XCTAssertNil(presenter)
        }
    }

    func test_onCreate_tracksEachNewPresenterOnce_neverAReusedOne() async {
        let factory = factory
        await onMainActor {
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in RecordingUserDetailScreen() }
            let flow = factory.beginFlow(UsersAssembly())
            _ = flow[UserDetailPresenterKey.self, User.grace.id]
            _ = flow[UserDetailPresenterKey.self, User.grace.id]
            _ = flow[UserDetailPresenterKey.self, User.ada.id]
            _ = factory.beginFlow(UsersAssembly())[UserDetailPresenterKey.self, User.grace.id]
        }
        XCTAssertEqual(factory.screenTracker.screens, ["user 2", "user 1", "user 2"])
    }

    func test_coordinator_opensTheFlowsPresenterForTheRoutesUser_fromTheListAndFromALink() async {
        let factory = factory
        await factory.sessionStore.signIn(.ada)
        await onMainActor {
            let list = RecordingUsersScreen(doing: [.open(row: 1), .follow(link: "usersapp://users/2"), .follow(link: "usersapp://users/1")])
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in list }
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in RecordingUserDetailScreen() }
            let coordinator = UsersCoordinator(flow: factory.beginFlow(UsersAssembly()))

            let exit = await coordinator.start()

            XCTAssertEqual(exit, .quit)
        }
        XCTAssertEqual(factory.screenTracker.screens, ["user 2", "user 1"], "Grace's presenter was opened twice, built once")
    }
}
