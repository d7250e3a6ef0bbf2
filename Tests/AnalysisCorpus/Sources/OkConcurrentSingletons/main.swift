// Many tasks resolve a chain of singletons at once (a database over a connection pool over a
// configuration): each is built once, nobody deadlocks.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Configuration: Sendable {}
final class ConnectionPool: Sendable {
    let configuration: Configuration
    init(configuration: Configuration) { self.configuration = configuration }
}
final class Database: Sendable {
    let pool: ConnectionPool
    init(pool: ConnectionPool) { self.pool = pool }
}
struct ConfigurationKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Configuration { Configuration() }
}
struct ConnectionPoolKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ConnectionPool { ConnectionPool(configuration: values[ConfigurationKey.self]) }
}
struct DatabaseKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Database { Database(pool: values[ConnectionPoolKey.self]) }
}
struct StorageAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ConfigurationKey.self, .singleton)
        registry.register(ConnectionPoolKey.self, .singleton)
        registry.register(DatabaseKey.self, .singleton)
    }
}

let factory = Factory(StorageAssembly())
let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
    for index in 0..<64 {
        group.addTask {
            index.isMultiple(of: 2)
                ? ObjectIdentifier(factory[DatabaseKey.self].pool)
                : ObjectIdentifier(factory[ConnectionPoolKey.self])
        }
    }
    var seen = Set<ObjectIdentifier>()
    for await identity in group { seen.insert(identity) }
    return seen
}
precondition(identities.count == 1)
