/// What a reader needs to tell which declaration a name means inside one block: the `let`s and `var`s of each
/// name declared directly in it, and its `case` and `default` labels, which divide a `switch` body into
/// scopes that are no braces. Both are found in one pass, on first use.
extension SyntaxFile {
    /// A name declared directly in a block (`scope`: its `{`, -1 for the file).
    struct ScopedName: Hashable {
        var scope: Int32
        var name: String
    }

    /// The declarations of `name` directly in the block `scope`, in source order.
    func declarations(of name: Word, in scope: Int) -> [VariableDeclaration] {
        let (byName, _) = readScopes()
        return byName[ScopedName(scope: Int32(scope), name: name.text)].map { $0.map { variables[$0] } } ?? []
    }

    /// Whether a `case` or `default` label of the block `scope` lies between the two tokens: they may then be
    /// in different cases of a `switch`.
    func hasCaseLabel(in scope: Int, between start: Int, and end: Int) -> Bool {
        let (_, labels) = readScopes()
        guard let positions = labels[Int32(scope)] else { return false }
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < end
    }

    private func readScopes() -> (byName: [ScopedName: [Int]], labels: [Int32: [Int]]) {
        if let scopes { return scopes }
        var byName: [ScopedName: [Int]] = [:]
        for (index, variable) in variables.enumerated() {
            byName[ScopedName(scope: Int32(variable.name.scope), name: variable.name.text), default: []].append(index)
        }
        var labels: [Int32: [Int]] = [:]
        for index in 0..<view.count where view.isWord(index, "case") || view.isWord(index, "default") {
            labels[view.enclosingBrace[index], default: []].append(index)
        }
        scopes = (byName, labels)
        return (byName, labels)
    }
}
