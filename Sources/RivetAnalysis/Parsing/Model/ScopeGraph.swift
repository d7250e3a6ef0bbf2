/// What the rules ask of one scope, a root factory or a flow, whose registrations the analysis read: what
/// building each key there certainly resolves, and the lifecycle and kind (sync or async) in force there.
/// The searches over async components (`RootFactory+Async.swift`) run on either.
protocol ScopeGraph {
    /// The keys that building `key` in this scope certainly resolves, with where and how.
    func dependencies(of key: Int) -> [Dependency]
    /// The key's lifecycle in this scope; nil when the analysis cannot be sure of it.
    func lifecycle(of key: Int) -> Lifecycle?
    /// Whether the key is an async component in this scope; nil when the analysis cannot be sure.
    func isAsync(_ key: Int) -> Bool?
}

extension RootFactory: ScopeGraph {}
