extension NameBinder {
    /// Whether the closure a constant dictionary literal keeps under an enum case (a router's `.screen: { factory in
    /// … }`) certainly runs where a call picks that case: a function looks the element up by its own parameter
    /// (`builders[route]`) and certainly calls it, and a call of that function passing the case (`push(.screen)`) is
    /// certain where it is written.
    func runsCertainly(routeBuilder brace: Int, in file: Int, depth: Int) -> Bool {
        guard depth > 0, let syntax = index.syntax(file), brace >= 3 else { return false }
        let view = syntax.view
        guard view.kind(brace - 1) == .colon, view.kind(brace - 2) == .identifier, view.kind(brace - 3) == .dot else { return false }
        let caseName = view.text(brace - 2)
        let constant = syntax.variables.first { variable in
            guard variable.isConstant, let initial = variable.initialValue, case .collection(let literal) = initial.kind else { return false }
            return Int(view.enclosingBrace[brace]) == variable.name.scope && literal.open < brace && brace < view.match(literal.open)
        }
        guard let constant, storedClosureCalls(closure: brace, in: file) != nil else { return false }
        for anchor in index.anchors(of: constant.name.text, in: file) where anchor != constant.name.anchor {
            // `builders[route]`, `route` a parameter of the function it is in.
            guard view.kind(anchor + 1) == .leftBracket, view.kind(anchor + 2) == .identifier, view.kind(anchor + 3) == .rightBracket,
                case .parameter(let parameter, let function) = declaration(of: Word(view: view, anchor: anchor + 2), in: file),
                let position = function.parameters.firstIndex(where: { $0.name.anchor == parameter.name.anchor }),
                let calls = callsOfElement(of: Word(view: view, anchor: anchor), in: syntax)
            else { continue }
            guard calls.contains(where: { uncertainPlace(of: $0.nameAnchor, in: file, depth: depth - 1) == nil }) else { continue }
            let (callers, stop) = self.callers(of: function, in: file)
            guard stop == nil else { continue }
            for (callerFile, call) in callers {
                guard let argument = Self.argument(for: position, of: function, in: call), argument.quoted == ".\(caseName)" else { continue }
                if uncertainPlace(of: call.nameAnchor, in: callerFile, depth: depth - 1) == nil { return true }
            }
        }
        return false
    }
}
