import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The users repository over the users store and the remote configuration, both async components that the
/// tests replace with values built synchronously, so that no test warms the factory up.
final class UsersRepositoryTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }
    private let logger = RecordingLogger()

    override func setUp() {
        factory.override(LoggerKey.self, with: logger)
    }

    func test_users_savesWhatTheBackendSendsInTheStore() async throws {
        let store = InMemoryUsersStore()
        factory.override(UsersStoreKey.self, with: store)
        factory.override(RemoteConfigurationKey.self, with: .offlineUsersOn)
        factory.override(APIClientKey.self, with: MockAPIClient(users: .success([.ada, .grace])))

        let users = try await factory.usersRepository.users()

        XCTAssertEqual(users, [.ada, .grace])
        let saves = await store.saves
        XCTAssertEqual(saves, [[.ada, .grace]])
    }

    func test_users_whenTheBackendFails_andTheRemoteConfigurationTurnsOfflineUsersOn_showsTheSavedUsers() async throws {
        factory.override(UsersStoreKey.self) { _ in InMemoryUsersStore(saved: [.grace]) }
        factory.override(RemoteConfigurationKey.self) { _ in .offlineUsersOn }
        factory.override(APIClientKey.self, with: MockAPIClient(users: .failure(.unreachable)))

        let users = try await factory.usersRepository.users()

        XCTAssertEqual(users, [.grace])
        XCTAssertEqual(logger.messages, ["warning: the server cannot be reached: showing the users saved on the device (1)"])
    }

    func test_users_whenTheBackendFails_andOfflineUsersIsOff_throwsTheBackendsError() async {
        factory.override(UsersStoreKey.self) { _ in InMemoryUsersStore(saved: [.grace]) }
        factory.override(RemoteConfigurationKey.self) { _ in .offlineUsersOff }
        factory.override(APIClientKey.self, with: MockAPIClient(users: .failure(.unreachable)))

        do {
            let users = try await factory.usersRepository.users()
            XCTFail("expected the backend's error, got \(users)")
        } catch {
            XCTAssertEqual(error as? APIError, .unreachable)
        }
    }

    func test_users_whenTheBackendFails_andNothingIsSaved_throwsTheBackendsError() async {
        factory.override(UsersStoreKey.self) { _ in InMemoryUsersStore() }
        factory.override(RemoteConfigurationKey.self) { _ in .offlineUsersOn }
        factory.override(APIClientKey.self, with: MockAPIClient(users: .failure(.unreachable)))

        do {
            let users = try await factory.usersRepository.users()
            XCTFail("expected the backend's error, got \(users)")
        } catch {
            XCTAssertEqual(error as? APIError, .unreachable)
        }
    }
}
