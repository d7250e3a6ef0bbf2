// Two root factories, the app's and the share extension's. The app's is correct (the uploader is
// flow-scoped); the extension's assembly makes the uploader a singleton that reads the flow's draft.
// rivet-expect: main.swift:17:78: error: Rivet: singleton `UploaderKey` depends on flow-scoped `DraftKey` (UploaderKey -> DraftKey); make UploaderKey flow-scoped or resolve DraftKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `UploaderKey` depends on flow-scoped `DraftKey` (UploaderKey -> DraftKey)
import Rivet

final class Draft: Sendable {}
final class Uploader: Sendable {
    let draft: Draft
    init(draft: Draft) { self.draft = draft }
}
struct DraftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Draft { Draft() }
}
struct UploaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Uploader { Uploader(draft: values[DraftKey.self]) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DraftKey.self, .flow)
        registry.register(UploaderKey.self, .flow)
    }
}
struct ShareExtensionAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DraftKey.self, .flow)
        registry.register(UploaderKey.self, .singleton)
    }
}

let app = Factory(AppAssembly())
let compose = app.beginFlow()
precondition(compose[UploaderKey.self].draft === compose[DraftKey.self])

let shareExtension = Factory(ShareExtensionAssembly())
let share = shareExtension.beginFlow()
print(share[UploaderKey.self])
