extension NameBinder {
    /// What the parameter at `position` of a closure stored in a variable may hold: the closure is the value the
    /// variable is declared with (`let makeScreen: (Factory) -> any Screen = { factory in … }`), or an element (or a
    /// dictionary's value) of that literal (a router's `let builders: [Route: (Factory) -> any Screen] = [.cart:
    /// { factory in … }]`), and every use of the variable in its file calls it, or takes one element and calls it,
    /// at once (`builders[route]?(factory)`) or through a constant (`guard let build = builders[route] else { … }`
    /// then `build(factory)`): what those calls pass. Nil otherwise: a closure handed on or iterated may be called
    /// with anything.
    func storedClosureArgument(_ position: Int, closure brace: Int, in file: Int, depth: Int) -> Bound? {
        guard let (variable, calls) = storedClosureCalls(closure: brace, in: file) else { return nil }
        guard depth > 0 else { return .stopped("`\(variable)`'s closures, called more than \(Self.callDepth) calls up") }
        var found = Bound()
        for call in calls {
            let arguments = call.arguments
            guard position < arguments.count else { return nil }
            found.formUnion(value(of: arguments[position].value, in: file, depth: depth - 1))
        }
        return calls.isEmpty ? nil : found
    }

    /// The calls of a closure stored in a variable, as ``storedClosureArgument(_:closure:in:depth:)`` finds them, with
    /// the variable's name; nil when the closure is not stored so, or a use of the variable does anything else.
    func storedClosureCalls(closure brace: Int, in file: Int) -> (variable: String, calls: [Call])? {
        guard let syntax = index.syntax(file), brace > 0 else { return nil }
        let view = syntax.view
        let before = view.kind(brace - 1)
        var isElement = false
        var variable = syntax.variables.first { variable in
            guard let initial = variable.initialValue, Int(view.enclosingBrace[brace]) == variable.name.scope else { return false }
            switch initial.kind {
            case .closure(let closure):
                return closure.brace == brace
            case .collection(let literal):
                isElement = before == .colon || before == .comma || before == .leftBracket
                return isElement && literal.open < brace && brace < view.match(literal.open)
            default:
                return false
            }
        }
        // Or a property assigned the closure in an initializer (`self.build = { factory in … }`), never anything else.
        var assignment: Int?
        if variable == nil, let (property, anchor) = assignedProperty(closure: brace, in: syntax, file: file) {
            variable = property
            assignment = anchor
        }
        // A property or a local, used in its file only, and through `self` where after a dot.
        guard let variable, variable.name.scope >= 0, index.files(mentioning: variable.name.text).allSatisfy({ $0 == file }) else { return nil }
        var calls: [Call] = []
        for anchor in index.anchors(of: variable.name.text, in: file) where anchor != variable.name.anchor && anchor != assignment {
            guard view.kind(anchor - 1) != .dot || (anchor >= 2 && view.isWord(anchor - 2, "self")) else { return nil }
            // A method of that name in the file: which of the two a call means is not read.
            guard !view.isWord(anchor - 1, "func") else { return nil }
            let use = Word(view: view, anchor: anchor)
            let direct = isElement ? nil : view.kind(anchor + 1) == .leftParen ? [Call(view: view, nameAnchor: anchor, open: anchor + 1)] : nil
            guard let found = isElement ? callsOfElement(of: use, in: syntax) : direct else { return nil }
            calls += found
        }
        return (variable.name.text, calls)
    }

    /// The variable without an initial value that `name = { … }` or `self.name = { … }` assigns the closure to (a stored
    /// property, in an initializer of its type), and the assigned name's token.
    private func assignedProperty(closure brace: Int, in syntax: SyntaxFile, file: Int) -> (VariableDeclaration, Int)? {
        let view = syntax.view
        let outline = index.outline(file)
        guard brace >= 2, view.isOperator(brace - 1, "="), view.kind(brace - 2) == .identifier else { return nil }
        let name = brace - 2
        let isSelf = view.kind(name - 1) == .dot && view.isWord(name - 2, "self")
        guard isSelf || view.kind(name - 1) != .dot else { return nil }
        // The type body the assignment is in, however deep in its initializer.
        var body = Int(view.enclosingBrace[name])
        var steps = 0
        while body >= 0, steps < Word.blockWalkLimit {
            steps += 1
            // `self.name` is the type's property, not a local of the initializer.
            let isTypeBody = outline?.types[body] != nil
            if !isSelf || isTypeBody, let property = syntax.variables.first(where: { $0.name.scope == body && $0.name.text == view.text(name) }) {
                return property.initialValue == nil ? (property, name) : nil
            }
            body = Int(view.enclosingBrace[body])
        }
        return nil
    }

    /// Each call of the element `use[…]` takes, called at once or through a constant; nil when the use is anything else.
    func callsOfElement(of use: Word, in syntax: SyntaxFile) -> [Call]? {
        let view = syntax.view
        var start = use.anchor
        if start >= 2, view.kind(start - 1) == .dot, view.isWord(start - 2, "self") { start -= 2 }
        guard view.kind(use.anchor + 1) == .leftBracket else { return nil }
        var after = view.match(use.anchor + 1) + 1
        if after < view.count, view.kind(after) == .operator, view.isOperator(after, "?") || view.isOperator(after, "!") { after += 1 }
        if after < view.count, view.kind(after) == .leftParen {
            return [Call(view: view, nameAnchor: use.anchor, open: after)]
        }
        // `let build = builders[route]`, `guard let build = …`, `if let build = …`: each use of `build` a call.
        guard let constant = syntax.variables.first(where: { $0.initialValue?.span.lowerBound == start && $0.isConstant }),
            let initial = constant.initialValue, initial.span.upperBound == view.match(use.anchor + 1) + 1
        else { return nil }
        let scope = constant.name.scope
        let uses = scope >= 0
            ? syntax.words(named: [constant.name.text], in: Block(view: view, brace: scope))
            : syntax.uses(named: [constant.name.text])[constant.name.text] ?? []
        var calls: [Call] = []
        for word in uses where word.anchor > constant.name.anchor {
            guard view.kind(word.anchor + 1) == .leftParen else { return nil }
            calls.append(Call(view: view, nameAnchor: word.anchor, open: word.anchor + 1))
        }
        return calls
    }
}
