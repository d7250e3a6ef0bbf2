// The analytics key's own make is the production tracker, which needs the tracking configuration that
// the release app's module registers. This debug app always registers a console tracker in its place,
// so that make never runs here.
// Found by the corpus, and fixed; it was: rivet check reports `TrackingConfigurationKey` as having no live value because
// AnalyticsKey's own make resolves it, but every registration of AnalyticsKey in the program (the only
// factory's) replaces that make, so it never runs; the program exits 0.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Analytics: Sendable { func track(_ event: String) -> String }
struct TrackingConfiguration: Sendable { let endpoint: String }

struct RemoteAnalytics: Analytics {
    let configuration: TrackingConfiguration
    func track(_ event: String) -> String { "\(configuration.endpoint) <- \(event)" }
}
struct ConsoleAnalytics: Analytics { func track(_ event: String) -> String { "console: \(event)" } }

struct TrackingConfigurationKey: InterfaceKey { typealias Value = TrackingConfiguration }
struct AnalyticsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Analytics {
        RemoteAnalytics(configuration: values[TrackingConfigurationKey.self])
    }
}

struct DebugAppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AnalyticsKey.self, .singleton) { _ in ConsoleAnalytics() }
    }
}

let factory = Factory(DebugAppAssembly())
precondition(factory[AnalyticsKey.self].track("launch") == "console: launch")
