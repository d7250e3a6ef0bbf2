import Foundation

/// Records the screens the app opens, as an analytics client would, and logs each one. The users flow
/// tells it about each new detail presenter once, from an `onCreate` hook (``UsersAssembly``).
public final class ScreenTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var tracked: [String] = []
    private let log: any Logger

    public init(log: any Logger) {
        self.log = log
    }

    /// The screens tracked so far, oldest first.
    public var screens: [String] { lock.withLock { tracked } }

    public func track(_ screen: String) {
        lock.withLock { tracked.append(screen) }
        log.log(.info, "analytics: \(screen) opened (a new presenter)")
    }
}
