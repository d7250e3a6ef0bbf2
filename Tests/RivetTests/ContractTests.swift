import Rivet
import RivetTestSupport
import Testing

// DESIGN.md's "public contract", as a user package writes it (this target imports Rivet like any client,
// without @testable), with the behaviour the design promises.

struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton) { _ in RecordingLogger() }
    }
}

struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self, .flow) { _ in Thing("login") }
    }
}

final class ContractPresenter {
    @Injected(\.usersRepository) var repository
}

@Suite struct ContractTests {
    @Test func designContract_resolvesTypedKeys_keyPaths_flows_andInjectedProperties() {
        let factory = Factory(AppAssembly(), DebugAssembly())   // later assemblies override earlier ones
        let repo = factory[UsersRepositoryKey.self]             // typed: no casts, no optionals
        let same = factory.usersRepository                      // key-path access (dynamic member lookup)
        #expect(repo.api === same.api)
        #expect(repo !== same, "the repository is transient")

        let login = factory.beginFlow(LoginAssembly())          // a child scope
        #expect(login.session === login.session)                // one session per flow
        #expect(login.session !== factory.beginFlow(LoginAssembly()).session)
        #expect(login.thing.label == "login")

        let presenter = login.withCurrent { ContractPresenter() }
        #expect(presenter.repository.api === factory.apiClient)
    }
}
