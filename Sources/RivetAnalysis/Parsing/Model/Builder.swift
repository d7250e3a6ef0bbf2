/// How a value is built: a key's `make` or a registration's closure, with the resolutions it certainly
/// makes (at its top level, outside closures, nested blocks and `#if`).
enum Builder {
    /// The key's own `make`.
    case keyMake
    /// Code that Rivet's analysis read.
    case code([Resolution])
    /// Code it could not read (`make: someFunction`): it may resolve anything.
    case opaque
}
