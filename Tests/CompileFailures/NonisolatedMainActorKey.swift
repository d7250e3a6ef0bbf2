// expected-error: main actor-isolated conformance of 'PresenterKey' to 'InjectionKey' cannot be used in nonisolated context
// A main-actor component resolved from nonisolated code must not compile.
import Rivet

@MainActor final class Presenter {}

@MainActor struct PresenterKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> Presenter { Presenter() }
}

nonisolated func resolveOffTheMainActor(_ factory: Factory) {
    _ = factory[PresenterKey.self]
}
