/// `Other().assemble(into: &registry)` or `helper(&registry)` in a body that registers: the other body's
/// registrations happen there, in order.
struct Composition {
    enum Target: Hashable {
        /// An assembly, by type name.
        case assembly(String)
        /// A function taking `inout Registry`, by base name, and the type named before it (`Type.helper`).
        case function(name: String, type: String?)
    }

    var target: Target
    /// The body it is in: its index in the file's `assemblies`.
    var container: Int
    /// The branch arms it is in, outermost first.
    var conditions: [BranchArm]
    var location: SourceLocation
    /// For a function's call, its arguments as the registrations of a key it is given read them, in order.
    var arguments: [Argument] = []

    /// An argument of a registering function's call.
    enum Argument {
        /// `K.self`: the key's type name as written, and where it is.
        case key(written: [String], location: SourceLocation)
        /// A lifecycle written as a case.
        case lifecycle(Lifecycle)
        /// A closure written in place (or trailing): the resolutions it makes, and the regions they were read in.
        case closure(resolutions: [Resolution], regions: [SiteRegions.Body])
        case other
    }

    /// Whether a closure is among its arguments.
    var passesClosure: Bool {
        arguments.contains { if case .closure = $0 { true } else { false } }
    }
}
