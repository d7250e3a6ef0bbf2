import Rivet

protocol SpellChecker: Sendable { func check(_ word: String) -> Bool }
struct SpellCheckerKey: InterfaceKey { typealias Value = any SpellChecker }
