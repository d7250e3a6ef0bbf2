
/// How graphs and explanations name lifecycles: as the runtime's `Lifecycle` and `ArgumentLifecycle`
/// describe themselves, `async` before `registerAsync`'s.
extension Program {
    /// A registration's lifecycle: `singleton`, `async flow-scoped`, `singleton per argument (at most 64)`
    /// for a parameterized key's cache, `transient (with an argument)`; nil when it is not a literal case.
    func lifecycleDescription(of registration: Registration) -> String? {
        guard let lifecycle = registration.lifecycle else { return nil }
        guard let key = registration.key, keys[key].kind == .parameterized else {
            return lifecycle.description(isAsync: registration.isAsync)
        }
        return Self.argumentLifecycle(lifecycle, limit: registration.argumentLimit)
    }

    /// `singleton per argument (at most 64)`, `flow-scoped per argument (at most 8)`, `transient (with an argument)`.
    static func argumentLifecycle(_ lifecycle: Lifecycle, limit: String?) -> String {
        guard lifecycle != .transient else { return "transient (with an argument)" }
        return "\(lifecycle.description) per argument (at most \(limit ?? String(ArgumentLifecycle.defaultLimit)))"
    }

    /// How a collection key is built where contributions are in force: `list of contributions`.
    static func collectionDescription(_ kind: KeyKind) -> String {
        if case .dictionary = kind { return "dictionary of contributions" }
        return "list of contributions"
    }
}
