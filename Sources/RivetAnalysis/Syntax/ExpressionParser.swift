/// Parses one level of an expression: prefix operators, a primary (a name, `.member`, a literal, a
/// bracketed group, a closure), then postfix member accesses, calls, subscripts and trailing closures.
/// Bracketed groups are jumped by their partners, not entered, so a parse costs its own level's tokens.
struct ExpressionParser {
    let view: TokenView

    /// How many prefix operators or postfix steps one expression may chain before the rest is `other`:
    /// generated code could chain more, and readers never look that deep.
    static let depthLimit = 160

    /// The expression starting at `start`, stopping before `limit`, and the token after it.
    func expression(from start: Int, limit: Int) -> (Expression.Kind, end: Int) {
        let limit = min(limit, view.count)
        // Each prefix with the token after it, where what it applies to starts.
        var prefixes: [(text: String, operand: Int)] = []
        var cursor = start
        while cursor < limit, prefixes.count < Self.depthLimit, let (prefix, next) = self.prefix(at: cursor, limit: limit) {
            prefixes.append((prefix, next))
            cursor = next
        }
        var (kind, end) = postfixChain(from: cursor, limit: limit)
        for (text, operand) in prefixes.reversed() {
            kind = .prefixed(text, Expression(view: view, span: operand..<end, kind: kind))
        }
        return (kind, end)
    }

    /// The expression starting at `start`, stopping before `limit`, read as a whole statement's value: `other`
    /// when a binary operator continues it (`a ?? b`, `x + 1`), whose value its first operand is not.
    func statementValue(from start: Int, limit: Int) -> Expression {
        let limit = min(limit, view.count)
        let (kind, end) = expression(from: start, limit: limit)
        let isContinued = end < limit && view.kind(end) == .operator
        return Expression(view: view, span: start..<end, kind: isContinued ? .other : kind)
    }

    /// `&`, `!`, `-` or `try`, `try?`, `try!`, `await` at `index`: its text and the token after it.
    private func prefix(at index: Int, limit: Int) -> (String, Int)? {
        switch view.kind(index) {
        case .operator?:
            guard view.isOperator(index, "&") || view.isOperator(index, "!") || view.isOperator(index, "-") else { return nil }
            return (view.text(index), index + 1)
        case .identifier?:
            if view.isWord(index, "await") { return ("await", index + 1) }
            guard view.isWord(index, "try") else { return nil }
            if index + 1 < limit, view.isOperator(index + 1, "?") || view.isOperator(index + 1, "!") {
                return ("try" + view.text(index + 1), index + 2)
            }
            return ("try", index + 1)
        default:
            return nil
        }
    }

    /// A primary expression and its postfix steps.
    private func postfixChain(from start: Int, limit: Int) -> (Expression.Kind, end: Int) {
        guard start < limit else { return (.other, start) }
        var kind: Expression.Kind
        var cursor: Int
        switch view.tokens[start].kind {
        case .identifier:
            guard !view.isStatementKeyword(start) else { return (.other, start + 1) }
            kind = .name(Word(view: view, anchor: start))
            cursor = start + 1
        case .dot:
            guard start + 1 < limit, view.kind(start + 1) == .identifier else { return (.other, start + 1) }
            kind = .member(MemberAccess(base: nil, member: Word(view: view, anchor: start + 1)))
            cursor = start + 2
        case .string:
            kind = .string(StringLiteral(view: view, anchor: start))
            cursor = view.stringEnd(start)
        case .number:
            kind = .number
            cursor = start + 1
        case .leftParen:
            kind = .parenthesized(BracketGroup(view: view, open: start))
            cursor = view.closing(start) + 1
        case .leftBracket:
            kind = .collection(BracketGroup(view: view, open: start))
            cursor = view.closing(start) + 1
        case .leftBrace:
            kind = .closure(Closure(view: view, brace: start))
            cursor = view.closing(start) + 1
        case .backslash:
            (kind, cursor) = keyPath(from: start, limit: limit)
        default:
            return (.other, start + 1)
        }
        var steps = 0
        var isSpecialised = false
        while cursor < limit, steps < Self.depthLimit {
            steps += 1
            let base = Expression(view: view, span: start..<cursor, kind: kind)
            switch view.tokens[cursor].kind {
            case .operator where !isSpecialised:
                // `Array<Int>(…)`, `Box<T>.make()`: the generic arguments belong to the name before them.
                guard base.lastName != nil, let close = view.genericClose(cursor), close + 1 < limit,
                    view.kind(close + 1) == .leftParen || view.kind(close + 1) == .dot
                else { return (kind, cursor) }
                isSpecialised = true
                cursor = close + 1
                continue
            case .dot where cursor + 1 < limit && (view.kind(cursor + 1) == .identifier || view.kind(cursor + 1) == .number):
                // `pair.0` too: a tuple's element is a member named by its position.
                kind = .member(MemberAccess(base: base, member: Word(view: view, anchor: cursor + 1), isSpecialised: isSpecialised))
                isSpecialised = false
                cursor += 2
            case .leftParen, .leftBrace:
                let name: Int
                switch kind {
                case .name(let word): name = word.anchor
                case .member(let access): name = access.member.anchor
                default: name = -1
                }
                let open = view.tokens[cursor].kind == .leftParen ? cursor : -1
                let call = Call(view: view, nameAnchor: name, open: open, limit: limit, callee: base, isSpecialised: isSpecialised)
                guard name >= 0 || call.open >= 0 else { return (kind, cursor) }
                isSpecialised = false
                kind = .call(call)
                cursor = min(call.end, limit)
            case .leftBracket:
                kind = .subscripted(base: base, BracketGroup(view: view, open: cursor))
                cursor = view.closing(cursor) + 1
            default:
                return (kind, cursor)
            }
        }
        return (steps < Self.depthLimit ? kind : .other, min(cursor, limit))
    }

    /// `\.name` or `\Root.name…` at `start`: its names, up to the first token that is not `.name`.
    private func keyPath(from start: Int, limit: Int) -> (Expression.Kind, end: Int) {
        var cursor = start + 1
        var names: [Word] = []
        let hasRoot = cursor < limit && view.kind(cursor) == .identifier
        if hasRoot {
            names.append(Word(view: view, anchor: cursor))
            cursor += 1
        }
        while cursor + 1 < limit, names.count < Self.depthLimit, view.kind(cursor) == .dot, view.kind(cursor + 1) == .identifier {
            names.append(Word(view: view, anchor: cursor + 1))
            cursor += 2
        }
        guard names.count > (hasRoot ? 1 : 0) else { return (.other, max(cursor, start + 1)) }
        return (.keyPath(KeyPathLiteral(hasRoot: hasRoot, names: names)), cursor)
    }

    /// Where the postfix chain ending just before `end` starts (`app` in `app.beginFlow`, `Other` in
    /// `Other().assemble`), walking back over names, dots and bracketed groups; nil when nothing there
    /// can end an expression.
    func chainStart(endingBefore end: Int) -> Int? {
        var cursor = end - 1
        var start: Int?
        var steps = 0
        while cursor >= 0, steps < Self.depthLimit {
            steps += 1
            switch view.tokens[cursor].kind {
            case .identifier:
                guard !view.isStatementKeyword(cursor) else { return start }
                start = cursor
                guard cursor >= 1, view.kind(cursor - 1) == .dot else { return start }
                // `.name` with nothing before the dot that could end an expression is an implicit member.
                if cursor >= 2, Self.endsExpression(view.kind(cursor - 2)), !view.isStatementKeyword(cursor - 2) {
                    cursor -= 2
                } else {
                    return cursor - 1
                }
            case .rightParen, .rightBracket, .rightBrace:
                let open = Int(view.partner[cursor])
                guard open >= 0, open < cursor else { return start }
                start = open
                guard open >= 1, Self.endsExpression(view.kind(open - 1)), !view.isStatementKeyword(open - 1) else { return start }
                cursor = open - 1
            case .string:
                return view.stringStart(cursor)
            case .number:
                // `pair.0`: a tuple's element, a member of what is before the dot.
                guard cursor >= 2, view.kind(cursor - 1) == .dot, Self.endsExpression(view.kind(cursor - 2)),
                    !view.isStatementKeyword(cursor - 2)
                else { return cursor }
                start = cursor
                cursor -= 2
            default:
                return start
            }
        }
        return nil
    }

    private static func endsExpression(_ kind: TokenKind?) -> Bool {
        switch kind {
        case .identifier?, .rightParen?, .rightBracket?, .rightBrace?, .string?, .number?: true
        default: false
        }
    }
}
