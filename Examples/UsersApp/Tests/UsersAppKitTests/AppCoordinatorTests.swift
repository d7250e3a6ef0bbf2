import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The root coordinator running the login and users flows with a mock backend and recording screens.
final class AppCoordinatorTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }

    override func setUp() {
        factory.override(LoggerKey.self, with: RecordingLogger())
        // The async components, replaced by closures that build them synchronously: no warm-up needed.
        factory.override(UsersStoreKey.self) { _ in InMemoryUsersStore() }
        factory.override(RemoteConfigurationKey.self) { _ in .offlineUsersOn }
    }

    func test_start_signsInThenShowsTheUsersUnderTheUserTheLoginFlowSignedIn() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: [.failure(.unauthorized), .success(.ada)]))
        await onMainActor {
            let login = RecordingLoginScreen(submitting: [.ada, .ada])
            let users = RecordingUsersScreen(doing: [])
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in login }
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in users }
            let coordinator = AppCoordinator(factory: factory)
            var events: [String] = []
            coordinator.onFlowEvent = { events.append($0.summary) }

            await coordinator.start()

            XCTAssertEqual(events, ["began login", "ended login", "began users", "ended users"])
            XCTAssertEqual(login.states.last, .signedIn(name: "Ada Lovelace"))
            XCTAssertEqual(users.states, [.list(signedInAs: "Ada Lovelace", names: ["Ada Lovelace", "Grace Hopper"])])
        }
    }

    func test_start_whenNoOneSignsIn_neverBeginsTheUsersFlow() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: []))
        await onMainActor {
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in RecordingLoginScreen(submitting: [.ada]) }
            let coordinator = AppCoordinator(factory: factory)
            var events: [String] = []
            coordinator.onFlowEvent = { events.append($0.summary) }

            await coordinator.start()

            XCTAssertEqual(events, ["began login", "ended login"])
        }
    }

    func test_flows_releaseTheirComponentsWhenTheyEnd_shareTheSingletons_andEachGetsItsOwnFlowComponents() async {
        let factory = factory
        factory.override(APIClientKey.self, with: MockAPIClient(signIn: [.success(.ada), .success(.grace)]))
        await onMainActor {
            factory.overrideOnMainActor(LoginScreenKey.self) { _ in RecordingLoginScreen(submitting: [.ada, .grace]) }
            let users = RecordingUsersScreen(doing: [.signOut])
            factory.overrideOnMainActor(UsersScreenKey.self) { _ in users }
            let coordinator = AppCoordinator(factory: factory)
            let probe = FlowProbe()
            coordinator.onFlowEvent = probe.record

            await coordinator.start()

            XCTAssertEqual(probe.endedFlowsStillAlive, [], "a finished flow's scope and flow components are released")
            XCTAssertEqual(probe.endedFlows, 4, "login, users (signs out), login, users (quits)")
            XCTAssertEqual(probe.loginAttempts.count, 2)
            XCTAssertEqual(probe.usersRepositories.count, 2)
            XCTAssertFalse(probe.usersRepositories[0] === probe.usersRepositories[1], "each users flow has its own repository")
            XCTAssertTrue(probe.sessionStores.allSatisfy { $0 === factory.sessionStore }, "every flow shares the app's session store")
            XCTAssertEqual(users.states.map(\.signedInAs), ["Ada Lovelace", "Grace Hopper"])
        }
    }
}

/// Watches the flows of a coordinator: holds each flow's scope and `LoginAttempts` weakly, to tell
/// whether they outlive their flow, and keeps the users repositories and session stores to compare them.
@MainActor private final class FlowProbe {
    private struct Watched {
        weak var scope: Factory?
        weak var attempts: LoginAttempts?
        var isAlive: Bool { scope != nil || attempts != nil }
    }

    private var running: Watched?
    private(set) var endedFlows = 0
    private(set) var endedFlowsStillAlive: [String] = []
    private(set) var loginAttempts: [ObjectIdentifier] = []
    private(set) var usersRepositories: [any UsersRepository] = []
    private(set) var sessionStores: [SessionStore] = []

    func record(_ event: FlowEvent) {
        switch event {
        case .began(let flow, let scope):
            var watched = Watched(scope: scope)
            sessionStores.append(scope.sessionStore)
            switch flow {
            case .login:
                watched.attempts = scope.loginAttempts
                loginAttempts.append(ObjectIdentifier(scope.loginAttempts))
            case .users:
                usersRepositories.append(scope.usersRepository)
            }
            running = watched
        case .ended(let flow):
            endedFlows += 1
            if running?.isAlive == true { endedFlowsStillAlive.append("\(flow)") }
            running = nil
        }
    }
}

extension FlowEvent {
    var summary: String {
        switch self {
        case .began(let flow, _): "began \(flow)"
        case .ended(let flow): "ended \(flow)"
        }
    }
}

extension UsersState {
    var signedInAs: String? {
        if case .list(let name, _) = self { name } else { nil }
    }
}
