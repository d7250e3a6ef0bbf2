/// A place that resolves a key: `values[K.self]` or `values.accessor`.
struct Resolution {
    enum Target: Hashable {
        /// `values[K.self]`: the key's type name, last component.
        case key(String)
        /// `values.name`: an `InjectedValues` accessor.
        case accessor(String)
        /// `Presenter(…)`: a type built here, whose `@Injected` properties resolve as it is initialised,
        /// from the factory that is building.
        case construction(String)
    }

    var target: Target
    var location: SourceLocation
}
