/// A type that conforms to `InjectionKey`, `InterfaceKey` or `AsyncInjectionKey`.
struct KeyDeclaration {
    var name: String
    /// How code elsewhere in the module names the type (`Outer.NameKey`); nil for a local or generic type.
    var qualifiedName: String?
    var location: SourceLocation
    /// Whether it conforms to `InterfaceKey`, which has no live default unless it writes a `make`.
    var isInterface: Bool
    /// Whether it conforms to `AsyncInjectionKey`, whose make is async: only a `registerAsync`
    /// registration builds it, in a warm-up or an await.
    var isAsync = false
    /// Whether its conformance or the type is isolated to the main actor.
    var isMainActor: Bool
    /// Whether it is `private` or `fileprivate`, or inside `#if`, so that generated code cannot name it.
    var isHidden: Bool
}
