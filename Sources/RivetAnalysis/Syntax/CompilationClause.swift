/// One arm of an `#if` clause: `#if DEBUG`, `#elseif os(iOS)` or `#else`, up to the next directive.
struct CompilationClause {
    /// The `#if` of the clause: one anchor that all its arms share.
    let directive: Int
    /// Which arm: 0 for `#if`, then one more for each `#elseif` or `#else`.
    let arm: Int
    /// The arm's condition and those of the arms before it, as written (`#else` adds none): the code is
    /// compiled when the last holds and none before it does.
    let conditions: [String]
    /// The conditions of every arm of the `#if` that `#elseif`s write, as written: how messages name each arm.
    let allConditions: [String]
    let isElse: Bool
}

extension SyntaxFile {
    /// How many `#if` clauses around one word are read.
    static let clauseLimit = 64

    /// The arms of the `#if` clauses around `word`, innermost first.
    func compilationClauses(around word: Word) -> [CompilationClause] {
        let table = compilationConditions.clauses(in: view)
        var found: [CompilationClause] = []
        var index = Int(table.innermost[word.anchor])
        while index >= 0, found.count < Self.clauseLimit {
            let clause = table.clauses[index]
            found.append(CompilationClause(
                directive: clause.point, arm: clause.arm, conditions: clause.conditions,
                allConditions: table.arms[clause.point] ?? clause.conditions, isElse: clause.isElse
            ))
            index = Int(clause.parent)
        }
        return found
    }
}

