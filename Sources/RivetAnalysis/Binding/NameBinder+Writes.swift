extension NameBinder {
    /// Whether the name at `anchor` is written in a way the binding does not read: passed `inout`
    /// (`swap(&factory, &other)`, `reset(&coordinator.factory)`), or assigned as part of a tuple
    /// (`(factory, count) = (flow, 1)`). What it holds after that is not known.
    static func isOpaqueWrite(_ anchor: Int, in view: TokenView) -> Bool {
        // `&name`, `&base.name`, `&self.name`.
        var start = anchor
        var steps = 0
        while start >= 2, steps < 16, view.kind(start - 1) == .dot, view.kind(start - 2) == .identifier {
            start -= 2
            steps += 1
        }
        if start >= 1, view.isOperator(start - 1, "&") { return true }
        // `(name, other) = …`: back over the tuple's other elements to its `(`, whose `)` an `=` follows.
        var cursor = start - 1
        steps = 0
        while cursor >= 0, steps < 32 {
            steps += 1
            switch view.kind(cursor) {
            case .leftParen:
                let close = view.match(cursor)
                return close > anchor && view.isOperator(close + 1, "=")
            case .identifier, .comma, .dot:
                cursor -= 1
            default:
                return false
            }
        }
        return false
    }

    static let opaqueWriteReason = "passed `inout` or assigned as part of a tuple, which the analysis does not follow"
}
