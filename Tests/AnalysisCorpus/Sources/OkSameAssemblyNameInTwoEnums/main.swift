// Two environments each declare their own `NetworkAssembly` (Production.NetworkAssembly,
// Staging.NetworkAssembly), each registering the base URL once; the app picks one.
// Found by the corpus, and fixed; it was: rivet check warns that `BaseURLKey` is registered twice in `NetworkAssembly`:
// the duplicate rule groups registrations by the assembly's last name, so Production.NetworkAssembly and
// Staging.NetworkAssembly, one registration each, count as one assembly.
// rivet-expect: main.swift:31:15: note: Rivet: cannot follow `NetworkAssembly`, which is declared more than once in the sources checked, so this factory was not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).
// rivet-expect: main.swift:33:50: note: Rivet: cannot attribute `Factory(Production.NetworkAssembly())[BaseURLKey.self]` to a factory or flow (`Factory(Production.NetworkAssembly())` may be a factory whose assemblies the analysis could not read whole), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
