/// What a `{` opens, as the binding needs to know it: a type's body, a function's, a property's accessors,
/// a closure, or a statement's body (`if`, `for`, `do`, `guard … else`), which runs in line.
enum BlockKind {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    case property(VariableDeclaration)
    /// A closure, with the call it trails when it is a trailing closure (`app.withCurrent { … }`).
    case closure(trailing: Call?)
    case statement

    /// How many tokens back a block's head is walked.
    static let headLimit = 64

    /// The words that open a statement's body.
    private static let statementWords: Set<String> = [
        "if", "else", "switch", "for", "while", "repeat", "do", "catch", "defer", "guard", "get", "set", "didSet", "willSet",
    ]

    init(brace: Int, in syntax: SyntaxFile, outline: FileOutline) {
        if let type = outline.types[brace] {
            self = .type(type)
        } else if let function = outline.functions[brace] {
            self = .function(function)
        } else if let property = outline.properties[brace] {
            self = .property(property)
        } else if Self.statementKeyword(of: brace, in: syntax.view) != nil {
            self = .statement
        } else {
            self = .closure(trailing: Self.trailedCall(brace, in: syntax.view))
        }
    }

    /// The statement word before the `{` in its statement (`if`, `else`, `for`, `guard`, `do`), walked back
    /// over brackets to the block, `;` or unclosed bracket the statement starts after; nil for a closure.
    static func statementKeyword(of brace: Int, in view: TokenView) -> String? {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < headLimit {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = view.match(cursor) - 1
                continue
            case .identifier:
                let text = view.text(cursor)
                if statementWords.contains(text) { return text }
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket, .comma, nil:
                return nil
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    /// The call a closure trails: `withCurrent` in `app.withCurrent { … }` and in `Task(priority: .high) { … }`'s
    /// `Task`; nil for a closure passed in parentheses or assigned.
    private static func trailedCall(_ brace: Int, in view: TokenView) -> Call? {
        var name = brace - 1
        var open = -1
        if view.kind(name) == .rightParen {
            open = view.match(name)
            name = open - 1
        }
        guard name >= 0, view.kind(name) == .identifier, !view.isStatementKeyword(name) else { return nil }
        return open >= 0 ? Call(view: view, nameAnchor: name, open: open) : Call(view: view, nameAnchor: name, open: -1)
    }
}
