/// A room of the home and whether its lights are on.
public struct Room: Equatable, Sendable {
    public let name: String
    public let isLit: Bool

    public init(name: String, isLit: Bool) { (self.name, self.isLit) = (name, isLit) }
}
