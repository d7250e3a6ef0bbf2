// The profile, an async singleton, awaits the signed-in session, which is flow-scoped: a singleton is
// built in the root factory, where no flow runs.
// rivet-expect: main.swift:17:37: error: Rivet: singleton `ProfileKey` depends on flow-scoped `SessionKey` (ProfileKey -> SessionKey); make ProfileKey flow-scoped or resolve SessionKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `ProfileKey` depends on flow-scoped `SessionKey` (ProfileKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class Profile: Sendable {
    static func load(for session: Session) async throws -> Profile { Profile() }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct ProfileKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Profile {
        try await Profile.load(for: values.resolve(SessionKey.self))
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.registerAsync(ProfileKey.self)
    }
}

let factory = Factory(AppAssembly())
try await factory.warmUp()
print(factory[ProfileKey.self])
