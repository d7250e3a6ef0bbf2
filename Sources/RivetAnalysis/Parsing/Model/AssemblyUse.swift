/// One argument of `Factory(…)`, `Factory.withScopedRoot(…)` or `beginFlow(…)`: an assembly, applied
/// always (`AppAssembly()`) or only under launch conditions (`MockNetworkAssembly().when(.argument("-mock"))`).
///
/// A conditional assembly is read as its registrations inside an `if` on the condition: each gets the
/// condition's arm, so that a factory is judged with and without it, as for any branch.
struct AssemblyUse: Hashable {
    /// The assembly's type name, last component.
    var name: String
    /// One arm per `.when(…)`, in order: the assembly is applied when each is taken. Empty when it always is.
    var conditions: [BranchArm] = []
    /// The conditions as messages and `rivet explain` write them, as the runtime's `LaunchCondition`
    /// describes itself (`argument -mock-network`, `not test`), joined with `and`; nil when there is none.
    var condition: String?
    /// Whether a condition certainly fails in the launch context written at the factory: then the assembly
    /// registers nothing there.
    var isNeverApplied = false

    /// How `rivet explain` shows it: `AppAssembly()`, `MockNetworkAssembly() when argument -mock-network`.
    var label: String {
        condition.map { "\(name)() when \($0)" } ?? "\(name)()"
    }
}
