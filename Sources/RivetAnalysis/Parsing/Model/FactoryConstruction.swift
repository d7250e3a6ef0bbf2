/// `Factory(A(), B())` or `Factory.withScopedRoot(A()) { factory in … }` (a root factory), or
/// `factory.beginFlow(A())` (a flow).
struct FactoryConstruction {
    /// The assemblies in order, each with the launch conditions it is applied under; nil when an argument
    /// is not `Name(…)`, optionally followed by `.when(…)`.
    var uses: [AssemblyUse]?
    /// How `assemblies:` names a list that another file may declare, or another declaration hide
    /// (`CompositionRoot.appAssemblies()`): the program settles `uses` from it.
    var assemblyList: AssemblyListReference?
    var location: SourceLocation
    var isFlow: Bool
    /// Whether it is `Factory.withScopedRoot(…)` or `withIsolatedFactory(…)`, whose `variable` is the body's parameter.
    var isScopedRoot = false
    /// For a factory RivetTesting builds around tests, how it is written.
    var testing: TestingForm?

    /// The ways RivetTesting builds a test's factory, as explanations name them.
    enum TestingForm: Equatable {
        /// `withIsolatedFactory(A()) { factory in … }`.
        case withIsolatedFactory
        /// `@Test(.isolatedFactory(A()))` or `@Suite(.isolatedFactory(A()))`.
        case trait
        /// The `assemblies` of the `RivetTestCase` subclass of that name.
        case testCase(String)
    }
    /// For `let name = Factory(…)`, `let name = parent.beginFlow(…)` (or the parameter of a `withScopedRoot`
    /// body): the variable's name and the resolutions made through it, in order, up to its first use that
    /// could change it (an override, or passing it on).
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
    /// For a root factory constant: where the key of each override made through it comes first, before
    /// any other use of it (`let app = Factory(…)`, then `app.override(K.self) { … }` as the next
    /// statements): from the start, nothing the factory or its flows build runs what those keys' assemblies
    /// register for them.
    var leadingOverrides: [SourceLocation] = []
    /// For a root factory constant: the overrides made first as well, but inside an `if` (with no `else`) among
    /// those statements, by where their key is written, each with its arm: the key's registration when the
    /// condition holds.
    var conditionalOverrides: [SourceLocation: BranchArm] = [:]

    /// The assemblies' type names in order; nil when an argument is not `Name(…)`.
    var assemblies: [String]? { uses?.map(\.name) }

    /// Whether an assembly is applied only under a launch condition.
    var hasConditionalAssemblies: Bool { uses?.contains { !$0.conditions.isEmpty } ?? false }
}
