// Settings screen: the settings store's key resolves the store itself, through its accessor, to find
// "parent" settings.
// rivet-expect: main.swift:15:25: error: Rivet: dependency cycle: `SettingsStoreKey` needs itself (SettingsStoreKey -> SettingsStoreKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// rivet-expect: main.swift:32:7: note: Rivet: cannot attribute `factory.settingsStore` to a factory or flow (after an earlier use of `factory` that may change what it resolves (an override, or passing it on)), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
