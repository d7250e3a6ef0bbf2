/// One file's syntax, built once from its tokens: its calls, its `let`/`var` declarations and its `#if`
/// clauses, from which readers walk to arguments, members, closures and literals without counting tokens.
///
/// The outline is built in one pass over the tokens; a node's children (a call's arguments, an array's
/// elements, a closure's head) are parsed when a reader first asks, one bracket level at a time, so that
/// the cost is linear in the file and paid where a reader looks. Unbalanced input gives a partial outline
/// (a bracket without a partner reaches to the end of the file), never a trap or an endless walk.
final class SyntaxFile {
    let view: TokenView
    /// The file's index in the analysis, for locations.
    let file: Int
    /// Every `name(…)` and `.name(…)`, in source order.
    let calls: [Call]
    /// Every `let` and `var` followed by a name, in source order.
    let variables: [VariableDeclaration]
    /// The `#if` clauses, found on first use.
    let compilationConditions = CompilationConditions()
    /// The variable whose initial value is exactly a call, by the call's name token.
    private let initialised: [Int: Int]

    init(view: TokenView, file: Int) {
        self.view = view
        self.file = file
        var calls: [Call] = []
        var variables: [VariableDeclaration] = []
        var initialised: [Int: Int] = [:]
        let tokens = view.tokens
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen where index > 0 && tokens[index - 1].kind == .identifier:
                calls.append(Call(view: view, nameAnchor: index - 1, open: index))
            case .identifier where view.isWord(index, "let") || view.isWord(index, "var"):
                guard let variable = VariableDeclaration(at: index, in: view) else { break }
                if case .call(let call)? = variable.initialValue?.kind, call.nameAnchor >= 0 {
                    initialised[call.nameAnchor] = variables.count
                }
                variables.append(variable)
            default:
                break
            }
        }
        self.calls = calls
        self.variables = variables
        self.initialised = initialised
    }

    /// The declaration whose initial value is exactly `call`, nothing around it: `let name = Factory(…)`.
    func variable(initialisedBy call: Call) -> VariableDeclaration? {
        guard call.nameAnchor >= 0 else { return nil }
        return initialised[call.nameAnchor].map { variables[$0] }
    }
}

extension SyntaxFile {
    /// Where the word is, for diagnostics.
    func location(of word: Word) -> SourceLocation { location(at: word.anchor) }

    /// Where the expression starts, for diagnostics.
    func location(of expression: Expression) -> SourceLocation { location(at: expression.span.lowerBound) }

    private func location(at anchor: Int) -> SourceLocation {
        SourceLocation(file: file, offset: view.tokens[anchor].start)
    }
}
