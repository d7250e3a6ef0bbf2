/// A `register(K.self, lifecycle) { … }` or `override(K.self, lifecycle) { … }` call.
struct Registration {
    /// The key's type name, last component.
    var keyName: String
    /// The key's type name as written (`Login.TokenKey`).
    var writtenName: String
    var location: SourceLocation
    /// The lifecycle; nil when it is not a literal case. An override without one keeps the key's.
    var lifecycle: Lifecycle?
    /// Whether the call names its lifecycle (a registration without one is transient).
    var isLifecycleWritten: Bool
    var builder: Builder
    /// The `Assembly` type whose `assemble(into:)` makes it; nil elsewhere (a closure, a test).
    var assembly: String?
    /// Whether it runs only on some paths: inside a nested block, closure or `#if`.
    var isConditional: Bool
    /// Whether it is an `override` on a factory rather than a registration.
    var isOverride: Bool
}
