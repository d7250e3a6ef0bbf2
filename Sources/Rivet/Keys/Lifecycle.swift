// Compiled into the build-time analysis too (Sources/RivetAnalysis/Shared), so that its messages are the runtime's:
// it uses the standard library only.

/// How long a resolved component lives, and so how often its `make` runs.
public enum Lifecycle: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new value on every resolution. The default.
    case transient
    /// One value per ``Factory`` that registered the key, built exactly once even when many threads ask
    /// at the same moment. Its dependencies are resolved in the registering factory.
    case singleton
    /// One value per running flow (``Factory/beginFlow(_:)-(Assembly...)``), released with the flow. Resolving it where
    /// no flow runs, or from a singleton, is an error.
    case flow
    /// One value shared while anyone holds it; the next resolution after the last holder lets go builds a
    /// new one. The value must be a class instance.
    case weakSingleton
    /// One value within one top-level resolution: every component of one object graph shares it.
    case graph

    /// The lifecycle as messages name it: `singleton`, `flow-scoped`, ...
    public var description: String {
        switch self {
        case .transient: "transient"
        case .singleton: "singleton"
        case .flow: "flow-scoped"
        case .weakSingleton: "weak singleton"
        case .graph: "graph-scoped"
        }
    }
}
