import Rivet

public struct AccountServiceKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any AccountService { LocalAccountService() }
}

public struct PlanCatalogKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> PlanCatalog { PlanCatalog(plans: ["Free", "Pro"]) }
}

extension InjectedValues {
    public var accountService: any AccountService { self[AccountServiceKey.self] }
    public var planCatalog: PlanCatalog { self[PlanCatalogKey.self] }
}

/// The shared container: what every flow of the app uses. The root factory is built from it.
public struct AppAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(AccountServiceKey.self, .singleton)
        registry.register(PlanCatalogKey.self, .singleton)
    }
}
