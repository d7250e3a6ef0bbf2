// The singleton badge store builds its syncer with `.init()` (type inferred from the parameter); the
// syncer's @Injected property reads the flow-scoped account.
// FINDING (missed error): rivet check is silent. A construction written `.init()`, its type inferred
// from the parameter, is not seen as building BadgeSyncer, whose @Injected property resolves the account.
// rivet-expect-pending: main.swift:12:17: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.account)`: an `@Injected(\.account)` property of `BadgeSyncer`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect-pending: main.swift:21:83: error: Rivet: singleton `BadgeStoreKey` depends on flow-scoped `AccountKey` (BadgeStoreKey -> AccountKey); make BadgeStoreKey flow-scoped or resolve AccountKey lazily inside the flow.
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
