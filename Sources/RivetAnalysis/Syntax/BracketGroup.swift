/// The inside of `(…)` or `[…]`: comma-separated parts, parsed when asked for.
struct BracketGroup {
    let view: TokenView
    /// The opening bracket's token.
    let open: Int

    /// The parts as arguments: an optional `label:` and a value.
    var arguments: [Argument] {
        view.parts(of: open).map { Argument($0, in: view) }
    }

    /// The parts as the elements of an array or tuple.
    var elements: [Expression] {
        view.parts(of: open).map { Expression($0, in: view) }
    }

    /// The parts as a dictionary's `key: value` pairs; nil when one is not a pair. `[:]` has none.
    var pairs: [(key: Expression, value: Expression)]? {
        let parts = view.parts(of: open)
        if parts.count == 1, parts[0].count == 1, view.kind(parts[0].lowerBound) == .colon { return [] }
        var pairs: [(key: Expression, value: Expression)] = []
        for part in parts {
            var colon = part.lowerBound
            while colon < part.upperBound, view.kind(colon) != .colon { colon = view.step(over: colon) }
            guard colon < part.upperBound else { return nil }
            pairs.append((Expression(part.lowerBound..<colon, in: view), Expression((colon + 1)..<part.upperBound, in: view)))
        }
        return pairs
    }

    /// Whether it is `[` … `]`, an array or dictionary, rather than parentheses.
    var isBracket: Bool { view.kind(open) == .leftBracket }
}
