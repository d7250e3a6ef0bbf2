#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

@MainActor final class MainOnlyPresenter {
    var title = "main"   // main-actor state, not Sendable
}

struct MainOnlyPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> MainOnlyPresenter { fatalError("registered on the main actor") }
}

@Suite struct MainActorKeptValueStressTests {
    /// registerOnMainActor's promise: resolving the key off the main thread stops, also once the value is kept.
    @Test @MainActor func singletonBuiltOnTheMainActor_resolvedOffIt_stopsWithMainActorRequired() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let factory = Factory(TestAssembly { registry in
                registry.registerOnMainActor(MainOnlyPresenterKey.self, .singleton) { _ in MainOnlyPresenter() }
            })
            _ = factory[MainOnlyPresenterKey.self]
            await Task.detached { _ = factory[MainOnlyPresenterKey.self] }.value
            exit(0)
        }
        #expect(result?.rivetMessage == RivetError.mainActorRequired(key: "MainOnlyPresenterKey", chain: ["MainOnlyPresenterKey"]).description)
    }
}
#endif
