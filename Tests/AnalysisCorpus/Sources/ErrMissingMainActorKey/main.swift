// A main-actor settings view model (resolved on the main actor, from main.swift) whose key's make reads the notification permissions, an interface key
// that the permissions module was supposed to register.
// rivet-expect: main.swift:16:40: error: Rivet: no live value for `NotificationPermissionsKey`: it has no make of its own and no assembly registers one (searched Factory(SettingsAssembly); chain SettingsViewModelKey -> NotificationPermissionsKey); register it in the assembly of the module that implements it: registry.register(NotificationPermissionsKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `NotificationPermissionsKey`
import Rivet

protocol NotificationPermissions: Sendable { var granted: Bool { get } }
struct NotificationPermissionsKey: InterfaceKey { typealias Value = any NotificationPermissions }

@MainActor final class SettingsViewModel {
    let permissions: any NotificationPermissions
    init(permissions: any NotificationPermissions) { self.permissions = permissions }
}
@MainActor struct SettingsViewModelKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> SettingsViewModel {
        SettingsViewModel(permissions: values[NotificationPermissionsKey.self])
    }
}

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(SettingsAssembly())
print(factory[SettingsViewModelKey.self].permissions.granted)
