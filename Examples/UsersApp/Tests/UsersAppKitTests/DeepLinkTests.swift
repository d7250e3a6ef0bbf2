import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// Reading links, and the users flow's `users` route, which it contributes to the app's deep-link routes.
final class DeepLinkTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }

    func test_link_readsItsRouteAndPath_andRejectsOtherSchemes() {
        XCTAssertEqual(DeepLink("usersapp://users/2")?.route, "users")
        XCTAssertEqual(DeepLink("usersapp://users/2")?.path, ["2"])
        XCTAssertEqual(DeepLink("usersapp://me")?.path, [])
        XCTAssertNil(DeepLink("https://example.com/users/2"))
        XCTAssertNil(DeepLink("usersapp://"))
    }

    func test_usersRoute_isContributedByTheUsersFlow_andOnlyThere() async {
        let factory = factory
        await onMainActor {
            let flow = factory.beginFlow(UsersAssembly())
            XCTAssertEqual(flow.deepLinkDispatcher.knownRoutes, ["users"])
            XCTAssertEqual(factory.deepLinkDispatcher.knownRoutes, [])
        }
    }

    func test_dispatcher_sendsALinkToItsRoutesHandler() async {
        let factory = factory
        let dispatcher = await onMainActor { factory.beginFlow(UsersAssembly()).deepLinkDispatcher }

        let user = await dispatcher.route(for: "usersapp://users/2")
        let notAnID = await dispatcher.route(for: "usersapp://users/grace")
        let unknownRoute = await dispatcher.route(for: "usersapp://settings")

        XCTAssertEqual(user, .userDetail(2))
        XCTAssertNil(notAnID)
        XCTAssertNil(unknownRoute)
    }

    func test_wholeRoutesOverride_inATest_replacesEveryHandler() async {
        struct Everywhere: DeepLinkHandler {
            func route(for link: DeepLink) async -> UsersRoute? { .quit }
        }
        factory.override(DeepLinkRoutesKey.self) { _ in ["anything": Everywhere()] }
        let factory = factory
        let dispatcher = await onMainActor { factory.deepLinkDispatcher }

        let route = await dispatcher.route(for: "usersapp://anything")

        XCTAssertEqual(route, .quit)
        XCTAssertEqual(dispatcher.knownRoutes, ["anything"])
    }
}
