/// One file's syntax, built once from its tokens: its calls, its `let`/`var` declarations and its `#if`
/// clauses, from which readers walk to arguments, members, closures and literals without counting tokens.
///
/// Only the calls' places are found up front, in one pass over the tokens; the declarations and `#if`
/// clauses are found on first use (most files are never asked), and a node's children (a call's
/// arguments, an array's elements, a closure's head) are parsed when a reader asks for them, one bracket
/// level at a time. So the cost is linear in the file and mostly paid where a reader looks: the analysis
/// reads thousands of files a second, nearly all of them without a construct of Rivet's. Unbalanced input
/// gives a partial tree (a bracket without a partner reaches to the end of the file), never a trap or an
/// endless walk.
final class SyntaxFile {
    let view: TokenView
    /// The file's index in the analysis, for locations.
    let file: Int
    /// The name of every `name(…)` and `.name(…)`, in source order.
    private let callNames: [Int32]
    /// The `#if` clauses, found on first use.
    let compilationConditions = CompilationConditions()
    /// How many `return`, `throw`, `break` and `continue` come before each token, counted on first use.
    let leavingWords = LeavingWords()
    /// Where the plain `try`s are, found on first use.
    let throwingCalls = ThrowingCalls()
    /// The declarations, and which of them each call initialises, found on first use.
    private var declarations: (variables: [VariableDeclaration], initialised: [Int: Int])?
    /// The declarations by block and name, and each block's `case` labels, found on first use (SyntaxFile+Scopes).
    var scopes: (byName: [ScopedName: [Int]], labels: [Int32: [Int]])?

    init(view: TokenView, file: Int) {
        self.view = view
        self.file = file
        var callNames: [Int32] = []
        let tokens = view.tokens
        var index = 1
        while index < tokens.count {
            if tokens[index].kind == .leftParen, tokens[index - 1].kind == .identifier { callNames.append(Int32(index - 1)) }
            index += 1
        }
        self.callNames = callNames
    }

    /// Every `name(…)` and `.name(…)`, in source order (a declaration's `func name(` too: readers ask by name).
    var calls: [Call] {
        callNames.map { Call(view: view, nameAnchor: Int($0), open: Int($0) + 1) }
    }

    /// The calls of any of `words`, in source order: found by comparing bytes, so that a file with none
    /// costs no node.
    func calls(named words: [RivetWord]) -> [Call] {
        let spellings = words.map { Array($0.rawValue.utf8) }
        var found: [Call] = []
        view.bytes.withUnsafeBufferPointer { bytes in
            for name in callNames {
                let token = view.tokens[Int(name)]
                let length = Int(token.end - token.start)
                for spelling in spellings where spelling.count == length {
                    if bytes[Int(token.start)..<Int(token.end)].elementsEqual(spelling) {
                        found.append(Call(view: view, nameAnchor: Int(name), open: Int(name) + 1))
                        break
                    }
                }
            }
        }
        return found
    }

    /// The call whose name is at `anchor` (`register` in `registry.register(…)`), for the readers still
    /// dispatched from the parser's walk over tokens; nil when no `(` follows the name.
    func call(named anchor: Int) -> Call? {
        guard anchor >= 0, anchor + 1 < view.count, view.tokens[anchor].kind == .identifier, view.tokens[anchor + 1].kind == .leftParen
        else { return nil }
        return Call(view: view, nameAnchor: anchor, open: anchor + 1)
    }

    /// Every attribute (`@Injected(\.cart)`, `@MainActor`), in source order.
    ///
    /// These walks over every token are loops over indices that try a declaration only where its first token
    /// can start one: unoptimized, as the build plugin's tool is built (Package.swift), a `compactMap` over a
    /// range calls a generic iterator and a closure for each token.
    var attributes: [Attribute] {
        var found: [Attribute] = []
        var index = 0
        while index < view.count {
            if view.kind(index) == .at, let attribute = Attribute(at: index, in: view) { found.append(attribute) }
            index += 1
        }
        return found
    }

    /// Every type and extension declaration, in source order (found anew on each call: the parser reads
    /// them in its own walk, with the scopes around them).
    var typeDeclarations: [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var index = 0
        while index < view.count {
            // A keyword and a name: both words.
            if view.kind(index) == .identifier, view.kind(index + 1) == .identifier,
                let declaration = TypeDeclaration(at: index, in: view)
            {
                found.append(declaration)
            }
            index += 1
        }
        return found
    }

    /// Every function and initializer declaration whose parameters can be read, in source order (found anew
    /// on each call).
    var functionDeclarations: [FunctionDeclaration] {
        var found: [FunctionDeclaration] = []
        var index = 0
        while index < view.count {
            if view.kind(index) == .identifier, let declaration = FunctionDeclaration(at: index, in: view) { found.append(declaration) }
            index += 1
        }
        return found
    }

    /// Every `let` and `var` followed by a name, in source order.
    var variables: [VariableDeclaration] { readDeclarations().variables }

    /// The declaration whose initial value is exactly `call`, nothing around it: `let name = Factory(…)`. Without
    /// the file's declarations read, the nearest `let` or `var` before the call in its statement, which is the only
    /// one that can declare it (a type annotation holds none).
    func variable(initialisedBy call: Call) -> VariableDeclaration? {
        guard call.nameAnchor >= 0 else { return nil }
        if let (variables, initialised) = declarations { return initialised[call.nameAnchor].map { variables[$0] } }
        var cursor = call.nameAnchor - 1
        var steps = 0
        while cursor >= 0, steps < Self.declarationWalkLimit {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen, .rightBracket, .rightBrace:
                cursor = view.match(cursor) - 1
                continue
            case .leftParen, .leftBracket, .leftBrace, .semicolon:
                return nil
            default:
                break
            }
            if view.isWord(cursor, "let") || view.isWord(cursor, "var") {
                guard let variable = VariableDeclaration(at: cursor, in: view), case .call(let made)? = variable.initialValue?.kind,
                    made.nameAnchor == call.nameAnchor
                else { return nil }
                return variable
            }
            cursor -= 1
        }
        return nil
    }

    /// How many tokens back ``variable(initialisedBy:)`` looks for its declaration's `let` or `var`.
    static let declarationWalkLimit = 256

    private func readDeclarations() -> (variables: [VariableDeclaration], initialised: [Int: Int]) {
        if let declarations { return declarations }
        var variables: [VariableDeclaration] = []
        var initialised: [Int: Int] = [:]
        var index = -1
        while index + 1 < view.count {
            index += 1
            guard view.isWord(index, "let") || view.isWord(index, "var"), let variable = VariableDeclaration(at: index, in: view)
            else { continue }
            if case .call(let call)? = variable.initialValue?.kind, call.nameAnchor >= 0 {
                initialised[call.nameAnchor] = variables.count
            }
            variables.append(variable)
        }
        declarations = (variables, initialised)
        return (variables, initialised)
    }
}

extension SyntaxFile {
    /// Where the word is, for diagnostics.
    func location(of word: Word) -> SourceLocation { location(at: word.anchor) }

    /// Where the expression starts, for diagnostics.
    func location(of expression: Expression) -> SourceLocation { location(at: expression.span.lowerBound) }

    /// Where the clause's `#if` is, for diagnostics.
    func location(of clause: CompilationClause) -> SourceLocation { location(at: clause.directive) }

    private func location(at anchor: Int) -> SourceLocation {
        SourceLocation(file: file, offset: view.tokens[anchor].start)
    }
}
