// The composition root is an assembly list, as ported from Swinject's `Assembler([...])`:
// `let assemblies: [any Assembly] = [...]; Factory(assemblies: assemblies)`. The analytics module's
// interface key is resolved by the feed, but no assembly in the list (nor anywhere) registers it.
// rivet-expect: main.swift:25:68: error: Rivet: no live value for `AnalyticsKey`: it has no make of its own and no assembly registers one (searched Factory(NetworkAssembly, FeedAssembly); chain FeedServiceKey -> AnalyticsKey); register it in the assembly of the module that implements it: registry.register(AnalyticsKey.self) { values in ... }.
// Before this check followed it: a note where the runtime always stops: `Factory(assemblies: assemblies)` with `let assemblies:
// [any Assembly] = [NetworkAssembly(), FeedAssembly()]` is "a factory built from assemblies the check cannot
// follow", so the interface key nothing registers builds green.
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

let assemblies: [any Assembly] = [NetworkAssembly(), FeedAssembly()]
let factory = Factory(assemblies: assemblies)
factory[FeedServiceKey.self].analytics.track("launch")
