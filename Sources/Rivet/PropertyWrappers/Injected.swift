/// A dependency resolved when its host is initialised, from the current factory.
///
/// The current factory (``Factory/current``) is the one building the host, when a factory's `make`
/// creates it; else the one bound to the running task (a flow's or a test's ``Factory/withCurrent(_:)``);
/// else the root installed with ``Factory/installRoot(_:)``.
///
/// ```swift
/// final class UsersPresenter {
///     @Injected(\.usersRepository) var repository
/// }
/// ```
@propertyWrapper
@frozen
public struct Injected<Value> {
    /// The resolved dependency.
    public let wrappedValue: Value

    /// Resolves the dependency through an ``InjectedValues`` accessor.
    ///
    /// - Parameter keyPath: The accessor, as in `\.usersRepository`.
    @inlinable
    public init(_ keyPath: KeyPath<InjectedValues, Value>) {
        wrappedValue = Factory._current(for: "@Injected of type \(Value.self)")[dynamicMember: keyPath]
    }
}

extension Injected: Sendable where Value: Sendable {}
