extension Parser {
    /// Links each flow begun from a constant (`app.beginFlow(…)`) to the construction the constant is bound
    /// to in this file (`let app = Factory(…)`): the latest `let` of that name before the flow whose scope
    /// holds it, unless something between them may declare the name again (a parameter, a closure's
    /// parameter, another `let` or `var`, a `for` variable), in which case the flow's parent stays unknown.
    mutating func linkFlowParents() {
        guard !pendingFlowParents.isEmpty else { return }
        let names = Set(pendingFlowParents.map { view.text($0.receiver) })
        // Where each name may be declared, in order.
        var declarations: [String: [Int]] = [:]
        for index in 0..<view.count where view.kind(index) == .identifier && view.kind(index - 1) != .dot {
            let text = view.text(index)
            if names.contains(text), mayDeclare(index) { declarations[text, default: []].append(index) }
        }
        for (flow, receiver) in pendingFlowParents {
            let name = view.text(receiver)
            guard let (construction, variable) = boundConstruction(named: receiver) else { continue }
            let between = declarations[name] ?? []
            // The first declaration-like use after the binding's own name.
            var low = 0
            var high = between.count
            while low < high {
                let middle = (low + high) / 2
                if between[middle] <= variable { low = middle + 1 } else { high = middle }
            }
            if low < between.count, between[low] < receiver { continue }
            result.factories[flow].parent = construction
        }
    }

    /// Whether the name at `index` may declare a constant, a variable or a parameter of that name.
    private func mayDeclare(_ index: Int) -> Bool {
        if view.isWord(index - 1, "let") || view.isWord(index - 1, "var") || view.isWord(index - 1, "for") { return true }
        // `(name: T`, `, name: T`, `label name: T`: a parameter (or a label, which is taken as one).
        if view.kind(index + 1) == .colon,
            view.kind(index - 1) == .leftParen || view.kind(index - 1) == .comma || view.kind(index - 1) == .identifier
        {
            return true
        }
        // `{ name in`, `{ a, name in`: a closure's parameter.
        return view.isWord(index + 1, "in") || (view.kind(index + 1) == .comma && view.kind(index - 1) == .leftBrace)
    }

    /// The construction that the constant named at `use` is bound to, and the constant's token: the latest
    /// `let` of that name before it whose scope holds it.
    private func boundConstruction(named use: Int) -> (construction: Int, variable: Int)? {
        for bound in (boundConstructions[view.text(use)] ?? []).reversed() where bound.variable < use {
            let scope = Int(view.enclosingBrace[bound.variable])
            var brace = Int(view.enclosingBrace[use])
            var steps = 0
            while brace != scope, brace >= 0, steps < Self.nestingWalkLimit {
                brace = Int(view.enclosingBrace[brace])
                steps += 1
            }
            if brace == scope { return bound }
        }
        return nil
    }
}
