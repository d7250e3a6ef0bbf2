/// A block of statements between braces: a function's or type's body, a computed property's, a getter's, a
/// closure's, or the body of an `if`, a loop, a `do`.
struct Block {
    let view: TokenView
    /// The `{`.
    let brace: Int

    /// The `}`; the end of the file when the brace has no partner.
    var close: Int { view.closing(brace) }

    /// How many `#if` clauses the block is in: what runs whenever it runs is in as many.
    var compilationDepth: UInt8 { view.tokens[brace].ifDepth }

    /// Where the block starts, for the regions the analysis records by byte offset.
    var offset: Int32 { view.tokens[brace].start }

    /// Where the block ends.
    var closeOffset: Int32 { close < view.count ? view.tokens[close].start : Int32(view.bytes.count) }

    /// Where the block is in the file's bytes, braces included.
    var extent: Range<Int32> { offset..<(close < view.count ? view.tokens[close].end : Int32(view.bytes.count)) }

    init(view: TokenView, brace: Int) {
        self.view = view
        self.brace = brace
    }

    /// The block this one is written in; nil at file scope.
    var enclosing: Block? {
        let outer = Int(view.enclosingBrace[brace])
        return outer >= 0 ? Block(view: view, brace: outer) : nil
    }

    /// Whether the word is inside the block, at any depth.
    func contains(_ word: Word) -> Bool { word.anchor > brace && word.anchor < close }

    /// Whether the block starts after the word.
    func startsAfter(_ word: Word) -> Bool { word.anchor < brace }

    /// Whether this is the same block as `other`.
    func isSame(as other: Block) -> Bool { brace == other.brace }

    /// What the block holds, when that is one expression, after `return` if it starts with one: `self[K.self]`
    /// in `{ self[K.self] }` and in `{ return self[K.self] }`. ``Expression/Kind/other`` when the block holds
    /// anything else.
    var returnedExpression: Expression {
        let end = min(close, view.count)
        var start = brace + 1
        if start < end, view.isWord(start, "return") { start += 1 }
        return Expression(min(start, end)..<end, in: view)
    }

    /// A getter that is all the block holds, `{ get { … } }` or `{ get async throws(E) { … } }`: its effects
    /// (`async`, `throws`) in order, and its own block; nil when the block holds anything else.
    var getter: (effects: [Word], body: Block)? {
        let end = close
        var cursor = brace + 1
        guard cursor < end, view.isWord(cursor, "get") else { return nil }
        cursor += 1
        var effects: [Word] = []
        while cursor < end, effects.count < Self.effectLimit, view.isWord(cursor, "async") || view.isWord(cursor, "throws") {
            effects.append(Word(view: view, anchor: cursor))
            cursor += 1
            if cursor < end, view.kind(cursor) == .leftParen { cursor = view.closing(cursor) + 1 }  // `throws(SomeError)`
        }
        guard cursor < end, view.kind(cursor) == .leftBrace, view.closing(cursor) + 1 == end else { return nil }
        return (effects, Block(view: view, brace: cursor))
    }

    /// How many effects a getter may list and still be read.
    static let effectLimit = 8
}
