
// A registration's lifecycle is the runtime's `Lifecycle`: its cases, and its `description`, the words messages use
// (`singleton`, `flow-scoped`, ...). What the analysis asks of it besides:

extension Lifecycle {
    /// The lifecycle a case written in source names (`singleton` in `.singleton`), nil for any other word.
    init?(written word: String) {
        guard let lifecycle = Self.allCases.first(where: { $0.word.rawValue == word }) else { return nil }
        self = lifecycle
    }

    /// The case's name, as written in source.
    var word: RivetWord {
        switch self {
        case .transient: .transient
        case .singleton: .singleton
        case .flow: .flow
        case .weakSingleton: .weakSingleton
        case .graph: .graph
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
