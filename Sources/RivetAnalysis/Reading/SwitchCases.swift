/// The cases of each `switch` body that some registration or early exit is in, read once per body: a
/// `switch` of thousands of registering cases is then read once, not once per case.
final class SwitchCases {
    struct Cases {
        /// The token of each `case` or `default` label, in order.
        var starts: [Int]
        /// How messages name each case.
        var labels: [String]
    }

    private var found: [Int: Cases] = [:]

    /// The cases of the `switch` body whose `{` is at `body`, read by `read` on first use.
    func cases(of body: Int, read: (Int) -> Cases) -> Cases {
        if let cases = found[body] { return cases }
        let cases = read(body)
        found[body] = cases
        return cases
    }
}
