/// A key whose value is built by an `async` (and possibly throwing) `make`: a database to open, a keychain
/// to read, remote configuration to fetch, an actor to start.
///
/// Register it with ``Registry/registerAsync(_:_:)`` as a singleton or a flow component. A warm-up
/// (``Factory/warmUp()``) builds it, or the first ``Factory/resolve(_:isolation:)`` that awaits it; from then
/// on it resolves synchronously, like any singleton, at the same cost.
///
/// ```swift
/// struct DatabaseKey: AsyncInjectionKey {
///     static func make(_ values: AsyncInjectedValues) async throws -> any Database {
///         try await SQLiteDatabase.open(path: values.configuration.databasePath)
///     }
/// }
/// ```
///
/// Its value is `Sendable`, and its conformance is not isolated: it is built in whichever task needs it first
/// and handed to every other.
public protocol AsyncInjectionKey: InjectionKey, SendableMetatype where Value: Sendable {
    /// The type of the component.
    associatedtype Value

    /// Builds the live value.
    ///
    /// - Parameter values: Where to resolve the components the value depends on, and to await the async ones.
    /// - Returns: A new value; built once per factory (or per flow) that registers the key.
    static func make(_ values: AsyncInjectedValues) async throws -> Value
}

extension AsyncInjectionKey {
    /// Reports that the key was resolved where nothing registers it as async: only a registration with
    /// ``Registry/registerAsync(_:_:)`` is built by a warm-up or an await.
    public static func make(_ values: InjectedValues) -> Value {
        // Resolving the key pushed its frame: the chain ends with it already, unless `make` was called directly.
        let key = _name(of: Self.self)
        let chain = _currentChain()
        _fail(.asyncComponentNotRegistered(key: key, chain: chain.last == key ? chain : chain + [key]))
    }
}
