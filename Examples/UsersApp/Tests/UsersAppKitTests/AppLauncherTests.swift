import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The launch: the warm-up that builds the users store and the remote configuration, the fallback when
/// the configuration cannot be loaded, and the errors that name what failed.
final class AppLauncherTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }
    private let logger = RecordingLogger()

    override func setUp() {
        factory.override(LoggerKey.self, with: logger)
    }

    func test_launch_buildsTheLiveStoreAndRemoteConfiguration_whichThenResolveSynchronously() async throws {
        let report = try await AppLauncher(factory: factory).launch()

        XCTAssertNil(report.configurationFailure)
        XCTAssertEqual(factory.remoteConfiguration, RemoteConfiguration(offlineUsers: true, origin: .backend))
        let store = try XCTUnwrap(factory.usersStore as? DeviceUsersStore)
        XCTAssertEqual(store.path, "users.store")
        let awaited = try await factory.resolve(UsersStoreKey.self)
        XCTAssertTrue(awaited === store, "a singleton: the await and the sync read get the one the warm-up built")
        XCTAssertEqual(Set(logger.messages), ["debug: GET https://api.dev.example.com/configuration", "info: opened users.store: no users saved yet"])
    }

    func test_launch_buildsTheStoreAndTheConfigurationAtOnce() async throws {
        let probe = OverlapProbe()
        factory.overrideAsync(UsersStoreKey.self) { _ in
            try await probe.build(taking: 50)
            return InMemoryUsersStore()
        }
        factory.overrideAsync(RemoteConfigurationKey.self) { _ in
            try await probe.build(taking: 50)
            return .offlineUsersOff
        }

        _ = try await AppLauncher(factory: factory).launch()

        let mostAtOnce = await probe.mostAtOnce
        XCTAssertEqual(mostAtOnce, 2, "the two builds overlapped")
        XCTAssertEqual(factory.remoteConfiguration, .offlineUsersOff)
    }

    func test_launch_whenTheRemoteConfigurationCannotBeLoaded_runsOnTheBuiltInOne_andLogsWhy() async throws {
        factory.override(APIClientKey.self, with: MockAPIClient(configuration: .failure(.unreachable)))

        let report = try await AppLauncher(factory: factory).launch()

        let failure = try XCTUnwrap(report.configurationFailure)
        XCTAssertEqual(failure.key, "RemoteConfigurationKey")
        XCTAssertEqual(failure.chain, ["RemoteConfigurationKey"])
        XCTAssertEqual(failure.underlying as? APIError, .unreachable)
        let message = "Rivet: building async `RemoteConfigurationKey` failed (RemoteConfigurationKey): the server cannot be "
            + "reached; nothing was kept, so the next warm-up or await builds it again."
        XCTAssertEqual(failure.description, message)
        XCTAssertEqual(factory.remoteConfiguration, .builtIn)
        XCTAssertNotNil(factory.usersStore as? DeviceUsersStore, "the store opens all the same")
        XCTAssertTrue(logger.messages.contains("warning: \(message) Running on the built-in configuration."))
    }

    func test_launch_whenTheStoreCannotBeOpened_throwsTheErrorNamingTheStore() async {
        factory.override(APIClientKey.self, with: MockAPIClient())
        factory.overrideAsync(UsersStoreKey.self) { _ in throw StoreDamaged() }

        do {
            _ = try await AppLauncher(factory: factory).launch()
            XCTFail("the launch went on without a users store")
        } catch let error as ComponentBuildError {
            XCTAssertEqual(error.key, "UsersStoreKey")
            XCTAssertEqual(error.chain, ["UsersStoreKey"])
            XCTAssertTrue(error.underlying is StoreDamaged)
        } catch {
            XCTFail("expected a ComponentBuildError, got \(error)")
        }
    }

    func test_resolve_aStoreThatAwaitsAFailingConfiguration_namesTheChain_andBuildsAgainOnceTheBackendAnswers() async throws {
        factory.override(APIClientKey.self, with: MockAPIClient(configuration: .failure(.unreachable)))
        factory.overrideAsync(UsersStoreKey.self) { values in
            let configuration = try await values.resolve(RemoteConfigurationKey.self)
            return InMemoryUsersStore(saved: configuration.offlineUsers ? [.ada] : [])
        }

        do {
            _ = try await factory.resolve(UsersStoreKey.self)
            XCTFail("the store was built without its configuration")
        } catch let error as ComponentBuildError {
            XCTAssertEqual(error.key, "RemoteConfigurationKey", "the component whose make threw")
            XCTAssertEqual(error.chain, ["UsersStoreKey", "RemoteConfigurationKey"], "what needed it, outermost first")
        }

        factory.override(APIClientKey.self, with: MockAPIClient(configuration: .success(.offlineUsersOn)))
        let store = try await factory.resolve(UsersStoreKey.self)

        let saved = await store.savedUsers()
        XCTAssertEqual(saved, [.ada], "nothing of the failed build was kept")
    }
}
