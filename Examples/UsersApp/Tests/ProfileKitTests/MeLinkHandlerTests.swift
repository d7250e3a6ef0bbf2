import ProfileKit
import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// ProfileKit's `me` route beside UsersAppKit's `users` route: two modules contributing to one dictionary.
final class MeLinkHandlerTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), ProfileAssembly(), DebugConfigurationAssembly()] }

    func test_routes_gatherBothModulesHandlers_inTheUsersFlow() async {
        let factory = factory
        await onMainActor {
            XCTAssertEqual(factory.deepLinkDispatcher.knownRoutes, ["me"], "ProfileKit's, at the root")
            XCTAssertEqual(factory.beginFlow(UsersAssembly()).deepLinkDispatcher.knownRoutes, ["me", "users"])
        }
    }

    func test_me_opensTheSignedInUsersDetail_andNothingWhenNoOneIsSignedIn() async {
        let dispatcher = factory.deepLinkDispatcher

        let signedOut = await dispatcher.route(for: "usersapp://me")
        await factory.sessionStore.signIn(User(id: 3, username: "margaret", name: "Margaret Hamilton", email: "m@example.test"))
        let signedIn = await dispatcher.route(for: "usersapp://me")

        XCTAssertNil(signedOut)
        XCTAssertEqual(signedIn, .userDetail(3))
    }

    func test_oneHandler_isReplacedThroughItsKey_theOtherRoutesStay() async {
        struct Fixed: DeepLinkHandler {
            func route(for link: DeepLink) async -> UsersRoute? { .userDetail(42) }
        }
        factory.override(MeLinkHandlerKey.self) { _ in Fixed() }
        let factory = factory
        let dispatcher = await onMainActor { factory.beginFlow(UsersAssembly()).deepLinkDispatcher }

        let me = await dispatcher.route(for: "usersapp://me")
        let user = await dispatcher.route(for: "usersapp://users/1")

        XCTAssertEqual(me, .userDetail(42))
        XCTAssertEqual(user, .userDetail(1))
    }
}

/// Runs `body` on the main actor, in the calling test's task and so with the test's factory current.
@MainActor
func onMainActor<R: Sendable>(_ body: @MainActor () async throws -> R) async rethrows -> R {
    try await body()
}
