import Rivet

final class APIService: Sendable { func fetch(_ path: String) -> [String] { [path] } }
/// One signed-in account: its own flow, so that switching accounts gives new state.
final class AccountSession: Sendable {
    let handle: String
    init(handle: String) { self.handle = handle }
}

struct APIServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIService { APIService() }
}
struct AccountSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AccountSession { AccountSession(handle: "@ada") }
}
extension InjectedValues {
    var apiService: APIService { self[APIServiceKey.self] }
    var accountSession: AccountSession { self[AccountSessionKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(APIServiceKey.self, .singleton)
        registry.register(AccountSessionKey.self, .flow)
    }
}
