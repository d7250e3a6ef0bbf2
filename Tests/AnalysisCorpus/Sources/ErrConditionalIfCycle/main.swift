// Behind a feature flag, the new composer registers its draft store with a closure that needs the
// composer, whose make needs the draft store.
// rivet-expect: main.swift:28:84: error: Rivet: dependency cycle: `DraftStoreKey` needs itself (DraftStoreKey -> ComposerKey -> DraftStoreKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own. This happens only when `newComposer` is true.
// runtime-expect: crash Rivet: dependency cycle: `ComposerKey` needs itself (ComposerKey -> DraftStoreKey -> ComposerKey)
import Rivet

final class DraftStore: Sendable {
    let composer: Composer?
    init(composer: Composer?) { self.composer = composer }
}
final class Composer: Sendable {
    let drafts: DraftStore
    init(drafts: DraftStore) { self.drafts = drafts }
}
struct DraftStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> DraftStore { DraftStore(composer: nil) }
}
struct ComposerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Composer { Composer(drafts: values[DraftStoreKey.self]) }
}

struct ComposerAssembly: Assembly {
    let newComposer: Bool

    func assemble(into registry: inout Registry) {
        registry.register(ComposerKey.self)
        if newComposer {
            registry.register(DraftStoreKey.self) { values in DraftStore(composer: values[ComposerKey.self]) }
        }
    }
}

let factory = Factory(ComposerAssembly(newComposer: true))
print(factory[ComposerKey.self])
