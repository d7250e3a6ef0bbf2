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
}
