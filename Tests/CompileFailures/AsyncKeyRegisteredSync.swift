// expected-error: 'register' is deprecated: an AsyncInjectionKey is built by its async make: register it with registerAsync(_:_:)
// Registering an async key as if it were sync would leave nothing to build it.
import Rivet

final class Database: Sendable {}

struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { Database() }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DatabaseKey.self, .singleton)
    }
}
