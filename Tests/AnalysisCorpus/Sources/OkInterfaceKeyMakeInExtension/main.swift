// An interface key whose default make is written in an extension in another file: no registration is
// needed.
// rivet-expect: main.swift:8:17: note: Rivet: cannot attribute `@Injected(\.spellChecker)` to a factory or flow (an `@Injected(\.spellChecker)` property of `Editor`, a type built where no factory is known (no key's make or closure that the analysis reads builds it)), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class Editor {
    @Injected(\.spellChecker) var spelling
}
extension InjectedValues {
    var spellChecker: any SpellChecker { self[SpellCheckerKey.self] }
}
struct EditorAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(EditorAssembly())
precondition(factory.withCurrent { Editor() }.spelling.check("rivet"))
