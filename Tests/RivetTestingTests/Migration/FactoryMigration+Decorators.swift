import Rivet
import RivetTestSupport

// FromFactory.md: what becomes of a Factory decorator.

/// Watches the networking stacks the app builds.
final class NetworkMonitor: Sendable {
    private let count = Counter()
    func watch(_ networking: any Networking) { count.increment() }
    var watched: Int { count.value }
}

struct NetworkMonitorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NetworkMonitor { NetworkMonitor() }
}

/// Was `.decorator { Container.shared.networkMonitor().watch($0) }` on `networking`, which Factory runs at
/// every resolution: `onCreate` runs once per new value, here once per factory.
struct MonitoringAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NetworkMonitorKey.self, .singleton)
        registry.onCreate(NetworkingKey.self) { values, networking in
            values[NetworkMonitorKey.self].watch(networking)
        }
    }
}

/// Records who loaded accounts: a wrapper, which a Factory decorator cannot return.
struct AuditedAccountsLoader: AccountsLoading {
    let wrapped: any AccountsLoading
    func accounts() async throws -> [Account] { try await wrapped.accounts() }
}

struct AccountsAuditAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.decorate(AccountsLoaderKey.self) { _, loader in AuditedAccountsLoader(wrapped: loader) }
    }
}
