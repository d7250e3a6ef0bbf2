/// A property in an `extension InjectedValues`, or in an `extension AsyncInjectedValues`.
struct AccessorDeclaration {
    var name: String
    /// The key it resolves, when its body is exactly `self[K.self]` (an async accessor's,
    /// `try await resolve(K.self)`); nil when it does anything else.
    var keyName: String?
    var location: SourceLocation
    /// Where its body's resolution is (`self` of `self[K.self]`), when it was read: a resolution site
    /// judged through the key.
    var siteOffset: Int32?
}
