extension Parser {
    /// The branch arms between the token at `index` and the body whose `{` is `body`, outermost first:
    /// `if`/`else` arms, `switch` cases and `#if` clauses. Nil when a block between them is something
    /// else (a loop, a closure, `do`), whose paths the analysis cannot name.
    func branchArms(of index: Int, in body: Int) -> [BranchArm]? {
        var arms: [BranchArm] = []
        var position = index
        var brace = Int(view.enclosingBrace[index])
        while brace != body {
            guard brace > body, arms.count < Self.nestingWalkLimit, let arm = branchArm(opening: brace, around: position) else {
                return nil
            }
            arms.append(arm)
            position = brace
            brace = Int(view.enclosingBrace[brace])
        }
        let conditions = compilationConditions.clauses(in: view)
        var clause = Int(conditions.innermost[index])
        while clause >= 0, conditions.clauses[clause].point > body, arms.count < Self.nestingWalkLimit {
            let found = conditions.clauses[clause]
            let all = conditions.arms[found.point] ?? found.conditions
            arms.append(BranchArm(
                point: location(found.point), arm: found.arm,
                labels: Self.chainLabels(all) { "building " + $0 }
            ))
            clause = Int(found.parent)
        }
        return arms.reversed()
    }

    /// The arm that the block opened at `brace` is, when it is an arm of an `if` chain or a `switch`
    /// (then `position` tells which case).
    private func branchArm(opening brace: Int, around position: Int) -> BranchArm? {
        guard let keyword = keyword(before: brace) else { return nil }
        if view.isWord(keyword, "switch") { return switchArm(body: brace, subject: keyword, around: position) }
        guard let head = chainHead(keyword) else { return nil }
        var conditions: [String] = []
        var braces: [Int] = []
        var cursor = head
        while braces.count < Self.nestingWalkLimit {
            var open = cursor + 1
            while open < view.count, view.kind(open) != .leftBrace {
                if view.kind(open) == .rightBrace || view.kind(open) == .semicolon { return nil }
                open = view.next(after: open)
            }
            guard open < view.count else { return nil }
            conditions.append(quote(cursor + 1, open))
            braces.append(open)
            let after = view.match(open) + 1
            guard view.isWord(after, "else") else { break }
            if view.isWord(after + 1, "if") {
                cursor = after + 1
            } else {
                if view.kind(after + 1) == .leftBrace {
                    braces.append(after + 1)
                }
                break
            }
        }
        guard let arm = braces.firstIndex(of: brace) else { return nil }
        if conditions.count == 1,
            let shared = LaunchConditionReader(syntax: syntax).launchReadArm(Expression((head + 1)..<braces[0], in: view), arm: arm)
        {
            return shared
        }
        return BranchArm(point: location(head), arm: arm, labels: Self.chainLabels(conditions) { $0 })
    }

    /// The case of the `switch` whose body is at `body` that the token at `position` is in.
    private func switchArm(body: Int, subject: Int, around position: Int) -> BranchArm? {
        let cases = switchCases.cases(of: body) { readCases(body: $0, subject: subject) }
        // The last label at or before `position`.
        var low = 0
        var high = cases.starts.count
        while low < high {
            let middle = (low + high) / 2
            if cases.starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        return BranchArm(point: location(subject), arm: low - 1, labels: cases.labels)
    }

    /// The `case` and `default` labels of the `switch` whose body is at `body`, and how messages name them.
    private func readCases(body: Int, subject: Int) -> SwitchCases.Cases {
        var starts: [Int] = []
        var labels: [String] = []
        var index = body + 1
        let close = view.match(body)
        while index < close {
            if isCaseLabel(index) {
                var colon = index + 1
                while colon < close, view.kind(colon) != .colon { colon = view.next(after: colon) }
                starts.append(index)
                labels.append(view.isWord(index, "default") ? "default" : quote(index + 1, colon))
                index = colon
            }
            index = view.next(after: index)
        }
        let subjectText = quote(subject + 1, keywordBrace(subject))
        return SwitchCases.Cases(starts: starts, labels: labels.map { label in
            label == "default" ? "`\(subjectText)` takes the `default` case" : "`\(subjectText)` is `\(label)`"
        })
    }

    /// Whether the word at `index` starts a `case` or `default` label of the switch body it is in.
    private func isCaseLabel(_ index: Int) -> Bool {
        if view.isWord(index, "default") { return view.kind(index + 1) == .colon }
        guard view.isWord(index, "case") else { return false }
        let before = index - 1
        return !(view.isWord(before, "if") || view.isWord(before, "guard") || view.isWord(before, "while")
            || view.isWord(before, "for") || view.kind(before) == .comma)
    }

    /// The `if`, `else` or `switch` whose block opens at `brace`, found by walking back over its condition;
    /// nil when the block belongs to anything else.
    private func keyword(before brace: Int) -> Int? {
        if view.isWord(brace - 1, "else") { return brace - 1 }
        let scope = Int(view.enclosingBrace[brace])
        var cursor = brace - 1
        var steps = 0
        while cursor > scope, steps < 256 {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen, .rightBracket:
                cursor = view.match(cursor) - 1
                continue
            case .identifier:
                if view.isWord(cursor, "if") || view.isWord(cursor, "switch") { return cursor }
                if Self.blockWords.contains(view.text(cursor)) { return nil }
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket, nil:
                return nil
            default:
                break
            }
            cursor -= 1
        }
        return nil
    }

    private static let blockWords: Set<String> = [
        "while", "for", "guard", "repeat", "do", "catch", "defer", "func", "init", "in", "return", "get", "set", "else",
    ]

    /// The first `if` of the chain that the `if` or `else` at `keyword` belongs to.
    private func chainHead(_ keyword: Int) -> Int? {
        var current = keyword
        var steps = 0
        while steps < Self.nestingWalkLimit {
            steps += 1
            var elseWord = current
            if view.isWord(current, "if") {
                guard view.isWord(current - 1, "else") else { return current }
                elseWord = current - 1
            }
            // `} else`: the previous arm's block, whose keyword is the previous `if`.
            guard view.kind(elseWord - 1) == .rightBrace, let found = self.keyword(before: view.match(elseWord - 1)),
                view.isWord(found, "if")
            else { return nil }
            current = found
        }
        return nil
    }

    /// The `{` of the `switch` or `if` whose keyword is at `keyword`.
    private func keywordBrace(_ keyword: Int) -> Int {
        var open = keyword + 1
        while open < view.count, view.kind(open) != .leftBrace { open = view.next(after: open) }
        return open
    }

    /// The code from token `start` up to token `end`, condensed for a message.
    private func quote(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return BranchText.condensed(view.bytes[Int(view.tokens[start].start)..<Int(view.tokens[end - 1].end)])
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
