/// `registry.contribute(K.self) { values in … }`, `contribute(K.self, E.self)`, `contribute(K.self, at: "x") { … }`
/// or `contribute(K.self, at: "x", E.self)`: one element or entry of a collection key. The element's
/// resolutions (its closure's, or `values[E.self]`) are the registration's builder.
struct Contribution {
    /// The element key (`E`), for a contribution by key.
    var elementKey: String?
    /// The entry key, for a `DictionaryKey`'s contribution; nil for a `ListKey`'s.
    var entry: EntryKey?
    /// Whether the call passes its own `file:` or `line:`, so that the place the runtime names is not the call's.
    var isSourceWritten = false
    /// Where the method's name is: the line the runtime names the contribution by (`#line`).
    var call: SourceLocation
}

/// The `at:` argument of a dictionary contribution, as far as the analysis can read it.
enum EntryKey: Hashable {
    /// A string literal with no escape or interpolation (its text with the quotes, `"console"`).
    case string(String)
    /// A decimal integer literal, with its sign and without separators or leading zeros (`-12`).
    case integer(String)
    /// Anything else (`.home`, `Route.home`, `name`): the code as written, condensed.
    case unread(String)

    /// Whether two contributions with this key and an equal one certainly collide.
    var isLiteral: Bool {
        if case .unread = self { return false }
        return true
    }

    /// The code as written.
    var written: String {
        switch self {
        case .string(let text), .integer(let text), .unread(let text): text
        }
    }
}
