/// Reads the branch arms a statement is in, between it and the body that holds it: the arms of `if`/`else`
/// chains, the cases of `switch`es and the arms of `#if` clauses, each with how messages name every arm
/// of its branch ("`isDebug` is true", "`mode` is `.a`", "building with `DEBUG`").
struct BranchReader {
    let syntax: SyntaxFile
    /// The cases of the switches read so far, so that a switch of thousands of cases is read once.
    let switchCases: SwitchCases

    /// How many branches deep a statement may be and be placed.
    static let depthLimit = 64

    /// The arms between `word` and `body`, outermost first; nil when a block between them is something
    /// else (a loop, a closure, `do`), whose paths the analysis cannot name.
    func arms(of word: Word, in body: Block) -> [BranchArm]? {
        var arms: [BranchArm] = []
        var position = word.anchor
        var block = word.block
        while block?.brace != body.brace {
            guard let current = block, current.brace > body.brace, arms.count < Self.depthLimit,
                let arm = arm(of: current, around: position)
            else { return nil }
            arms.append(arm)
            position = current.brace
            block = current.enclosing
        }
        for clause in syntax.compilationClauses(around: word) {
            guard clause.directive > body.brace, arms.count < Self.depthLimit else { break }
            arms.append(BranchArm(
                point: syntax.location(of: clause), arm: clause.arm,
                labels: Self.chainLabels(clause.allConditions) { "building " + $0 }
            ))
        }
        return arms.reversed()
    }

    /// The arm that `block` is, when it is an arm of an `if` chain or a `switch` (then `position`, a token
    /// in it, tells which case).
    private func arm(of block: Block, around position: Int) -> BranchArm? {
        guard let keyword = block.conditionalKeyword else { return nil }
        if keyword.is("switch") { return switchArm(SwitchStatement(keyword: keyword, body: block), around: position) }
        guard let head = IfChain.head(of: keyword), let chain = IfChain(head: head),
            let arm = chain.blocks.firstIndex(where: { $0.brace == block.brace })
        else { return nil }
        if chain.conditions.count == 1, let shared = LaunchConditionReader(syntax: syntax).launchReadArm(chain.condition(0), arm: arm) {
            return shared
        }
        return BranchArm(point: syntax.location(of: head), arm: arm, labels: Self.chainLabels(chain.conditions.map(\.quoted)) { $0 })
    }

    /// The case of `statement` that the token at `position` is in: the last label at or before it.
    private func switchArm(_ statement: SwitchStatement, around position: Int) -> BranchArm? {
        let cases = switchCases.cases(of: statement.body.brace) { _ in
            let subject = statement.subject.quoted
            let labels = statement.labels
            return SwitchCases.Cases(starts: labels.map(\.word.anchor), labels: labels.map { label in
                label.pattern == "default" ? "`\(subject)` takes the `default` case" : "`\(subject)` is `\(label.pattern)`"
            })
        }
        var low = 0
        var high = cases.starts.count
        while low < high {
            let middle = (low + high) / 2
            if cases.starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        return BranchArm(point: syntax.location(of: statement.keyword), arm: low - 1, labels: cases.labels)
    }

    /// How messages name each arm of a chain: the conditions before it false and its own true; all false
    /// for the `else`, written or not. `#if` arms read "with `X`" and "without `X`" instead.
    static func chainLabels(_ conditions: [String], _ wrap: (String) -> String) -> [String] {
        let isDirective = wrap("") != ""
        func part(_ condition: String, _ holds: Bool) -> String {
            isDirective ? "\(holds ? "with" : "without") `\(condition)`" : "`\(condition)` is \(holds)"
        }
        var labels = conditions.indices.map { arm in
            wrap((conditions[..<arm].map { part($0, false) } + [part(conditions[arm], true)]).joined(separator: " and "))
        }
        labels.append(wrap(conditions.map { part($0, false) }.joined(separator: " and ")))
        return labels
    }
}
