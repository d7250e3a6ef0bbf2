/// A type that conforms to `Assembly`.
struct AssemblyDeclaration {
    var name: String
    var location: SourceLocation
    /// Whether its `assemble(into:)` was read whole: only literal, unconditional registrations, and no
    /// other use of the registry. Only such assemblies take part in per-factory checks.
    var isUnderstood: Bool
}
