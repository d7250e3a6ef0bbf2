extension TokenView {
    /// The names an `if` or `guard` head binds when it does nothing else: `flow` for `if let flow {` and for
    /// `guard let flow, let user = session.user else {` (with `user`); nil for a head that also tests a condition,
    /// or a block that is not such a statement's body (`brace`: the `if`'s body, or the `guard`'s `else`).
    /// The body then runs, or the `else` is skipped, exactly when each value is there.
    func unwrappedNames(inHeadOf brace: Int) -> (keyword: String, names: [String])? {
        var cursor = brace - 1
        var end = brace
        if isWord(cursor, "else") {
            end = cursor
            cursor -= 1
        }
        var steps = 0
        while cursor >= 0, steps < BlockKind.headLimit {
            steps += 1
            switch kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = match(cursor) - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, nil:
                return nil
            default:
                break
            }
            if isWord(cursor, "if") || isWord(cursor, "guard") { break }
            cursor -= 1
        }
        guard cursor >= 0, isWord(cursor, "if") ? end == brace : (isWord(cursor, "guard") && end < brace) else { return nil }
        var names: [String] = []
        var clause = cursor + 1
        while clause < end {
            guard isWord(clause, "let") || isWord(clause, "var"), kind(clause + 1) == .identifier else { return nil }
            names.append(text(clause + 1))
            var next = clause + 2
            if isOperator(next, "=") {
                while next < end, kind(next) != .comma {
                    if kind(next) == .leftParen || kind(next) == .leftBracket { next = match(next) }
                    next += 1
                }
            }
            guard next == end || kind(next) == .comma else { return nil }
            clause = next + 1
        }
        return names.isEmpty ? nil : (text(cursor), names)
    }
}
