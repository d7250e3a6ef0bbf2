/// A place that resolves a key: `values[K.self]`, `values[K.self, argument]`, `values.accessor` or
/// `try await values.resolve(K.self)`.
struct Resolution {
    enum Target: Hashable {
        /// `values[K.self]`, `values[K.self, argument]` or `values.resolve(K.self)`: the key's type name as
        /// written (`Shop.CartKey`), which ``KeyNames`` looks up where it is written.
        case key(String)
        /// `values.name`: an `InjectedValues` accessor.
        case accessor(String)
        /// `values.name` on `AsyncInjectedValues`: its own accessor of that name (which awaits) if there is
        /// one, else an `InjectedValues` accessor reached by dynamic member lookup (which does not).
        case asyncAccessor(String)
        /// `Presenter(…)`: a type built here, whose `@Injected` properties resolve as it is initialised,
        /// from the factory that is building.
        case construction(String)
        /// `.init(…)` given as the argument `label` of `Callee(…)`: a construction of that parameter's type,
        /// which ``Program/implicitConstructions`` names once the program's initializers are known.
        case implicitConstruction(callee: String, label: String?)
    }

    var target: Target
    var location: SourceLocation
    /// `values.resolve(K.self)` or `factory.resolve(K.self)`: awaited, so that it builds an async component
    /// rather than reads it. (An async accessor is awaited too: ``Program/isAwaited(_:)`` tells.)
    var isAwaited = false
    /// `values[K.self, argument]`: a parameterized key's resolution.
    var hasArgument = false
    /// For a construction, the member read at once from what it built (`value` in `Helper().value`): an
    /// `@LazyInjected` property of that name resolves there, from the factory that is building.
    var memberRead: String?
}
