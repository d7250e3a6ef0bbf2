// The app coordinator's start, called at launch, shows the tab bar: it builds the tab titles in a `for` loop
// that skips a disabled feature with `continue`, then reads the flow-scoped session from the root factory it
// holds, where no flow runs. The read always runs: the `continue` leaves one turn of the loop, not the
// method.
// rivet-expect: main.swift:49:37: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
// Before this check followed it: a warning where the runtime always stops: the read in `showTabBar()`, reached through `start()`
// from launch, always runs, but the `continue` in the earlier `for` loop is counted as an early exit of the
// method ("The read is after an early exit, which may not run").
// runtime-expect: crash Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class FeatureFlags: Sendable {
    func isEnabled(_ feature: String) -> Bool { feature != "search" }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct FeatureFlagsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeatureFlags { FeatureFlags() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var featureFlags: FeatureFlags { self[FeatureFlagsKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeatureFlagsKey.self, .singleton)
        registry.register(SessionKey.self, .flow)
    }
}

final class AppCoordinator {
    private let factory: Factory
    private(set) var tabs: [String] = []
    init(factory: Factory) { self.factory = factory }

    func start() {
        showTabBar()
    }

    private func showTabBar() {
        let flags = factory.featureFlags
        tabs = []
        for feature in ["home", "search", "profile"] {
            if !flags.isEnabled(feature) { continue }
            tabs.append(feature.capitalized)
        }
        tabs.append("Signed in as \(factory.session.user)")
    }
}

extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

let app = AppCoordinator(factory: Factory(AppAssembly()))
app.start()
print(app.tabs)
