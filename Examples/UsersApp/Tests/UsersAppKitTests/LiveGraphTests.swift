import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// The live components, no mocks: the fake backend's canned accounts, through the login flow's repository.
final class LiveGraphTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly(), DebugConfigurationAssembly()] }

    override func setUp() {
        factory.override(LoggerKey.self, with: RecordingLogger())
    }

    func test_authRepository_overTheFakeBackend_acceptsACannedAccountsPassword_only() async throws {
        let repository = factory.authRepository

        let user = try await repository.signIn(Credentials(username: "grace", password: "hopper"))

        XCTAssertEqual(user.name, "Grace Hopper")
        do {
            _ = try await repository.signIn(Credentials(username: "grace", password: "lovelace"))
            XCTFail("a wrong password signed in")
        } catch {
            XCTAssertEqual(error as? APIError, .unauthorized)
        }
    }
}
