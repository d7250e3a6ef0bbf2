/// The identity and the type of a component, with its live default.
///
/// A key is a type: resolving it is checked by the compiler, needs no cast and never returns an optional.
/// Its `make` builds the live value from the other components it needs; an ``Assembly`` may register
/// the key with a lifecycle and, if it wants, another way to build it.
///
/// ```swift
/// struct UsersRepositoryKey: InjectionKey {
///     static func make(_ values: InjectedValues) -> any UsersRepository {
///         RemoteUsersRepository(api: values.apiClient, log: values.logger)
///     }
/// }
///
/// extension InjectedValues {
///     var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
/// }
/// ```
///
/// A key for a main-actor component conforms on the main actor, so that resolving it from
/// nonisolated code is a compile error rather than a data race:
///
/// ```swift
/// @MainActor struct UsersPresenterKey: @MainActor InjectionKey {
///     static func make(_ values: InjectedValues) -> UsersPresenter { UsersPresenter(repository: values.usersRepository) }
/// }
/// ```
public protocol InjectionKey {
    /// The type of the component: often a protocol existential such as `any UsersRepository`.
    associatedtype Value

    /// Builds the live value.
    ///
    /// - Parameter values: Where to resolve the components the value depends on.
    /// - Returns: A new value; its lifecycle (how often `make` runs) is the registration's business.
    static func make(_ values: InjectedValues) -> Value
}
