public import Rivet

// The keys of issue 14 that both runtime test targets resolve: a parameterized key, a list and a dictionary
// that several assemblies contribute to. Each is built by its own make unless a test registers it.

/// A component built for one item id: a detail screen's presenter, say. Transient through its own make.
public struct ItemKey: ParameterizedKey {
    public static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("item \(id)") }
}

/// A list that assemblies contribute handlers to. Empty where nothing contributes.
public struct HandlersKey: ListKey {
    public typealias Element = Thing
}

/// A dictionary of routes that assemblies contribute screens to. Empty where nothing contributes.
public struct RoutesKey: DictionaryKey {
    public typealias EntryKey = String
    public typealias Element = Thing
}

extension InjectedValues {
    public var handlers: [Thing] { self[HandlersKey.self] }
    public var routes: [String: Thing] { self[RoutesKey.self] }
}

extension Array where Element == Thing {
    /// The elements' labels, in order: what tests compare lists by.
    public var labels: [String] { map(\.label) }
}
