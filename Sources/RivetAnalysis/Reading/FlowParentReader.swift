/// Links flows begun from a constant (`app.beginFlow(…)`) to the construction the constant is bound to in
/// the same file (`let app = Factory(…)`): the latest binding of that name before the flow whose block holds
/// it, unless something between them may declare the name again (a parameter, a closure's parameter,
/// another `let` or `var`, a `for` variable) or a `case` label may put them in different cases of a `switch`,
/// in which case the flow's parent stays unknown.
struct FlowParentReader {
    let syntax: SyntaxFile

    /// A flow begun from a name: its index among the file's constructions and the name.
    struct Flow {
        var index: Int
        var receiver: Word
    }

    /// A name bound to a construction (`let app = Factory(…)`, `let flow = app.beginFlow(…)`, a scoped
    /// root's body parameter).
    struct Binding {
        var construction: Int
        var variable: Word
    }

    /// Each flow whose parent is known, with the parent's index among the file's constructions.
    func parents(of flows: [Flow], bindings: [String: [Binding]]) -> [(flow: Int, parent: Int)] {
        guard !flows.isEmpty else { return [] }
        let declaring = syntax.declaringWords(named: Set(flows.map(\.receiver.text)))
        var found: [(flow: Int, parent: Int)] = []
        for flow in flows {
            let name = flow.receiver.text
            guard let binding = (bindings[name] ?? []).last(where: {
                $0.variable.precedes(flow.receiver) && flow.receiver.isWithin(block: $0.variable.scope)
            }) else { continue }
            // In another case of a `switch`, the name is not that binding.
            if syntax.hasCaseLabel(in: binding.variable.scope, between: binding.variable.anchor, and: flow.receiver.anchor) { continue }
            let between = declaring[name] ?? []
            // The first declaration-like word after the binding's own name.
            var low = 0
            var high = between.count
            while low < high {
                let middle = (low + high) / 2
                if !binding.variable.precedes(between[middle]) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            if low < between.count, between[low].precedes(flow.receiver) { continue }
            found.append((flow.index, binding.construction))
        }
        return found
    }
}
