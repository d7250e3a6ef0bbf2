/// A `switch` statement: its subject and the `case` and `default` labels of its body.
struct SwitchStatement {
    /// The `switch`.
    let keyword: Word
    let body: Block

    /// The subject as written, unparsed.
    var subject: Expression {
        Expression(view: body.view, span: (keyword.anchor + 1)..<body.brace, kind: .other)
    }

    /// One `case` or `default` label of the body.
    struct Label {
        /// The `case` or `default`.
        let word: Word
        /// What it matches as written, condensed (`.a, .b`); `default` for a `default` label.
        let pattern: String
    }

    /// The labels, in order: read at the body's own level, so that the cases of nested switches and the
    /// `case` of an `if case` or a `for case` are not taken for its own.
    var labels: [Label] {
        let view = body.view
        var found: [Label] = []
        var index = body.brace + 1
        let close = body.close
        while index < close {
            if isLabel(index) {
                var colon = index + 1
                while colon < close, view.kind(colon) != .colon { colon = view.next(after: colon) }
                let pattern = view.isWord(index, "default")
                    ? "default" : Expression(view: view, span: (index + 1)..<max(index + 1, colon), kind: .other).quoted
                found.append(Label(word: Word(view: view, anchor: index), pattern: pattern))
                index = colon
            }
            index = view.next(after: index)
        }
        return found
    }

    /// Whether the word at `index` starts a `case` or `default` label.
    private func isLabel(_ index: Int) -> Bool {
        let view = body.view
        if view.isWord(index, "default") { return view.kind(index + 1) == .colon }
        guard view.isWord(index, "case") else { return false }
        let before = index - 1
        return !(view.isWord(before, "if") || view.isWord(before, "guard") || view.isWord(before, "while")
            || view.isWord(before, "for") || view.kind(before) == .comma)
    }
}
