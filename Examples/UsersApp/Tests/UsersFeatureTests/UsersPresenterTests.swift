import Rivet
import Testing
import UsersFeature

final class RecordingScreen: UsersScreen {
    var shown: [(title: String, rows: [String])] = []
    func show(title: String, rows: [String]) { shown.append((title, rows)) }
}

struct StubUsersRepository: UsersRepository {
    func users() async throws -> [User] { [User(name: "Test User")] }
}

@Suite struct UsersPresenterTests {
    @Test func presenter_showsTheUsersOfItsInjectedRepository() async {
        let factory = Factory(AppAssembly())
        factory.override(UsersRepositoryKey.self) { _ in StubUsersRepository() }
        let flow = factory.beginFlow(UsersFlowAssembly(number: 7))
        let screen = RecordingScreen()
        let presenter = flow.withCurrent { UsersPresenter(screen: screen) }
        await presenter.load()
        #expect(screen.shown.count == 1)
        #expect(screen.shown.first?.title == "Users (1)")
        #expect(screen.shown.first?.rows == ["Test User"])
        #expect(presenter.session.number == 7)
    }

    @Test func liveGraph_resolvesRemoteUsersThroughTheFakeAPI() async throws {
        let factory = Factory(AppAssembly())
        #expect(try await factory.usersRepository.users().map(\.name) == ["Ada Lovelace", "Grace Hopper", "Margaret Hamilton"])
    }
}
