/// An account the sign-up flow created.
public struct Account: Equatable, Sendable {
    public let name: String
    public let plan: String

    public init(name: String, plan: String) {
        (self.name, self.plan) = (name, plan)
    }
}

/// Creates accounts on the backend. One for the whole app: it lives in the shared container.
public protocol AccountService: AnyObject, Sendable {
    func createAccount(name: String, plan: String) -> Account
}

/// Accounts made locally, standing in for the backend in this example.
public final class LocalAccountService: AccountService {
    public init() {}

    public func createAccount(name: String, plan: String) -> Account { Account(name: name, plan: plan) }
}

/// The plans on offer: app-wide data that a flow's modules read.
public final class PlanCatalog: Sendable {
    public let plans: [String]

    public init(plans: [String]) { self.plans = plans }
}
