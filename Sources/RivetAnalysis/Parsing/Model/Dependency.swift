/// A key that building another certainly resolves: which, where, and how.
struct Dependency: Hashable {
    var key: Int
    var location: SourceLocation
    /// Whether the resolution is awaited (`try await values.resolve(K.self)`, an async accessor). Only an
    /// awaited resolution builds an async component; a sync one reads it, and stops if it is not built yet.
    var isAwaited: Bool
    /// For a dependency that an `@Injected` property of a type the builder constructs makes, where that property
    /// is declared: the line a cycle it closes is reported on.
    var property: SourceLocation?
}
