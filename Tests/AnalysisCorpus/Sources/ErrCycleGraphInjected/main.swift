// A graph-scoped form model builds its validator, whose @Injected property asks for the form model
// again: sharing within one resolution does not help, the model is not built yet.
// rivet-expect: main.swift:9:17: error: Rivet: dependency cycle: `FormModelKey` needs itself (FormModelKey -> FormModelKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: dependency cycle: `FormModelKey` needs itself (FormModelKey -> FormModelKey)
import Rivet

final class FormValidator {
    @Injected(\.formModel) var model
    init() {}
}
final class FormModel: @unchecked Sendable {
    let validator: FormValidator
    init(validator: FormValidator) { self.validator = validator }
}
struct FormModelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FormModel { FormModel(validator: FormValidator()) }
}
extension InjectedValues {
    var formModel: FormModel { self[FormModelKey.self] }
}

struct SignUpAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FormModelKey.self, .graph)
    }
}

let factory = Factory(SignUpAssembly())
let signUp = factory.beginFlow()
print(signUp.formModel)
