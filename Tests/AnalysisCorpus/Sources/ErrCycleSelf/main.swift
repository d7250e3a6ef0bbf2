// Settings screen: the settings store's key resolves the store itself, through its accessor, to find
// "parent" settings.
// rivet-expect: main.swift:14:25: error: Rivet: dependency cycle: `SettingsStoreKey` needs itself (SettingsStoreKey -> SettingsStoreKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `SettingsStoreKey` needs itself (SettingsStoreKey -> SettingsStoreKey)
import Rivet

final class SettingsStore: Sendable {
    let parent: SettingsStore?
    init(parent: SettingsStore?) { self.parent = parent }
}

struct SettingsStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SettingsStore {
        let inherited = values.settingsStore
        return SettingsStore(parent: inherited)
    }
}

extension InjectedValues {
    var settingsStore: SettingsStore { self[SettingsStoreKey.self] }
}

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SettingsStoreKey.self, .singleton)
    }
}

let factory = Factory(SettingsAssembly())
Factory.installRoot(factory)
print(factory.settingsStore)
