public import Rivet

extension Factory {
    /// Makes `key` resolve to `value` in this factory (and in the flows begun from it): the value form of
    /// `override(_:_:make:)`, for a mock the test keeps a hold of.
    ///
    /// Every resolution of the key gets this very value, whatever its lifecycle: the factory's singleton,
    /// every flow's flow-scoped value and every transient are `value`. The lifecycle is kept for what it
    /// checks: a flow-scoped key still needs a running flow, and a singleton may still not depend on it.
    ///
    /// ```swift
    /// let repository = MockUsersRepository()
    /// factory.override(UsersRepositoryKey.self, with: repository)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - value: The value the key resolves to from now on.
    public func override<K: InjectionKey>(_ key: K.Type, with value: K.Value) where K.Value: Sendable {
        override(K.self) { _ in value }
    }
}
