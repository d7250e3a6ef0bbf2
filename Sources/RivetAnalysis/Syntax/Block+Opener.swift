extension Block {
    /// How many tokens back ``conditionalKeyword`` walks over a condition.
    static let conditionWalkLimit = 256

    /// The `if`, `else` or `switch` whose block this is, found by walking back over its condition; nil when
    /// the block belongs to anything else (a loop, `do`, a closure, a function, an accessor). A `guard`'s
    /// block is an `else` too: ``IfChain/head(of:)`` finds no `if` for it.
    var conditionalKeyword: Word? {
        if view.isWord(brace - 1, "else") { return Word(view: view, anchor: brace - 1) }
        let scope = Int(view.enclosingBrace[brace])
        var cursor = brace - 1
        var steps = 0
        while cursor > scope, steps < Self.conditionWalkLimit {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = view.match(cursor) - 1
                continue
            case .identifier:
                if view.isWord(cursor, "if") || view.isWord(cursor, "switch") { return Word(view: view, anchor: cursor) }
                if Self.otherBlockWords.contains(view.text(cursor)) { return nil }
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket, nil:
                return nil
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    /// The words that open a block other than an arm of an `if` or `switch`, or end a condition.
    private static let otherBlockWords: Set<String> = [
        "while", "for", "guard", "repeat", "do", "catch", "defer", "func", "init", "in", "return", "get", "set", "else",
    ]
}
