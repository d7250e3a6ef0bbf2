// The feed module registers its repository with a closure that needs the HTTP transport, an interface
// key the networking module should have registered.
// rivet-expect: main.swift:18:101: error: Rivet: no live value for `TransportKey`: it has no make of its own and no assembly registers one (searched Factory(FeedAssembly); chain FeedRepositoryKey -> TransportKey); register it in the assembly of the module that implements it: registry.register(TransportKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `TransportKey`
import Rivet

protocol Transport: Sendable { func fetch() -> [UInt8] }
struct TransportKey: InterfaceKey { typealias Value = any Transport }

final class FeedRepository: Sendable {
    let transport: any Transport
    init(transport: any Transport) { self.transport = transport }
}
struct FeedRepositoryKey: InterfaceKey { typealias Value = FeedRepository }

struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedRepositoryKey.self, .singleton) { values in FeedRepository(transport: values[TransportKey.self]) }
    }
}

let factory = Factory(FeedAssembly())
print(factory[FeedRepositoryKey.self])
