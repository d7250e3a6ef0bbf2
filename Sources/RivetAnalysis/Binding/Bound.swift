/// A factory or flow construction of the program: `file`'s `factories[index]`.
struct FactoryRef: Hashable, Comparable {
    var file: Int
    var index: Int

    static func < (lhs: FactoryRef, rhs: FactoryRef) -> Bool { (lhs.file, lhs.index) < (rhs.file, rhs.index) }
}

/// What a name or an expression may hold, as far as the binding can tell: the factories and flows built at
/// known constructions, and the types of the other values. `stop` says why it may hold something else too
/// (a value the binding could not follow), so that a finding made from it is never taken as all there is.
struct Bound {
    var factories: Set<FactoryRef> = []
    var types: Set<String> = []
    /// Why the value may be something the binding does not know; nil when it knows every value.
    var stop: String?

    static let nothing = Bound()

    static func stopped(_ reason: String) -> Bound { Bound(stop: reason) }

    static func factory(_ ref: FactoryRef) -> Bound { Bound(factories: [ref]) }

    static func instance(of type: String) -> Bound { Bound(types: [type]) }

    /// Every value either may hold; the first reason to stop.
    mutating func formUnion(_ other: Bound) {
        factories.formUnion(other.factories)
        types.formUnion(other.types)
        if stop == nil { stop = other.stop }
    }

    /// Whether the binding knows every factory it may hold, and there is one.
    var isFactoriesKnown: Bool { stop == nil && !factories.isEmpty }
}
