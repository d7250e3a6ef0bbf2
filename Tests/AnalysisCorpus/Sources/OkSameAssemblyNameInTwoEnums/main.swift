// Two environments each declare their own `NetworkAssembly` (Production.NetworkAssembly,
// Staging.NetworkAssembly), each registering the base URL once; the app picks one.
// FINDING (false warning): rivet check warns that `BaseURLKey` is registered twice in `NetworkAssembly`:
// the duplicate rule groups registrations by the assembly's last name, so Production.NetworkAssembly and
// Staging.NetworkAssembly, one registration each, count as one assembly.
// rivet-expect-pending: none
// runtime-expect: exit 0
import Rivet

struct BaseURLKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "http://localhost" }
}

enum Production {
    struct NetworkAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(BaseURLKey.self, .singleton) { _ in "https://api.example.com" }
        }
    }
}

enum Staging {
    struct NetworkAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(BaseURLKey.self, .singleton) { _ in "https://staging.example.com" }
        }
    }
}

let factory = Factory(Staging.NetworkAssembly())
precondition(factory[BaseURLKey.self] == "https://staging.example.com")
precondition(Factory(Production.NetworkAssembly())[BaseURLKey.self] == "https://api.example.com")
