// Keys declared as caseless enums and with value types (a struct configuration, a closure).
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

struct Configuration: Sendable { let retries: Int }

enum ConfigurationKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Configuration { Configuration(retries: 3) }
}
enum RetryPolicyKey: InjectionKey {
    static func make(_ values: InjectedValues) -> @Sendable (Int) -> Bool {
        let limit = values[ConfigurationKey.self].retries
        return { attempt in attempt < limit }
    }
}

struct NetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ConfigurationKey.self, .singleton)
        registry.register(RetryPolicyKey.self)
    }
}

let factory = Factory(NetworkAssembly())
let shouldRetry = factory[RetryPolicyKey.self]
precondition(shouldRetry(2) && !shouldRetry(3))
