/// A property in an `extension InjectedValues`.
struct AccessorDeclaration {
    var name: String
    /// The key it resolves, when its body is exactly `self[K.self]`; nil when it does anything else.
    var keyName: String?
    var location: SourceLocation
}
