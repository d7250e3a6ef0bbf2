/// The users screen, as the presenter drives it.
public protocol UsersScreen: AnyObject {
    func show(title: String, rows: [String])
}

/// The screen drawn on the console.
public final class ConsoleUsersScreen: UsersScreen {
    public init() {}
    public func show(title: String, rows: [String]) {
        print("  [\(title)]")
        for row in rows { print("   - \(row)") }
    }
}
