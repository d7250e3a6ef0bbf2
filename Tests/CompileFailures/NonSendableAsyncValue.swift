// expected-error: type 'Database' does not conform to the 'Sendable' protocol
// An async component is built in one task and handed to others: its value must be Sendable.
import Rivet

final class Database {}

struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { Database() }
}
