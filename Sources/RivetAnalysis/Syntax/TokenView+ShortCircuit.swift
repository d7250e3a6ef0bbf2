extension TokenView {
    /// The operator before the token in its statement that may skip it: `??`, `&&`, `||`, the ternary's `?`
    /// or an optional chain's `?` (`cached ?? factory.session`, `flag ? factory.session : fallback`). Walked back
    /// over whole groups, out of the groups the token is in, to the statement's start.
    func shortCircuit(before anchor: Int) -> String? {
        var cursor = anchor - 1
        var steps = 0
        while cursor >= 0, steps < 128 {
            steps += 1
            if cursor + 1 < count, startsLine(cursor + 1), !continuesLine(cursor, cursor + 1) { return nil }
            switch kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = match(cursor) - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .comma, nil:
                return nil
            case .operator:
                if Operator(view: self, anchor: cursor).mayShortCircuit { return text(cursor) }
                if isOperator(cursor, "=") { return nil }
            case .identifier:
                if isStatementKeyword(cursor) || isWord(cursor, "return") || isWord(cursor, "let") || isWord(cursor, "var") {
                    return nil
                }
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether a line break comes before the token.
    private func startsLine(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let gap = bytes[Int(tokens[index - 1].end)..<Int(tokens[index].start)]
        return gap.contains(UInt8(ascii: "\n"))
    }

    /// Whether the line break between two tokens is inside one expression: after an operator, a comma or an
    /// opening bracket, or before an operator or a `.`.
    private func continuesLine(_ before: Int, _ after: Int) -> Bool {
        switch kind(before) {
        case .operator, .comma, .leftParen, .leftBracket, .colon: return true
        default: break
        }
        switch kind(after) {
        case .operator, .dot, .rightParen, .rightBracket: return true
        default: return false
        }
    }
}
