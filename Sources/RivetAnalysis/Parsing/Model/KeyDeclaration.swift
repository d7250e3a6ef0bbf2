/// A type that conforms to `InjectionKey`, `InterfaceKey`, `AsyncInjectionKey`, `ParameterizedKey`,
/// `ListKey` or `DictionaryKey`.
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
    /// What kind of key it is: resolved alone, with an argument, or a collection of contributions.
    var kind: KeyKind = .plain
    /// Whether it is a `ParameterizedKey` that also conforms to one of the keys resolved without an
    /// argument: registering it with an argument, or resolving with one what was registered without, is
    /// the runtime's `keyKindMismatch`.
    var isBothKinds = false
}
