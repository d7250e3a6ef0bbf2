/// `let name: Type = value` or `var name = value` (the first name of the declaration; a pattern such as
/// `let (a, b)` is not one).
struct VariableDeclaration {
    let view: TokenView
    /// The `let` or `var`.
    let keyword: Word
    let name: Word
    /// The written type's tokens, when there is one.
    private let typeSpan: Range<Int>?
    /// The initial value after `=`: the longest expression there, or ``Expression/Kind/other`` when an
    /// infix operator continues it.
    let initialValue: Expression?
    /// The block right after the written type, with no initial value: a computed property's body,
    /// `{ self[K.self] }` in `var cart: Cart { self[K.self] }`.
    let accessorBlock: Block?

    var isConstant: Bool { keyword.is("let") }

    /// Whether the declaration is a statement of its own, rather than a binding in `if let`, `guard let`,
    /// `case let`, `while let` or a condition list.
    var isStatement: Bool {
        let before = keyword.anchor - 1
        guard before >= 0 else { return true }
        if view.kind(before) == .comma || view.kind(before) == .leftParen { return false }
        return !(view.isWord(before, "case") || view.isWord(before, "if") || view.isWord(before, "guard")
            || view.isWord(before, "while"))
    }

    /// Whether a type is written: `let name: Type`.
    var isTyped: Bool { typeSpan != nil }

    /// The type as written (`Factory`, `[String: Int]?`), condensed to one line.
    var typeText: String? {
        typeSpan.map { Expression(view: view, span: $0, kind: .other).quoted }
    }

    /// How many tokens a written type may have: a longer one is not read.
    static let typeLimit = 64

    /// The declaration whose `let` or `var` is at `index`, if a name follows it.
    init?(at index: Int, in view: TokenView) {
        let nameIndex = index + 1
        guard nameIndex < view.count, view.kind(nameIndex) == .identifier, !view.isStatementKeyword(nameIndex) else { return nil }
        self.view = view
        keyword = Word(view: view, anchor: index)
        name = Word(view: view, anchor: nameIndex)
        let scope = name.scope
        let limit = scope >= 0 ? min(view.closing(scope), view.count) : view.count
        var cursor = nameIndex + 1
        if cursor < limit, view.kind(cursor) == .colon {
            let start = cursor + 1
            cursor = start
            // A type's own attributes lead it or follow an arrow (`@Sendable () -> Int`, `() -> @MainActor () -> Void`);
            // any other `@` is the next declaration's.
            var mayTakeAttribute = true
            while cursor < limit, cursor - start < Self.typeLimit {
                if mayTakeAttribute, view.kind(cursor) == .at, cursor + 1 < limit, view.kind(cursor + 1) == .identifier {
                    cursor += 2
                    if cursor < limit, view.kind(cursor) == .leftParen, view.tokens[cursor - 1].end == view.tokens[cursor].start {
                        cursor = view.closing(cursor) + 1  // `@convention(c)`
                    }
                    continue
                }
                guard !Self.endsType(view, cursor) else { break }
                mayTakeAttribute = view.isOperator(cursor, "->")
                cursor = view.step(overGenerics: cursor)
            }
            typeSpan = start < cursor ? start..<min(cursor, limit) : nil
        } else {
            typeSpan = nil
        }
        guard cursor < limit, view.isOperator(cursor, "=") else {
            initialValue = nil
            // Only a `var` has accessors: a block after a `let` is the next statement's.
            let hasBlock = typeSpan != nil && cursor < limit && view.kind(cursor) == .leftBrace && keyword.is("var")
            accessorBlock = hasBlock ? Block(view: view, brace: cursor) : nil
            return
        }
        accessorBlock = nil
        let start = cursor + 1
        initialValue = ExpressionParser(view: view).statementValue(from: start, limit: limit)
    }

    /// Whether the token at `index` ends a written type: `=`, a body, the next declaration or statement.
    private static func endsType(_ view: TokenView, _ index: Int) -> Bool {
        switch view.tokens[index].kind {
        case .leftBrace, .rightBrace, .comma, .semicolon, .rightParen, .rightBracket, .at: return true
        case .operator: return view.isOperator(index, "=")
        case .identifier:
            // The next member's modifiers (`private init`), on a line of their own.
            let isNextModifier = view.isLineBreak(before: index) && PropertyDeclaration.modifierWords.contains(view.text(index))
            return view.isStatementKeyword(index) || view.startsDeclaration(index) || isNextModifier
                || view.isWord(index, "get") || view.isWord(index, "set")
        default: return false
        }
    }
}
