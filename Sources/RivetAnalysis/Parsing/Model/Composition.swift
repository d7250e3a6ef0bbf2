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
    /// Each argument's label as the call writes it (nil for none); trailing closures last, after `trailingFrom`.
    var labels: [String?] = []
    /// The index of the first trailing closure among `arguments`.
    var trailingFrom = 0

    /// An argument of a registering function's call.
    enum Argument {
        /// `K.self`: the key's type name as written, and where it is.
        case key(written: [String], location: SourceLocation)
        /// A lifecycle written as a case.
        case lifecycle(Lifecycle)
        /// A closure written in place (or trailing): the resolutions it makes, and the regions they were read in.
        case closure(resolutions: [Resolution], regions: [SiteRegions.Body])
        /// A parameter of the calling function passed on (`lifecycle`, `make: make`): what each call of the caller gives it.
        case parameter(Int)
        case other
    }

    /// Whether a closure is among its arguments.
    var passesClosure: Bool {
        arguments.contains { if case .closure = $0 { true } else { false } }
    }
}

extension Composition {
    /// The arguments in the order of `parameters`: each written one matched by its label, a default value where the
    /// call leaves one out, the trailing closures last; nil when the call does not fit them (another overload).
    func arguments(for parameters: [AssemblyDeclaration.HelperParameter]) -> [Argument]? {
        var aligned: [Argument] = []
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            // A trailing closure passes over a closure parameter with a default when a later one needs it (Swift's
            // forward scan).
            let passesOver = parameter.defaultValue != nil
                && parameters[(position + 1)...].contains { $0.isClosure && $0.defaultValue == nil }
            if next < trailingFrom, labels[next] == parameter.label {
                aligned.append(arguments[next])
                next += 1
            } else if next >= trailingFrom, next < arguments.count, parameter.isClosure, !passesOver {
                aligned.append(arguments[next])
                next += 1
            } else if let value = parameter.defaultValue {
                aligned.append(value)
            } else {
                return nil
            }
        }
        return next == arguments.count ? aligned : nil
    }
}
