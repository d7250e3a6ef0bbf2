// The composition root is an assembly list built by a function returning an array literal
// (`func appAssemblies() -> [any Assembly]`), passed to `Factory(assemblies:)`. The analytics module's
// interface key is resolved by the feed, but no assembly in the list (nor anywhere) registers it.
// rivet-expect: main.swift:25:68: error: Rivet: no live value for `AnalyticsKey`: it has no make of its own and no assembly registers one (searched Factory(NetworkAssembly, FeedAssembly); chain FeedServiceKey -> AnalyticsKey); register it in the assembly of the module that implements it: registry.register(AnalyticsKey.self) { values in ... }.
// Before this check followed it: a note where the runtime always stops: `Factory(assemblies: CompositionRoot.appAssemblies())`, a
// static function returning an array literal of assemblies, is not followed, so the interface key nothing
// registers builds green.
// runtime-expect: crash Rivet: no live value for `AnalyticsKey`: it has no make of its own and no assembly registers one (searched Factory(NetworkAssembly, FeedAssembly)
import Rivet

protocol Analytics: Sendable { func track(_ event: String) }
struct AnalyticsKey: InterfaceKey { typealias Value = any Analytics }

final class HTTPClient: Sendable {}
final class FeedService: Sendable {
    let client: HTTPClient
    let analytics: any Analytics
    init(client: HTTPClient, analytics: any Analytics) { self.client = client; self.analytics = analytics }
}
struct HTTPClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient() }
}
struct FeedServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedService {
        FeedService(client: values[HTTPClientKey.self], analytics: values[AnalyticsKey.self])
    }
}

struct NetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(HTTPClientKey.self, .singleton)
    }
}
struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedServiceKey.self)
    }
}

enum CompositionRoot {
    static func appAssemblies() -> [any Assembly] {
        [NetworkAssembly(), FeedAssembly()]
    }
}

let factory = Factory(assemblies: CompositionRoot.appAssemblies())
factory[FeedServiceKey.self].analytics.track("launch")
