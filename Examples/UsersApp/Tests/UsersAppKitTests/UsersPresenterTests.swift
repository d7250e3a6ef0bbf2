import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The users list and detail presenters over a mock backend, rendering into recording screens.
final class UsersPresenterTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }

    /// The async components replaced by values built synchronously: no warm-up needed.
    override func setUp() {
        factory.override(UsersStoreKey.self, with: InMemoryUsersStore())
        factory.override(RemoteConfigurationKey.self, with: .offlineUsersOff)
    }

    func test_load_showsTheSignedInUserAndTheUsersOfTheRepository() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(users: .success([.ada, .grace])))
        await factory.sessionStore.signIn(.grace)
        await onMainActor {
            let screen = RecordingUsersScreen()
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in screen }

            await factory.beginFlow(UsersAssembly()).usersPresenter.load()

            XCTAssertEqual(screen.states, [.list(signedInAs: "Grace Hopper", names: ["Ada Lovelace", "Grace Hopper"])])
        }
    }

    func test_load_whenTheAPIFails_showsWhy() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(users: .failure(.unreachable)))
        await factory.sessionStore.signIn(.ada)
        await onMainActor {
            let screen = RecordingUsersScreen()
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in screen }

            await factory.beginFlow(UsersAssembly()).usersPresenter.load()

            XCTAssertEqual(screen.states, [.failed(reason: "the server cannot be reached")])
        }
    }

    func test_nextRoute_opensTheUserInTheChosenRow_andSigningOutEndsTheSession() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(users: .success([.ada, .grace])))
        await factory.sessionStore.signIn(.ada)
        await onMainActor {
            let screen = RecordingUsersScreen(doing: [.open(row: 7), .open(row: 1), .signOut])
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in screen }
            let presenter = factory.beginFlow(UsersAssembly()).usersPresenter
            await presenter.load()

            let opened = await presenter.nextRoute()
            let left = await presenter.nextRoute()
            let afterLeaving = await presenter.nextRoute()

            XCTAssertEqual(opened, .userDetail(User.grace.id), "a row that is not shown is ignored")
            XCTAssertEqual(left, .signedOut)
            XCTAssertEqual(afterLeaving, .quit)
            let stored = await factory.sessionStore.user
            XCTAssertNil(stored)
        }
    }

    func test_followingALink_goesWhereItsRoutesHandlerSays_andAnUnknownLinkSaysWhy() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(users: .success([.ada, .grace])))
        await factory.sessionStore.signIn(.ada)
        await onMainActor {
            let screen = RecordingUsersScreen(doing: [.follow(link: "usersapp://settings"), .follow(link: "usersapp://users/2")])
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in screen }
            let presenter = factory.beginFlow(UsersAssembly()).usersPresenter
            await presenter.load()

            let route = await presenter.nextRoute()

            XCTAssertEqual(route, .userDetail(User.grace.id))
            XCTAssertEqual(screen.states.last, .failed(reason: "no screen for usersapp://settings"))
        }
    }

    func test_detailPresenter_readsTheListsRepositoryInItsFlow_whileTheNextFlowFetchesAgain() async {
        let factory = factory
        let api = MockAPIClient(users: .success([.ada, .grace]))
        factory.override(APIClientKey.self, with: api)
        await factory.sessionStore.signIn(.ada)
        await onMainActor {
            let detail = RecordingUserDetailScreen()
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in RecordingUsersScreen() }
            factory.overrideOnMainActor(UserDetailScreenKey.self) { _ in detail }
            let flow = factory.beginFlow(UsersAssembly())

            await flow.usersPresenter.load()
            await flow[UserDetailPresenterKey.self, User.grace.id].show()
            await flow[UserDetailPresenterKey.self, 99].show()

            XCTAssertEqual(detail.states, [.user(.grace), .failed(reason: "no user has id 99")])
        }
        let requestsInOneFlow = await api.usersRequests
        XCTAssertEqual(requestsInOneFlow, 1, "the list and detail presenters share the flow's repository")

        await onMainActor { await factory.beginFlow(UsersAssembly()).usersPresenter.load() }
        let requestsInTwoFlows = await api.usersRequests
        XCTAssertEqual(requestsInTwoFlows, 2, "the next users flow has a repository of its own")
    }
}
