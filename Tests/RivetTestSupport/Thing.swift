public import Rivet

/// A class whose instances tests compare by identity and by label.
public final class Thing: Sendable {
    public let label: String
    public init(_ label: String = "") { self.label = label }
}

/// A key that no shared assembly registers: transient through its own make unless a test registers it.
public struct ThingKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> Thing { Thing("live") }
}

extension InjectedValues {
    public var thing: Thing { self[ThingKey.self] }
}

/// A second key of the same value type, for tests that need two.
public struct OtherThingKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> Thing { Thing("other") }
}
