/// A body that registers into a `Registry`: an `Assembly`'s `assemble(into:)`, or a function taking an
/// `inout Registry` that assemblies call to share registrations.
struct AssemblyDeclaration {
    enum Kind: Equatable {
        /// A type conforming to `Assembly`.
        case assembly
        /// A function `name(…: inout Registry)`, declared in `type` (nil at file scope).
        case function(type: String?)
    }

    /// The assembly's type name, or the function's base name.
    var name: String
    var kind: Kind
    var location: SourceLocation
    /// Why its registrations cannot be known, and where; nil when its body was read whole.
    var unread: Unread?
    /// A registering function's parameters, in order: what a registration of a key it is given names.
    var parameters: [HelperParameter] = []

    /// A parameter of a registering function: its name, and for a metatype `K.Type`, `K`.
    struct HelperParameter {
        var name: String
        var metatypeOf: String?
        /// The label callers write; nil for `_`.
        var label: String?
        /// What a call that leaves it out passes: the lifecycle a default case names, or `.other`; nil without a default.
        var defaultValue: Composition.Argument?
        /// Whether its type is a function's, which a trailing closure may be given for.
        var isClosure = false
    }

    /// Whether its body was read whole: registrations with literal lifecycles, in branches the analysis
    /// can name, and compositions of other assemblies, and no other use of the registry.
    var isUnderstood: Bool { unread == nil }
}

/// A construct the analysis cannot follow, which keeps it from knowing some registrations.
struct Unread: Hashable {
    var location: SourceLocation
    /// What it is, as messages name it: "`registry` passed to `configure`".
    var construct: String
}
