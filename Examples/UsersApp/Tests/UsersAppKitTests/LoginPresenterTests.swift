import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The sign-in presenter over a mock backend, inside a login flow of the test's own factory.
final class LoginPresenterTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }
    private let logger = RecordingLogger()

    override func setUp() {
        factory.override(LoggerKey.self, with: logger)
    }

    func test_signIn_whenTheAPIRejectsTheCredentials_showsWhyAndStoresNoUser() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: [.failure(.unauthorized)]))
        await onMainActor {
            let screen = RecordingLoginScreen()
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in screen }
            let login = factory.beginFlow(LoginAssembly())

            let user = await login.loginPresenter.signIn(.ada)

            XCTAssertNil(user)
            XCTAssertEqual(screen.states, [.rejected(reason: "wrong username or password", attemptsLeft: 2)])
            let stored = await factory.sessionStore.user
            XCTAssertNil(stored)
        }
        XCTAssertEqual(logger.messages, ["warning: sign-in failed for ada: wrong username or password"])
    }

    func test_signIn_whenTheAPIAcceptsTheCredentials_storesTheUserForTheOtherFlows() async {
        let factory = factory
        let api = MockAPIClient(signIn: [.success(.ada)])
        factory.override(APIClientKey.self, with: api)
        await onMainActor {
            let screen = RecordingLoginScreen()
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in screen }
            let login = factory.beginFlow(LoginAssembly())

            let user = await login.loginPresenter.signIn(Credentials(username: " Ada ", password: "secret"))

            XCTAssertEqual(user, .ada)
            XCTAssertEqual(screen.states, [.signedIn(name: "Ada Lovelace")])
            let stored = await factory.sessionStore.user
            XCTAssertEqual(stored, .ada, "the app's session store, which the users flow reads")
        }
        let requests = await api.signInRequests
        XCTAssertEqual(requests, [.ada], "the repository sends the username trimmed and lowercased")
    }

    func test_start_afterARejection_triesTheNextCredentialsAndReturnsTheUser() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: [.failure(.unreachable), .success(.grace)]))
        await onMainActor {
            let screen = RecordingLoginScreen(submitting: [.grace, .grace])
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in screen }

            let user = await factory.beginFlow(LoginAssembly()).loginPresenter.start()

            XCTAssertEqual(user, .grace)
            XCTAssertEqual(screen.states, [
                .form(environment: "development"),
                .rejected(reason: "the server cannot be reached", attemptsLeft: 2),
                .signedIn(name: "Grace Hopper"),
            ])
        }
    }

    func test_start_afterThreeRejections_locksOut_andTheNextLoginFlowHasEveryAttemptAgain() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: []))
        await onMainActor {
            let screen = RecordingLoginScreen(submitting: [.ada, .ada, .ada, .ada])
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in screen }
            let first = factory.beginFlow(LoginAssembly())

            let user = await first.loginPresenter.start()

            XCTAssertNil(user)
            XCTAssertEqual(screen.states.last, .lockedOut)
            XCTAssertEqual(screen.submissions, [.ada], "a locked-out presenter stops asking")
            XCTAssertTrue(first.loginAttempts.isLockedOut)
            XCTAssertEqual(factory.beginFlow(LoginAssembly()).loginAttempts.remaining, 3)
        }
    }
}
