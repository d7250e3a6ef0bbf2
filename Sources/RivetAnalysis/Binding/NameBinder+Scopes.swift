extension NameBinder {
    /// What a name is where it is written: the innermost declaration of it around the word.
    enum Declared {
        case parameter(FunctionDeclaration.Parameter, of: FunctionDeclaration)
        /// A closure's parameter, with the call the closure trails and the closure's `{`.
        case closureParameter(trailing: Call?, position: Int, closure: Int)
        /// `let` and `var` declarations of the name directly in the block `block`.
        case local([VariableDeclaration], block: Int)
        /// A property of the type whose body (or an extension's) holds the word, or of a superclass.
        case property(of: TypeDeclaration)
        /// A name a pattern binds (`let (a, b) = …`, `case .some(let a)`, `for a in …`), which is not followed.
        /// Bound by a pattern, at that token (`scope` in `case .began(let flow, let scope)`).
        case patternBound(at: Int)
        /// Nothing around it: a global, or nothing the sources declare.
        case outside
    }

    /// The innermost declaration of the name at `word`, walking out through the blocks around it. An
    /// `if let name {` or `guard let name else` names the same value further out, so it is passed over. In an
    /// extension, when `extensionsDeclare`, any name is taken as the extended type's (its property may be
    /// declared in another extension).
    func declaration(of word: Word, in file: Int, extensionsDeclare: Bool = true) -> Declared {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return .outside }
        let view = syntax.view
        var brace = word.scope
        var skipsLocals = false
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .type(let type):
                let name = type.components.last ?? type.name.text
                if !members(named: word.text, in: type, view: view).isEmpty || (extensionsDeclare && type.keyword == "extension")
                    || inheritsProperty(word.text, in: name) || (word.is("factory") && testCaseFactory(of: name) != nil)
                {
                    return .property(of: type)
                }
            case .function(let function):
                if let parameter = function.parameters.first(where: { $0.name.isSame(as: word) }) { return .parameter(parameter, of: function) }
            case .closure(let trailing):
                if let position = Closure(view: view, brace: brace).signature?.parameters.firstIndex(where: { $0.isSame(as: word) }) {
                    return .closureParameter(trailing: trailing, position: position, closure: brace)
                }
            case .property, .statement:
                break
            }
            if !skipsLocals {
                // In `let factory = factory`, the value is the outer `factory`.
                // A `switch`'s cases are scopes of their own.
                let isSwitch = BlockKind.statementKeyword(of: brace, in: view) == "switch"
                let locals = syntax.declarations(of: word, in: brace).filter {
                    $0.name.anchor != word.anchor && !($0.initialValue?.span.contains(word.anchor) ?? false)
                        && !(isSwitch && Self.isCaseBetween($0.name.anchor, word.anchor, in: brace, view: view))
                }
                let isShorthand = !locals.isEmpty && locals.allSatisfy { $0.initialValue == nil && !$0.isTyped && !$0.isStatement }
                if !locals.isEmpty, !isShorthand { return .local(locals, block: brace) }
                if let bound = patternBinding(of: word, in: brace, file: file) { return .patternBound(at: bound) }
                skipsLocals = isShorthand
            } else {
                skipsLocals = false
            }
            brace = Int(view.enclosingBrace[brace])
        }
        // `for name in …` or `let (name, other) = …` at the top level of `main.swift`.
        if brace < 0, !skipsLocals, syntax.declarations(of: word, in: -1).isEmpty, let bound = patternBinding(of: word, in: -1, file: file) {
            return .patternBound(at: bound)
        }
        return .outside
    }

    /// Whether the name at the word is a variable (a parameter, a local, a property or a global of the word's
    /// file) rather than a type or a function of that name.
    func isVariable(_ word: Word, in file: Int) -> Bool {
        if case .outside = declaration(of: word, in: file, extensionsDeclare: false) {
            return index.syntax(file).map { !$0.declarations(of: word, in: -1).isEmpty } ?? false
        }
        return true
    }

    /// Where a pattern in the block binds the name: `let (name, other) = …`, `case .some(let name)`,
    /// `case let .some(name)`, `for name in …`; nil when none does. Only an enum case's payload is followed
    /// (``NameBinder/payload(boundAt:in:depth:)``).
    func patternBinding(of word: Word, in brace: Int, file: Int) -> Int? {
        guard let view = index.syntax(file)?.view else { return nil }
        for anchor in index.anchors(of: word.text, in: file) where anchor < word.anchor && Int(view.enclosingBrace[anchor]) == brace {
            guard view.kind(anchor - 1) != .dot else { continue }
            var cursor = anchor - 1
            var depth = 0
            var passedParen = false
            var steps = 0
            walk: while cursor >= 0, steps < 16 {
                steps += 1
                switch view.kind(cursor) {
                case .leftParen:
                    if depth == 0 { passedParen = true } else { depth -= 1 }
                case .rightParen:
                    depth += 1
                case .identifier:
                    if view.isWord(cursor, "for") || view.isWord(cursor, "case") { return anchor }
                    if view.isWord(cursor, "let") || view.isWord(cursor, "var") {
                        if passedParen || view.kind(cursor - 1) == .leftParen || view.isWord(cursor - 1, "case") { return anchor }
                        // `case .began(let flow, let scope)`: a later name of a case's payload.
                        if view.kind(cursor - 1) == .comma, Self.payloadPlace(of: anchor, in: view) != nil { return anchor }
                        break walk
                    }
                case .comma, .colon, .dot:
                    break
                default:
                    break walk
                }
                cursor -= 1
            }
        }
        return nil
    }

    /// Whether a `case` or `default` label of the `switch` body `brace` lies between the two tokens.
    static func isCaseBetween(_ first: Int, _ second: Int, in brace: Int, view: TokenView) -> Bool {
        let (start, end) = (min(first, second), max(first, second))
        for index in start..<end where Int(view.enclosingBrace[index]) == brace && (view.isWord(index, "case") || view.isWord(index, "default")) {
            // Not `.case`, nor the `case` of a condition (`if case`, `guard case`, `for case`, `, case`).
            guard view.kind(index - 1) != .dot, view.kind(index - 1) != .comma,
                !(view.isWord(index - 1, "if") || view.isWord(index - 1, "guard") || view.isWord(index - 1, "while") || view.isWord(index - 1, "for"))
            else { continue }
            return true
        }
        return false
    }
}
