/// What is written right around a word, as readers of a body ask it of the words they walk: whether it
/// is a member (`.name`), a new declaration (`let name`), called (`name(`), and what follows it
/// (`name[…]`, `name.member`).
extension Word {
    /// Whether a dot comes right before the word: `values.name`'s `name`, `.singleton`.
    var isAfterDot: Bool { view.kind(anchor - 1) == .dot }

    /// Whether the word is the name a `let` or `var` declares.
    var isDeclared: Bool { view.isWord(anchor - 1, "let") || view.isWord(anchor - 1, "var") }

    /// Whether `(` follows the word: `Presenter(`, `resolve(`.
    var isCalled: Bool { view.kind(anchor + 1) == .leftParen }

    /// Whether `=` follows the word: `registry.launch = …`.
    var isAssigned: Bool { view.kind(anchor + 1) == .operator && view.isOperator(anchor + 1, "=") }

    /// The call the word names when `(` follows it: `resolve(K.self)`.
    var call: Call? { isCalled ? Call(view: view, nameAnchor: anchor, open: anchor + 1) : nil }

    /// Whether the word starts a statement: first on its line, or after `;` or a brace.
    var startsStatement: Bool {
        guard anchor > 0 else { return true }
        switch view.kind(anchor - 1) {
        case .semicolon, .leftBrace, .rightBrace: return true
        default: return view.isLineBreak(before: anchor)
        }
    }

    /// How many `#if` clauses the word is in.
    var compilationDepth: UInt8 { view.tokens[anchor].ifDepth }

    /// The `[…]` written right after the word: `values[K.self]`.
    var subscriptAfter: BracketGroup? {
        view.kind(anchor + 1) == .leftBracket ? BracketGroup(view: view, open: anchor + 1) : nil
    }

    /// The member named right after the word: `name` in `values.name`, `resolve` in `values.resolve(…)`.
    var memberAfter: Word? {
        view.kind(anchor + 1) == .dot && view.kind(anchor + 2) == .identifier ? Word(view: view, anchor: anchor + 2) : nil
    }

    /// Where the word is, by byte offset, for the regions the analysis records.
    var offset: Int32 { view.tokens[anchor].start }

    /// Whether a block for which `isMarked` holds lies between the word and the block `scope` around it (-1:
    /// the file), or the blocks between them are more than ``blockWalkLimit`` deep.
    func isNested(below scope: Int, inBlockWhere isMarked: (Int) -> Bool) -> Bool {
        var brace = self.scope
        var steps = 0
        while brace != scope && brace >= 0 {
            if isMarked(brace) || steps == Self.blockWalkLimit { return true }
            brace = Int(view.enclosingBrace[brace])
            steps += 1
        }
        return false
    }
}
