/// A module's view, as the navigation shows it: this console app's stand-in for a view controller.
public protocol Screen: AnyObject {
    /// What the screen shows, line by line.
    var lines: [String] { get }
    /// Called when the screen comes into view; the screen asks its presenter for content.
    func didAppear()
}

/// Shows screens one over the other: the stand-in for a navigation controller.
public protocol Navigator: AnyObject {
    func push(_ screen: any Screen)
}

/// Prints each screen as it appears.
public final class ConsoleNavigator: Navigator {
    public init() {}

    public func push(_ screen: any Screen) {
        screen.didAppear()
        print(screen.lines.joined(separator: "\n"))
    }
}
