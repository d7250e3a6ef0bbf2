import Rivet

struct AcceptAll: SpellChecker { func check(_ word: String) -> Bool { true } }

/// The module that owns the interface also gives it a default, in an extension in another file.
extension SpellCheckerKey {
    static func make(_ values: InjectedValues) -> any SpellChecker { AcceptAll() }
}
