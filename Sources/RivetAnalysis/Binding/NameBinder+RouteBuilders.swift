extension NameBinder {
    /// Whether a closure kept in a variable certainly runs where a call of the function that calls it is certain: a
    /// router's builder kept under an enum case (`.screen: { factory in … }`) that a function looks up by its own
    /// parameter (`builders[route]`) and certainly calls, or a closure property it certainly calls, or calls under
    /// `if route == .screen`; and a call of that function, passing the case where one is asked (`push(.screen)`),
    /// certain where it is written.
    func runsCertainly(storedClosure brace: Int, in file: Int, depth: Int) -> Bool {
        guard depth > 0, let syntax = index.syntax(file), brace >= 3,
            let (variable, _) = storedClosureCalls(closure: brace, in: file)
        else { return false }
        let view = syntax.view
        // The case the closure is kept under, for a dictionary's element.
        let element = view.kind(brace - 1) == .colon && view.kind(brace - 2) == .identifier && view.kind(brace - 3) == .dot
            ? view.text(brace - 2) : nil
        for anchor in index.anchors(of: variable, in: file) {
            if let element {
                // `builders[route]`, `route` a parameter of the function it is in; the element certainly called.
                guard view.kind(anchor + 1) == .leftBracket, view.kind(anchor + 2) == .identifier, view.kind(anchor + 3) == .rightBracket,
                    let calls = callsOfElement(of: Word(view: view, anchor: anchor), in: syntax),
                    calls.contains(where: { uncertainPlace(of: $0.nameAnchor, in: file, depth: depth - 1) == nil }),
                    isCertainlyCalled(parameterAt: anchor + 2, with: element, in: file, depth: depth)
                else { continue }
                return true
            }
            guard view.kind(anchor + 1) == .leftParen else { continue }
            if uncertainPlace(of: anchor, in: file, depth: depth - 1) == nil, isCertainlyCalled(functionAround: anchor, in: file, depth: depth) {
                return true
            }
            // `if route == .screen { build(factory) }`, the `if` certain, and the call certain in its body.
            let body = Int(view.enclosingBrace[anchor])
            guard body >= 5, view.isOperator(body - 3, "=="), view.kind(body - 2) == .dot, view.kind(body - 1) == .identifier,
                view.kind(body - 4) == .identifier, view.isWord(body - 5, "if"), view.shortCircuit(before: anchor) == nil,
                (exit(from: body, to: anchor, in: syntax, receiver: nil) ?? compiled(anchor, from: body, in: view)) == nil,
                uncertainPlace(of: body - 5, in: file, depth: depth - 1) == nil,
                isCertainlyCalled(parameterAt: body - 4, with: view.text(body - 1), in: file, depth: depth)
            else { continue }
            return true
        }
        return false
    }

    /// Whether the name at `anchor` is a parameter of the function it is in, and a call of that function certain
    /// where it is written passes `.caseName` for it.
    private func isCertainlyCalled(parameterAt anchor: Int, with caseName: String, in file: Int, depth: Int) -> Bool {
        guard let view = index.syntax(file)?.view,
            case .parameter(let parameter, let function) = declaration(of: Word(view: view, anchor: anchor), in: file),
            let position = function.parameters.firstIndex(where: { $0.name.anchor == parameter.name.anchor })
        else { return false }
        let (calls, stop) = callers(of: function, in: file)
        guard stop == nil else { return false }
        return calls.contains { callerFile, call in
            guard let argument = Self.argument(for: position, of: function, in: call), argument.quoted == ".\(caseName)" else { return false }
            return uncertainPlace(of: call.nameAnchor, in: callerFile, depth: depth - 1) == nil
        }
    }

    /// Whether a call of the function the token is in is certain where it is written.
    private func isCertainlyCalled(functionAround anchor: Int, in file: Int, depth: Int) -> Bool {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return false }
        var brace = Int(syntax.view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            if case .function(let function) = BlockKind(brace: brace, in: syntax, outline: outline) {
                let (calls, stop) = callers(of: function, in: file)
                return stop == nil && calls.contains { uncertainPlace(of: $0.call.nameAnchor, in: $0.file, depth: depth - 1) == nil }
            }
            brace = Int(syntax.view.enclosingBrace[brace])
        }
        return false
    }
}
