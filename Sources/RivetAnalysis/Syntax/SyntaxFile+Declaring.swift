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
            view.kind(index - 1) == .leftParen || view.kind(index - 1) == .comma || view.kind(index - 1) == .identifier
        {
            return true
        }
        return view.isWord(index + 1, "in") || (view.kind(index + 1) == .comma && view.kind(index - 1) == .leftBrace)
    }
}
