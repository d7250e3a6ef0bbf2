/// An async component's `make` threw: thrown by ``Factory/warmUp()`` and ``Factory/resolve(_:isolation:)``.
///
/// Nothing of the failed build is kept: the component is not published, so the next warm-up or await
/// builds it again. Components that waited for it fail with the same error, their keys added to the chain.
public struct ComponentBuildError: Error, CustomStringConvertible {
    /// The component whose `make` threw.
    public let key: String
    /// The components being built that needed it, outermost first, ending with `key`.
    public let chain: [String]
    /// What the `make` threw.
    public let underlying: any Error
    /// The key of the component whose `make` threw.
    let failedKey: ObjectIdentifier

    /// Whether it is `key`'s `make` that threw: how a launch tells which component failed.
    ///
    /// ```swift
    /// catch let failure as ComponentBuildError where failure.failed(building: RemoteConfigurationKey.self) {
    ///     factory.override(RemoteConfigurationKey.self) { _ in .builtIn }
    /// }
    /// ```
    ///
    /// - Parameter key: The key's type.
    /// - Returns: `true` when the failed component is `key`'s.
    public func failed<K: InjectionKey>(building key: K.Type) -> Bool {
        failedKey == ObjectIdentifier(K.self)
    }

    /// The message: `Rivet:`, the component, the chain and what its `make` threw.
    public var description: String {
        "Rivet: building async `\(key)` failed (\(RivetError.arrow(chain))): \(underlying); nothing was kept, "
            + "so the next warm-up or await builds it again."
    }

    /// The error a build of `key` reports when its `make` threw `error`: a failure of a component it awaited
    /// keeps that component as the cause, with `key` added in front of the chain.
    init(building key: ObjectIdentifier, threw error: any Error) {
        let name = _name(of: key)
        if let inner = error as? ComponentBuildError {
            self.key = inner.key
            failedKey = inner.failedKey
            chain = inner.chain.first == name ? inner.chain : [name] + inner.chain
            underlying = inner.underlying
        } else {
            self.key = name
            failedKey = key
            chain = [name]
            underlying = error
        }
    }
}
