/// One arm of an `if`/`else` chain, a `switch` or an `#if` that a registration sits in: the analysis
/// judges a factory once per combination of arms, and names the arms when a problem exists only in some.
struct BranchArm: Hashable {
    /// The branch: where its first `if`, `switch` or `#if` is.
    var point: SourceLocation
    /// Which arm, from 0, in source order.
    var arm: Int
    /// How messages name each arm of the branch, an `if` without `else` counting an empty last arm:
    /// "`isDebug` is true", "building with `DEBUG`".
    var labels: [String]

    var label: String { labels[arm] }
}
