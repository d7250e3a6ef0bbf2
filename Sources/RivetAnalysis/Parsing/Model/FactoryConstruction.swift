/// `Factory(A(), B())` (a root factory) or `factory.beginFlow(A())` (a flow).
struct FactoryConstruction {
    /// The assemblies' type names in order; nil when an argument is not `Name(…)`.
    var assemblies: [String]?
    var location: SourceLocation
    var isFlow: Bool
    /// For `let name = Factory(…)`: the variable's name and the resolutions made through it, in order,
    /// up to its first use that could change it (an override, or passing it on).
    var variable: String?
    var resolutions: [Resolution]
}
