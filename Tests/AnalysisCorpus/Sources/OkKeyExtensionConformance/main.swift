// Keys that become keys in an extension (`extension LegacyStoreKey: InjectionKey`), including one nested
// in a type, as when a legacy module's types are adopted.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class LegacyStore: Sendable { let version = 1 }
final class Migration: Sendable {
    let store: LegacyStore
    init(store: LegacyStore) { self.store = store }
}

struct LegacyStoreKey {}
extension LegacyStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LegacyStore { LegacyStore() }
}

enum Upgrade {
    struct MigrationKey {}
}
extension Upgrade.MigrationKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Migration { Migration(store: values[LegacyStoreKey.self]) }
}

struct UpgradeAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LegacyStoreKey.self, .singleton)
        registry.register(Upgrade.MigrationKey.self)
    }
}

let factory = Factory(UpgradeAssembly())
precondition(factory[Upgrade.MigrationKey.self].store === factory[LegacyStoreKey.self])
