// Interface keys implemented by the networking module's assembly, whose registration closures build
// each other: the API client needs the signer, the signer needs the API client.
// rivet-expect: main.swift:9:89: error: Rivet: dependency cycle: `APIClientKey` needs itself (APIClientKey -> RequestSignerKey -> APIClientKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `APIClientKey` needs itself (APIClientKey -> RequestSignerKey -> APIClientKey)
import Rivet

struct NetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(APIClientKey.self, .singleton) { values in HTTPClient(signer: values.requestSigner) }
        registry.register(RequestSignerKey.self, .singleton) { values in TokenSigner(client: values.apiClient) }
    }
}

let factory = Factory(NetworkAssembly())
print(factory.apiClient.get("/users"))
