import Foundation

/// Records what the user does. The app needs exactly one: every module must report to the same log.
public protocol Analytics: AnyObject, Sendable {
    var events: [String] { get }
    func track(_ event: String)
}

/// The app's analytics. It has no `sharedInstance`: its one instance is the factory's singleton
/// (`ShopAssembly` registers it `.singleton`), and modules get it through `SharedDependencies`.
/// Each test builds its own factory, and so gets a new `EventLog`.
public final class EventLog: Analytics, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public var events: [String] { lock.withLock { recorded } }

    public func track(_ event: String) {
        lock.withLock { recorded.append(event) }
    }
}
