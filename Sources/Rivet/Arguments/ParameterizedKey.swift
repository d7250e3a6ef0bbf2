/// A component built from an argument given where it is resolved: a detail screen's presenter for one
/// item id, a player for one track.
///
/// Resolve it with the argument, type-checked and with no cast: `factory[UserDetailKey.self, id]`, or
/// `values[UserDetailKey.self, id]` inside a `make`. Several arguments are one tuple,
/// `typealias Argument = (id: User.ID, tab: Tab)`, or, for a cached lifecycle (whose arguments are
/// `Hashable`, which a tuple cannot be), one struct. Register it with an ``ArgumentLifecycle``: a new value
/// each time (the default), or one per distinct argument in a factory or a flow, in a bounded cache.
///
/// ```swift
/// struct UserDetailKey: ParameterizedKey {
///     static func make(_ values: InjectedValues, _ id: User.ID) -> UserDetailPresenter {
///         UserDetailPresenter(id: id, repository: values.usersRepository)
///     }
/// }
///
/// let presenter = factory[UserDetailKey.self, 42]
/// ```
///
/// A parameterized key that resolves itself, whatever the argument, is a dependency cycle: the build
/// plugin cannot compare argument values, so the runtime does not either.
public protocol ParameterizedKey {
    /// What the caller gives: an id, a value, or a tuple of several.
    associatedtype Argument
    /// The type of the component.
    associatedtype Value

    /// Builds the live value for one argument.
    ///
    /// - Parameters:
    ///   - values: Where to resolve the components the value depends on.
    ///   - argument: The argument the caller gave.
    /// - Returns: A new value; its lifecycle (how often `make` runs) is the registration's business.
    static func make(_ values: InjectedValues, _ argument: Argument) -> Value
}
