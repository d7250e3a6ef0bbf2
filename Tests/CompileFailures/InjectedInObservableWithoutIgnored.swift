// expected-error: invalid redeclaration of synthesized property '_repository'
// @Injected inside an @Observable class without @ObservationIgnored must not compile: the macro turns the property
// into a computed one with a backing `_repository` of its own, which collides with the property wrapper's
// (Documentation/SwiftUI.md explains it; the build plugin's rule `injected-in-observable` reports it first).
import Observation
import Rivet

struct GreeterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "Hello" }
}

extension InjectedValues {
    var greeter: String { self[GreeterKey.self] }
}

@Observable
final class GreetingModel {
    var name = ""
    @Injected(\.greeter) var repository
}
