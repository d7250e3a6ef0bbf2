extension NameBinder {
    /// Where the token is, when that may not run whenever the function (or the top level) around it runs:
    /// inside an `if`, a `switch`, a loop, a closure other than a `withCurrent`, `withScopedRoot` or `Task` body, under `#if`, or
    /// after an early exit (`return`, `throw`, `break`, `continue` earlier in the function). Nil when it runs
    /// whenever its function does.
    func uncertainPlace(of anchor: Int, in file: Int) -> String? {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return "in a file the analysis could not read whole" }
        let view = syntax.view
        if let skipping = Self.shortCircuit(before: anchor, in: view) { return "after `\(skipping)`" }
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .function, .type, .property:
                return leaves(from: brace, to: anchor, in: syntax) ? "after an early exit" : compiled(anchor, from: brace, in: view)
            case .closure(let trailing):
                guard let name = trailing?.name, name.is(.withCurrent) || name.is(.withScopedRoot) || name.is("Task") else {
                    return "inside a closure"
                }
            case .statement:
                if let keyword = BlockKind.statementKeyword(of: brace, in: view), !Self.runsOnce.contains(keyword) {
                    return "inside `\(keyword)`"
                }
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return leaves(from: -1, to: anchor, in: syntax) ? "after an early exit" : compiled(anchor, from: -1, in: view)
    }

    /// The operator before the token in its statement that may skip it: `??`, `&&`, `||`, the ternary's `?`
    /// or an optional chain's `?` (`cached ?? factory.session`, `flag ? factory.session : fallback`). Walked back
    /// over whole groups, out of the groups the token is in, to the statement's start.
    static func shortCircuit(before anchor: Int, in view: TokenView) -> String? {
        var cursor = anchor - 1
        var steps = 0
        while cursor >= 0, steps < 128 {
            steps += 1
            if cursor + 1 < view.count, startsLine(cursor + 1, in: view), !continuesLine(cursor, cursor + 1, in: view) { return nil }
            switch view.kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = view.match(cursor) - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .comma, nil:
                return nil
            case .operator:
                if Operator(view: view, anchor: cursor).mayShortCircuit { return view.text(cursor) }
                if view.isOperator(cursor, "=") { return nil }
            case .identifier:
                if view.isStatementKeyword(cursor) || view.isWord(cursor, "return") || view.isWord(cursor, "let") || view.isWord(cursor, "var") {
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
    private static func startsLine(_ index: Int, in view: TokenView) -> Bool {
        guard index > 0 else { return true }
        let gap = view.bytes[Int(view.tokens[index - 1].end)..<Int(view.tokens[index].start)]
        return gap.contains(UInt8(ascii: "\n"))
    }

    /// Whether the line break between two tokens is inside one expression: after an operator, a comma or an
    /// opening bracket, or before an operator or a `.`.
    private static func continuesLine(_ before: Int, _ after: Int, in view: TokenView) -> Bool {
        switch view.kind(before) {
        case .operator, .comma, .leftParen, .leftBracket, .colon: return true
        default: break
        }
        switch view.kind(after) {
        case .operator, .dot, .rightParen, .rightBracket: return true
        default: return false
        }
    }

    /// The statement words whose body runs whenever the code around it does.
    private static let runsOnce: Set<String> = ["do", "repeat", "defer", "get", "set", "willSet", "didSet"]

    /// Whether a `return`, `throw`, `break` or `continue` comes between the block's start and the token.
    private func leaves(from brace: Int, to anchor: Int, in syntax: SyntaxFile) -> Bool {
        let counts = syntax.leavingWords.counts(in: syntax.view)
        return counts[anchor] > counts[max(brace, 0)]
    }

    /// "under `#if`" when the token is in a `#if` clause its function is not.
    private func compiled(_ anchor: Int, from brace: Int, in view: TokenView) -> String? {
        let depth = brace >= 0 ? view.tokens[brace].ifDepth : 0
        return view.tokens[anchor].ifDepth > depth ? "under `#if`" : nil
    }
}
