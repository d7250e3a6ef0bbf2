import Foundation

/// The lighting scenes the user saved: which rooms were lit, by scene name.
///
/// The app needs exactly one store, and the factory sees to that (`HomeAssembly` registers it as a
/// singleton) instead of a `sharedInstance`: a test's factory has a store of its own, empty at the start.
public final class SceneStore: @unchecked Sendable {
    private let lock = NSLock()
    private var scenes: [String: [String]] = [:]

    public init() {}

    public var names: [String] { lock.withLock { scenes.keys.sorted() } }

    public func save(_ name: String, litRooms: [String]) {
        lock.withLock { scenes[name] = litRooms }
    }
}
