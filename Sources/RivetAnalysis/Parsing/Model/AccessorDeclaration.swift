/// A property in an `extension InjectedValues`, or in an `extension AsyncInjectedValues`.
struct AccessorDeclaration {
    var name: String
    /// The key it resolves, last component, when its body is exactly `self[K.self]` (an async accessor's,
    /// `try await resolve(K.self)`) or starts with it (`self[K.self].user`); nil when it does anything else.
    var keyName: String?
    /// That key as written (`Shop.CartKey`): what ``KeyNames`` looks up.
    var writtenKeyName: String?
    var location: SourceLocation
    /// Where its body's resolution is (`self` of `self[K.self]`), when it was read: a resolution site
    /// judged through the key.
    var siteOffset: Int32?
    /// Whether its body derives a value from the key's (`self[K.self].user`): then it resolves the key, but
    /// is not the key's accessor, and the build plugin still generates one for the key.
    var isDerived = false
}
