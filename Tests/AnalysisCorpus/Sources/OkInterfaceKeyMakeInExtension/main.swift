// An interface key whose default make is written in an extension in another file: no registration is
// needed.
// rivet-expect: none
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
