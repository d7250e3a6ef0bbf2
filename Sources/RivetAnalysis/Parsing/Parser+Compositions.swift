extension Parser {
    /// `Other().assemble(into: &registry)`, `helper(&registry)` or `Type.helper(into: &registry)`, whose
    /// `&` is at `ampersand`, inside a body that registers, passing that body's own registry.
    mutating func readComposition(at ampersand: Int) {
        let (container, conditions, isInBlock) = context(of: ampersand)
        guard let container, let parameter = registryParameters[container],
            view.isSameWord(ampersand + 1, as: parameter),
            view.kind(ampersand + 2) == .rightParen || view.kind(ampersand + 2) == .comma,
            let open = callParenthesis(around: ampersand), view.kind(open - 1) == .identifier
        else { return }
        let name = view.text(open - 1)
        var target: Composition.Target? = .function(name: name, type: nil)
        if view.kind(open - 2) == .dot { target = receiverTarget(name: name, end: open - 3) }
        guard let target else {
            unreadUses[ampersand + 1] = "`\(view.text(open - 3)).\(name)(…)`, whose receiver is a value the analysis cannot name"
            return
        }
        guard !isInBlock else { return }  // left unaccounted: judgeAssemblies names it
        accountedUses.insert(ampersand + 1)
        result.compositions.append(Composition(
            target: target, container: container, conditions: conditions, location: location(open - 1)
        ))
    }

    /// What `receiver.name(…)` composes, the receiver ending at `end`: `Other()` an assembly, `Type` or
    /// `Self` a function; nil for a value the analysis cannot name (`network.assemble(into:)`).
    private func receiverTarget(name: String, end: Int) -> Composition.Target? {
        if view.kind(end) == .rightParen {
            let opener = view.match(end)
            guard view.kind(opener - 1) == .identifier, view.kind(opener - 2) != .dot || isTypeDotted(opener - 1) else {
                return nil
            }
            let type = view.text(opener - 1)
            return name == RivetWord.assemble.rawValue ? .assembly(type) : .function(name: name, type: type)
        }
        guard view.kind(end) == .identifier, view.kind(end - 1) != .dot || isTypeDotted(end) else { return nil }
        if view.isWord(end, "self") || view.isWord(end, "Self") { return .function(name: name, type: nil) }
        return isTypeName(end) ? .function(name: name, type: view.text(end)) : nil
    }

    /// Whether the word at `index` ends a dotted type name (`Features.Network`): capitalised components.
    private func isTypeDotted(_ index: Int) -> Bool {
        var cursor = index
        while view.kind(cursor) == .identifier {
            guard isTypeName(cursor) else { return false }
            guard view.kind(cursor - 1) == .dot else { return true }
            cursor -= 2
        }
        return false
    }

    /// The `(` of the call whose arguments hold the token at `index`.
    private func callParenthesis(around index: Int) -> Int? {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            steps += 1
            switch view.kind(cursor) {
            case .leftParen: return cursor
            case .rightParen, .rightBracket: cursor = view.match(cursor) - 1
            case .identifier, .colon, .comma, .dot, .number, .string, .operator: cursor -= 1
            default: return nil
            }
        }
        return nil
    }
}
