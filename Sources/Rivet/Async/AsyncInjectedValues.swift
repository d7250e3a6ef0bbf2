/// What an async `make` receives: the components a value is built from, some of them awaited.
///
/// Await an async component with ``resolve(_:isolation:)``; resolve the others as in a sync `make`, by key or
/// through an ``InjectedValues`` accessor. An accessor of your own can await, too:
///
/// ```swift
/// extension AsyncInjectedValues {
///     var database: any Database { get async throws { try await resolve(DatabaseKey.self) } }
/// }
///
/// registry.registerAsync(UsersStoreKey.self, .singleton) { values in
///     try await UsersStore(database: values.database, log: values.logger)
/// }
/// ```
@dynamicMemberLookup
public struct AsyncInjectedValues: Sendable {
    /// The scope that builds the value: a factory or one of its flows.
    @usableFromInline let factory: Factory

    init(_ factory: Factory) {
        self.factory = factory
    }

    /// Awaits a component: an async one is built once, whoever else awaits it at the same time; any other
    /// resolves as it would synchronously.
    ///
    /// - Parameters:
    ///   - key: The key's type, as in `values.resolve(DatabaseKey.self)`.
    ///   - isolation: Where the caller runs; the caller's isolation by default.
    /// - Returns: The value.
    /// - Throws: ``ComponentBuildError`` when building it (or one of its async dependencies) failed, or
    ///   `CancellationError` when the task was cancelled while it waited.
    public func resolve<K: InjectionKey>(
        _ key: K.Type,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> K.Value {
        try await factory.resolve(K.self)
    }

    /// Resolves a key synchronously: a sync component, or an async one already built.
    ///
    /// - Parameter key: The key's type.
    /// - Returns: The value, built or reused as the key's lifecycle says.
    @inlinable public subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        factory._resolve(K.self)
    }

    /// Resolves synchronously through an ``InjectedValues`` accessor, so that `values.logger` works.
    ///
    /// - Parameter keyPath: The accessor, as in `\.logger`.
    /// - Returns: The value the accessor resolves.
    @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<InjectedValues, Value>) -> Value {
        InjectedValues(factory)[keyPath: keyPath]
    }
}
