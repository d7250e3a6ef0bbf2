/// A module's screen: this console app's stand-in for a view controller.
public protocol Module: AnyObject {
    /// What the screen shows, line by line.
    var lines: [String] { get }
}

/// Where coordinators put modules: the stand-in for a window and its container view controller.
public final class Window {
    public private(set) var module: (any Module)?

    public init() {}

    public func show(_ module: any Module) { self.module = module }
}
