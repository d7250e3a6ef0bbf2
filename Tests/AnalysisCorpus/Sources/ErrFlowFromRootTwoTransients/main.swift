// A transient screen builder -> transient view model -> flow-scoped draft, resolved from the root.
// rivet-expect: main.swift:40:7: error: Rivet: flow-scoped `DraftKey` resolved with no flow running (ComposeScreenKey -> ComposeViewModelKey -> DraftKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[DraftKey.self].
// runtime-expect: crash Rivet: flow-scoped `DraftKey` resolved with no flow running (ComposeScreenKey -> ComposeViewModelKey -> DraftKey)
import Rivet

final class Draft: Sendable {}
final class ComposeViewModel: Sendable {
    let draft: Draft
    init(draft: Draft) { self.draft = draft }
}
final class ComposeScreen: Sendable {
    let model: ComposeViewModel
    init(model: ComposeViewModel) { self.model = model }
}

struct DraftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Draft { Draft() }
}
struct ComposeViewModelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ComposeViewModel { ComposeViewModel(draft: values.draft) }
}
struct ComposeScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ComposeScreen { ComposeScreen(model: values.composeViewModel) }
}
extension InjectedValues {
    var draft: Draft { self[DraftKey.self] }
    var composeViewModel: ComposeViewModel { self[ComposeViewModelKey.self] }
    var composeScreen: ComposeScreen { self[ComposeScreenKey.self] }
}

struct MailAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DraftKey.self, .flow)
        registry.register(ComposeViewModelKey.self)
        registry.register(ComposeScreenKey.self, .transient)
    }
}

let mail = Factory(MailAssembly())
print(mail.composeScreen)
