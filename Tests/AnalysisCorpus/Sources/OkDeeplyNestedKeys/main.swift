// Keys nested two levels deep, declared in extensions of feature namespaces, with accessors.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Features.Account.ProfileKey.self, .singleton)
        registry.register(Features.Settings.StoreKey.self, .weakSingleton)
    }
}

let factory = Factory(AppAssembly())
let store = factory.settingsStore
precondition(store.account === factory.accountProfile && store === factory.settingsStore)
