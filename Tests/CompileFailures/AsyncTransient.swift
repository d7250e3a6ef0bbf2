// expected-error: type 'AsyncLifecycle' has no member 'transient'
// An async component is a singleton or a flow component: a transient would make every resolution await.
import Rivet

final class Database: Sendable {}

struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { Database() }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self, .transient)
    }
}
