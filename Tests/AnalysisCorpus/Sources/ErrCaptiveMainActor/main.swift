// A main-actor tab bar model kept for the whole app (registerOnMainActor, .singleton) that reads the
// signed-in user's badge counter, which is per flow.
// rivet-expect: main.swift:28:103: error: Rivet: singleton `TabBarModelKey` depends on flow-scoped `BadgeCounterKey` (TabBarModelKey -> BadgeCounterKey); make TabBarModelKey flow-scoped or resolve BadgeCounterKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `TabBarModelKey` depends on flow-scoped `BadgeCounterKey` (TabBarModelKey -> BadgeCounterKey)
import Rivet

final class BadgeCounter: Sendable { let count = 3 }

@MainActor final class TabBarModel {
    let badges: BadgeCounter
    init(badges: BadgeCounter) { self.badges = badges }
}

struct BadgeCounterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> BadgeCounter { BadgeCounter() }
}
struct TabBarModelKey: InterfaceKey { typealias Value = TabBarModel }

extension InjectedValues {
    var badgeCounter: BadgeCounter { self[BadgeCounterKey.self] }
    @MainActor var tabBarModel: TabBarModel { self[TabBarModelKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(BadgeCounterKey.self, .flow)
        registry.registerOnMainActor(TabBarModelKey.self, .singleton) { values in TabBarModel(badges: values.badgeCounter) }
    }
}

let factory = Factory(AppAssembly())
let signedIn = factory.beginFlow()
print(signedIn.tabBarModel.badges.count)
