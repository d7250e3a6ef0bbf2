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

    /// The message: `Rivet:`, the component, the chain and what its `make` threw.
    public var description: String {
        "Rivet: building async `\(key)` failed (\(RivetError.arrow(chain))): \(underlying); nothing was kept, "
            + "so the next warm-up or await builds it again."
    }

    /// The error a build of `key` reports when its `make` threw `error`: a failure of a component it awaited
    /// keeps that component as the cause, with `key` added in front of the chain.
    init(building key: String, threw error: any Error) {
        if let inner = error as? ComponentBuildError {
            self.key = inner.key
            chain = inner.chain.first == key ? inner.chain : [key] + inner.chain
            underlying = inner.underlying
        } else {
            self.key = key
            chain = [key]
            underlying = error
        }
    }
}
