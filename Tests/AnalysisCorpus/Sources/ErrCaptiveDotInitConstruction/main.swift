// The singleton badge store builds its syncer with `.init()` (type inferred from the parameter); the
// syncer's @Injected property reads the flow-scoped account.
// Decided (issue 27): a `.init(…)` argument builds the type of the callee's initializer parameter of its
// label, when the initializers agree on one.
// rivet-expect: main.swift:23:84: error: Rivet: singleton `BadgeStoreKey` depends on flow-scoped `AccountKey` (BadgeStoreKey -> AccountKey); make BadgeStoreKey flow-scoped or resolve AccountKey lazily inside the flow.
// rivet-expect: main.swift:37:47: note: Rivet: cannot attribute `factory.beginFlow()[BadgeStoreKey.self].syncer.account` to a factory or flow (the receiver `factory.beginFlow()[BadgeStoreKey.self].syncer` may hold a value resolved from a factory (`factory.beginFlow()[BadgeStoreKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: singleton `BadgeStoreKey` depends on flow-scoped `AccountKey` (BadgeStoreKey -> AccountKey)
import Rivet

final class Account: Sendable { let id = 7 }
final class BadgeSyncer {
    @Injected(\.account) var account
    init() {}
}
final class BadgeStore: @unchecked Sendable {
    let syncer: BadgeSyncer
    init(syncer: BadgeSyncer) { self.syncer = syncer }
}
struct AccountKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Account { Account() }
}
struct BadgeStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> BadgeStore { BadgeStore(syncer: .init()) }
}
extension InjectedValues {
    var account: Account { self[AccountKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AccountKey.self, .flow)
        registry.register(BadgeStoreKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
print(factory.beginFlow()[BadgeStoreKey.self].syncer.account.id)
