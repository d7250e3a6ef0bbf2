/// A store that cannot be opened, thrown by a test's async make.
struct StoreDamaged: Error, CustomStringConvertible {
    var description: String { "users.store is damaged" }
}
