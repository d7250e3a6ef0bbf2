/// A property in an `extension InjectedValues`, or in an `extension AsyncInjectedValues`.
struct AccessorDeclaration {
    var name: String
    /// The key it resolves, when its body is exactly `self[K.self]` (an async accessor's,
    /// `try await resolve(K.self)`); nil when it does anything else.
    var keyName: String?
    var location: SourceLocation
}
