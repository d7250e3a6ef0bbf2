/// A screen, as navigation handles it: this console app's stand-in for a view controller.
public protocol BaseScreenType: AnyObject {
    /// What the screen shows, line by line.
    var lines: [String] { get }
}

/// Runs navigation for coordinators: the stand-in for a navigation controller.
public final class ScreenStack {
    public private(set) var screens: [any BaseScreenType] = []

    public init() {}

    public var top: (any BaseScreenType)? { screens.last }

    public func show(_ screen: any BaseScreenType) { screens.append(screen) }

    public func close(_ screen: any BaseScreenType) { screens.removeAll { $0 === screen } }
}
