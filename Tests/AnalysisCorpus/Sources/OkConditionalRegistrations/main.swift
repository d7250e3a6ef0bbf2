// Registrations in `if`/`else`, `switch` and `#if` branches, each branch correct.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Store: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}
struct StoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Store { Store("disk") }
}
struct EndpointKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "https://api.example.com" }
}
struct LogLevelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 0 }
}

enum Environment { case production, staging, local }

struct AppAssembly: Assembly {
    let environment: Environment
    let inMemory: Bool

    func assemble(into registry: inout Registry) {
        if inMemory {
            registry.register(StoreKey.self, .singleton) { _ in Store("memory") }
        } else {
            registry.register(StoreKey.self, .singleton)
        }
        switch environment {
        case .production: registry.register(EndpointKey.self, .singleton)
        case .staging: registry.register(EndpointKey.self, .singleton) { _ in "https://staging.example.com" }
        case .local: registry.register(EndpointKey.self) { _ in "http://localhost:8080" }
        }
        #if DEBUG
        registry.register(LogLevelKey.self) { _ in 2 }
        #else
        registry.register(LogLevelKey.self)
        #endif
    }
}

let factory = Factory(AppAssembly(environment: .staging, inMemory: true))
precondition(factory[StoreKey.self].name == "memory")
precondition(factory[EndpointKey.self] == "https://staging.example.com")
let flow = factory.beginFlow()
precondition(flow[StoreKey.self] === factory[StoreKey.self])
