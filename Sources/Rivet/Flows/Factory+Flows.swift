extension Factory {
    /// Begins a flow: a child scope whose `.flow` components live exactly as long as it does.
    ///
    /// The flow sees this factory's registrations and shares its singletons; its own assemblies apply
    /// inside the flow only. A flow begun from a flow nests: `.flow` keys resolve in the innermost one.
    /// Release the returned factory to end the flow and release its components.
    ///
    /// ```swift
    /// let login = factory.beginFlow(LoginAssembly())
    /// let coordinator = login[LoginCoordinatorKey.self]
    /// ```
    ///
    /// - Parameter assemblies: The flow's own registrations; later ones override earlier ones.
    /// - Returns: The flow's scope.
    public func beginFlow(_ assemblies: any Assembly...) -> Factory {
        Factory(parent: self, assemblies: .list(assemblies))
    }

    /// Begins a flow with one assembly (the same as the variadic form, without its array).
    ///
    /// - Parameter assembly: The flow's own registrations.
    /// - Returns: The flow's scope.
    public func beginFlow(_ assembly: any Assembly) -> Factory {
        Factory(parent: self, assemblies: .one(assembly))
    }

    /// Whether this factory is a flow begun with ``beginFlow(_:)-(Assembly...)``.
    public var isFlow: Bool { _isFlow }
}
