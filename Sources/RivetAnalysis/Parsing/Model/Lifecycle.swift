/// A registration's lifecycle, as Rivet's `Lifecycle` names its cases.
enum Lifecycle: String, CaseIterable {
    case transient, singleton, flow, weakSingleton, graph

    /// How messages name it, as the runtime does.
    var description: String {
        switch self {
        case .transient: "transient"
        case .singleton: "singleton"
        case .flow: "flow-scoped"
        case .weakSingleton: "weak singleton"
        case .graph: "graph-scoped"
        }
    }

    /// How messages name it for a registration: `async singleton` for `registerAsync`'s, which a warm-up
    /// or an await builds, else as ``description``.
    func description(isAsync: Bool) -> String {
        isAsync ? "async " + description : description
    }

    /// Whether the value is kept by the root factory, which builds it there whoever resolves it first.
    var isBuiltInRoot: Bool { self == .singleton || self == .weakSingleton }

    /// Whether the value is built afresh within a resolution, so that a path may pass through it.
    var isPerResolution: Bool { self == .transient || self == .graph }
}
