/// An `if` / `else if` / `else` chain, read from its first `if`: each arm's condition and block.
struct IfChain {
    let view: TokenView
    /// The first `if`.
    let head: Word
    /// Each `if`'s condition as written, unparsed (``condition(_:)`` parses one).
    let conditions: [Expression]
    /// Each arm's block, in order: one per condition, then the `else` block when one is written.
    let blocks: [Block]

    /// How many arms a chain may have and be read, and how many `else if`s back its head is looked for.
    static let armLimit = 64

    /// The chain whose first `if` is `head`; nil when an arm's block cannot be found (a `}` or `;` comes
    /// first).
    init?(head: Word) {
        let view = head.view
        var conditions: [Expression] = []
        var blocks: [Block] = []
        var cursor = head.anchor
        while blocks.count < Self.armLimit {
            var open = cursor + 1
            while open < view.count, view.kind(open) != .leftBrace {
                if view.kind(open) == .rightBrace || view.kind(open) == .semicolon { return nil }
                open = view.next(after: open)
            }
            guard open < view.count else { return nil }
            conditions.append(Expression(view: view, span: (cursor + 1)..<open, kind: .other))
            blocks.append(Block(view: view, brace: open))
            let after = view.match(open) + 1
            guard view.isWord(after, "else") else { break }
            if view.isWord(after + 1, "if") {
                cursor = after + 1
            } else {
                if view.kind(after + 1) == .leftBrace { blocks.append(Block(view: view, brace: after + 1)) }
                break
            }
        }
        self.view = view
        self.head = head
        self.conditions = conditions
        self.blocks = blocks
    }

    /// The condition of arm `arm`, parsed.
    func condition(_ arm: Int) -> Expression { Expression(conditions[arm].span, in: view) }

    /// The first `if` of the chain that the `if` or `else` `keyword` belongs to, found by walking back over
    /// `} else`; nil when the walk meets anything else.
    static func head(of keyword: Word) -> Word? {
        let view = keyword.view
        var current = keyword
        var steps = 0
        while steps < armLimit {
            steps += 1
            var elseWord = current.anchor
            if current.is("if") {
                guard view.isWord(current.anchor - 1, "else") else { return current }
                elseWord = current.anchor - 1
            }
            // `} else`: the previous arm's block, whose keyword is the previous `if`.
            guard view.kind(elseWord - 1) == .rightBrace,
                let found = Block(view: view, brace: view.match(elseWord - 1)).conditionalKeyword, found.is("if")
            else { return nil }
            current = found
        }
        return nil
    }
}
