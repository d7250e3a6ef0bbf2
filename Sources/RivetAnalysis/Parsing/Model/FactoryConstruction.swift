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
    /// How many of `resolutions` come before anything could have built an async component of the factory:
    /// a `warmUp()` or an awaited `resolve` through the constant, earlier in its scope (one in a nested block,
    /// closure or function may run at any time, so then none is counted).
    var resolutionsBeforeWarmUp = 0
    /// For a flow begun from a constant bound to another construction of the same file
    /// (`let app = Factory(…)`, then `app.beginFlow(…)`), that construction's index in the file's
    /// `factories`: the flow's parent scope.
    var parent: Int?
}
