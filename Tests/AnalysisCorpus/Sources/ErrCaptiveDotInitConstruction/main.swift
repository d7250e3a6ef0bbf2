// The singleton badge store builds its syncer with `.init()` (type inferred from the parameter); the
// syncer's @Injected property reads the flow-scoped account.
// Decided (issue 27): a `.init(…)` argument builds the type of the callee's initializer parameter of its
// label, when the initializers agree on one.
// rivet-expect: main.swift:23:84: error: Rivet: singleton `BadgeStoreKey` depends on flow-scoped `AccountKey` (BadgeStoreKey -> AccountKey); make BadgeStoreKey flow-scoped or resolve AccountKey lazily inside the flow.
// rivet-expect: main.swift:37:25: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `factory.beginFlow()[BadgeStoreKey.self]`: the receiver `factory.beginFlow()` is a flow begun in place, whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
