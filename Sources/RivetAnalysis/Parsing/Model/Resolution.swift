/// A place that resolves a key: `values[K.self]` or `values.accessor`.
struct Resolution {
    enum Target: Hashable {
        /// `values[K.self]`: the key's type name, last component.
        case key(String)
        /// `values.name`: an `InjectedValues` accessor.
        case accessor(String)
    }

    var target: Target
    var location: SourceLocation
}
