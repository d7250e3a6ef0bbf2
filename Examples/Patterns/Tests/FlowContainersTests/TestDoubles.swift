import FlowContainers

/// An account service that records what it was asked to create.
final class SpyAccountService: AccountService, @unchecked Sendable {
    private(set) var created: [Account] = []   // touched by one test's thread only

    func createAccount(name: String, plan: String) -> Account {
        created.append(Account(name: name, plan: plan))
        return created[created.count - 1]
    }
}
