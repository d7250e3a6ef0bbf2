import Rivet

struct MockUsersAPI: UsersAPI {
    let stubbed: [String]
    func names() -> [String] { stubbed }
}

/// What a test (or a UI-test launch argument) adds after the live assemblies.
struct MockUsersAssembly: Assembly {
    let names: [String]
    func assemble(into registry: inout Registry) {
        registry.register(UsersAPIKey.self, .singleton) { [names] _ in MockUsersAPI(stubbed: names) }
    }
}
