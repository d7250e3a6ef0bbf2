extension SyntaxFile {
    /// The first plain `try` run before the token in the code of block `scope` (-1: the file) and the
    /// statement bodies in it, in a statement of its own: its call may throw, and the token may then not run.
    /// Not a `try` inside a closure, a function or a type declared there, which does not run in line, nor
    /// one whose statement holds the token (the token's value is part of it), nor Rivet's own async builds,
    /// `try await x.warmUp()` and `try await x.resolve(K.self)`: one that throws stops the launch, and the
    /// warm-up rule orders the reads after them as after them.
    func throwingCall(in scope: Int, before anchor: Int) -> Int? {
        let parser = ExpressionParser(view: view)
        let anchors = throwingCalls.anchors(in: view)
        for start in anchors[anchors.partitionPoint { $0 > scope }...] {
            guard start < anchor else { break }
            guard runsInLine(start, in: scope) else { continue }
            let (kind, end) = parser.expression(from: start, limit: anchor + 1)
            guard end <= anchor, !Self.isAsyncBuild(kind) else { continue }
            return start
        }
        return nil
    }

    /// The first `return`, `throw`, `break` or `continue` between `start` and the token in the code of
    /// block `scope` and the statement bodies in it: the token may then not run. A `break` or `continue` that
    /// leaves a loop or `switch` the token is not in only ends that loop's turn or that case. Exits `isHarmless` holds
    /// for are not counted.
    func earlyExit(in scope: Int, from start: Int, before anchor: Int, isHarmless: ((Int) -> Bool)? = nil) -> Int? {
        let counts = leavingWords.counts(in: view)
        guard start < anchor, counts[anchor] > counts[max(start, 0)] else { return nil }
        let parser = ExpressionParser(view: view)
        for index in max(start, 0)..<anchor where counts[index + 1] > counts[index] && runsInLine(index, in: scope) {
            // `return factory.cart`: the token is the value returned, which runs.
            if view.isWord(index, "return") || view.isWord(index, "throw"), parser.expression(from: index + 1, limit: anchor + 1).end > anchor { continue }
            if view.isWord(index, "break") || view.isWord(index, "continue"), let left = leftStatement(of: index, in: scope),
                !(left < anchor && anchor < min(view.closing(left), view.count))
            {
                continue
            }
            if let isHarmless, isHarmless(index) { continue }
            return index
        }
        return nil
    }

    /// The body of the innermost loop or `switch` around a `break` or `continue`, below `scope`.
    private func leftStatement(of index: Int, in scope: Int) -> Int? {
        var brace = Int(view.enclosingBrace[index])
        var steps = 0
        while brace > scope, steps < Word.blockWalkLimit {
            steps += 1
            if let keyword = BlockKind.statementKeyword(of: brace, in: view), Self.leftByBreak.contains(keyword) { return brace }
            brace = Int(view.enclosingBrace[brace])
        }
        return nil
    }

    /// The statements a `break` or `continue` leaves.
    private static let leftByBreak: Set<String> = ["for", "while", "repeat", "switch"]

    /// Whether only statement bodies (`if`, `guard … else`, `do`, loops) lie between the token and `scope`.
    private func runsInLine(_ index: Int, in scope: Int) -> Bool {
        var brace = Int(view.enclosingBrace[index])
        var steps = 0
        while brace > scope, steps < Word.blockWalkLimit {
            steps += 1
            guard BlockKind.statementKeyword(of: brace, in: view) != nil else { return false }
            brace = Int(view.enclosingBrace[brace])
        }
        return brace == scope
    }

    /// Whether the expression is `try await x.warmUp()` or `try await x.resolve(…)`.
    private static func isAsyncBuild(_ kind: Expression.Kind) -> Bool {
        guard case .prefixed(_, let awaited) = kind, case .prefixed("await", let call) = awaited.kind, case .call(let warmUp) = call.kind else {
            return false
        }
        return warmUp.isMember && (warmUp.name?.is(.warmUp) == true || warmUp.name?.is(.resolve) == true)
    }
}
