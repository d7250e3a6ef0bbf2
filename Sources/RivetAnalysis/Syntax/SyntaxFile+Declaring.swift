extension SyntaxFile {
    /// The words that may declare one of `names`, in source order, by name: after `let`, `var` or `for`, a
    /// parameter (`(name: T`, `, name: T`, `label name: T`; a call's argument label is taken as one), or a
    /// closure's parameter (`{ name in`, `{ name, other in`). Where a name may be declared again, what an
    /// earlier declaration of it binds may no longer be what the name means.
    func declaringWords(named names: Set<String>) -> [String: [Word]] {
        var found: [String: [Word]] = [:]
        guard !names.isEmpty else { return found }
        for index in 0..<view.count where view.kind(index) == .identifier && view.kind(index - 1) != .dot {
            let text = view.text(index)
            if names.contains(text), mayDeclare(index) { found[text, default: []].append(Word(view: view, anchor: index)) }
        }
        return found
    }

    private func mayDeclare(_ index: Int) -> Bool {
        if view.isWord(index - 1, "let") || view.isWord(index - 1, "var") || view.isWord(index - 1, "for") { return true }
        if view.kind(index + 1) == .colon,
            view.kind(index - 1) == .leftParen || view.kind(index - 1) == .comma || view.kind(index - 1) == .identifier,
            isParameterList(around: index)
        {
            return true
        }
        return view.isWord(index + 1, "in") || (view.kind(index + 1) == .comma && view.kind(index - 1) == .leftBrace)
    }

    /// Whether the parentheses around the token hold parameters (a function's, an initializer's, a
    /// subscript's or a closure's) rather than a call's arguments, whose labels declare nothing.
    private func isParameterList(around index: Int) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, view.kind(cursor) != .leftParen, steps < Block.conditionWalkLimit {
            if view.kind(cursor) == .rightParen || view.kind(cursor) == .rightBracket || view.kind(cursor) == .rightBrace {
                cursor = view.match(cursor)
            }
            cursor -= 1
            steps += 1
        }
        guard cursor >= 0, view.kind(cursor) == .leftParen else { return true }
        let before = cursor - 1
        if view.kind(before) == .leftBrace || view.isWord(before, "init") || view.isWord(before, "subscript") { return true }
        if view.kind(before) == .operator { return view.isWord(before - 1, "init") || view.kind(before - 1) == .identifier }  // `init?(`, `func f<T>(`
        return view.kind(before) == .identifier && view.isWord(before - 1, "func")
    }
}
