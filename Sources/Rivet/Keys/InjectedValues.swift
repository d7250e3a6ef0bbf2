/// The components a value is built from: what a key's `make` and a registration's closure receive.
///
/// Resolve a dependency by key, or through an accessor that you add in an extension so that key paths
/// (`\.usersRepository`) work with ``Factory``'s dynamic member lookup and with ``Injected``:
///
/// ```swift
/// extension InjectedValues {
///     var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
/// }
/// ```
///
/// Values resolve in the scope that is building: a transient's dependencies come from the flow that asked
/// for it, a singleton's from the factory that registered it.
@frozen
public struct InjectedValues: Sendable {
    /// The scope that resolves: a factory or one of its flows.
    @usableFromInline let factory: Factory

    @inlinable init(_ factory: Factory) {
        self.factory = factory
    }

    /// Resolves a key in this scope.
    ///
    /// - Parameter key: The key's type, as in `values[LoggerKey.self]`.
    /// - Returns: The value, built or reused as the key's lifecycle says.
    @inlinable public subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        factory._resolve(K.self)
    }
}
