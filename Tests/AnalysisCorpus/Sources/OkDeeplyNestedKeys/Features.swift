import Rivet

enum Features {
    enum Settings {}
    enum Account {}
}

extension Features.Settings {
    final class Store: Sendable {
        let account: Features.Account.Profile
        init(account: Features.Account.Profile) { self.account = account }
    }
    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store { Store(account: values.accountProfile) }
    }
}

extension Features.Account {
    final class Profile: Sendable { let name = "Ada" }
    struct ProfileKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Profile { Profile() }
    }
}

extension InjectedValues {
    var accountProfile: Features.Account.Profile { self[Features.Account.ProfileKey.self] }
    var settingsStore: Features.Settings.Store { self[Features.Settings.StoreKey.self] }
}
