/// How long an async component lives: the lifecycles a warm-up can build ahead of use.
///
/// There is no async transient: a transient is built at every resolution, and resolution is synchronous,
/// so every caller would have to `await` it, and so would every component built from it. Write an
/// `async` method on a service instead, or a sync transient that uses a warmed-up async singleton.
public enum AsyncLifecycle: Sendable, Hashable, CaseIterable {
    /// One value per ``Factory`` that registers the key, built once by a warm-up or the first await.
    case singleton
    /// One value per running flow, built when the flow warms up or first awaits it, released with the flow.
    case flow

    /// The lifecycle the value has once built.
    public var lifecycle: Lifecycle {
        switch self {
        case .singleton: .singleton
        case .flow: .flow
        }
    }
}
