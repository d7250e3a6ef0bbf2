extension NameBinder {
    /// Where the token is, when that may not run whenever the function (or the top level) around it runs:
    /// inside an `if`, a `switch`, a loop, a closure other than a `withCurrent`, `withScopedRoot`, `withIsolatedFactory` or `Task` body
    /// or one the function it is given calls in line, under `#if`, after `??`, `&&`, `||` or `?` in its statement,
    /// after an early exit (`return`, `throw`, `break`, `continue` earlier in the function), or after a call that may
    /// throw (a `try` earlier in its body). Nil when it runs whenever its function does; a read in `if let flow { … }`
    /// or after `guard let flow else { … }` runs whenever there is a flow to read from.
    func uncertainPlace(of anchor: Int, in file: Int, depth: Int = callDepth) -> String? {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return "in a file the analysis could not read whole" }
        let view = syntax.view
        if let skipping = view.shortCircuit(before: anchor) { return "after `\(skipping)`" }
        var receiver = Self.receiver(at: anchor, in: view)
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .function, .type, .property:
                return exit(from: brace, to: anchor, in: syntax, receiver: receiver) ?? compiled(anchor, from: brace, in: view)
            case .closure(let trailing):
                guard let trailing else {
                    // A closure kept in a variable that a certain call of its function runs (a router's builder): its
                    // body is then checked as a function's.
                    if runsCertainly(storedClosure: brace, in: file, depth: depth) {
                        return exit(from: brace, to: anchor, in: syntax, receiver: receiver) ?? compiled(anchor, from: brace, in: view)
                    }
                    return "inside a closure"
                }
                guard let name = trailing.name,
                    name.is(.withCurrent) || name.is(.withScopedRoot) || name.is(.withIsolatedFactory) || name.is("Task")
                        || runsInLine(closureOf: trailing, in: file)
                else {
                    return "inside a closure"
                }
                // `flow.withCurrent { Host() }`: the host reads from `flow`, and is built whenever there is one.
                if receiver == nil || view.kind(anchor + 1) == .leftParen, name.is(.withCurrent), let current = trailing.receiver?.name {
                    receiver = current.text
                }
                // A body that runs in line: a `try` earlier in it may leave it.
                if syntax.throwingCall(in: brace, before: anchor) != nil { return Self.afterThrowingCall }
            case .statement:
                if let keyword = BlockKind.statementKeyword(of: brace, in: view), !Self.runsOnce.contains(keyword),
                    !(keyword == "if" && unwraps(receiver, brace, in: view)) {
                    return "inside `\(keyword)`"
                }
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return exit(from: -1, to: anchor, in: syntax, receiver: receiver) ?? compiled(anchor, from: -1, in: view)
    }

    /// Whether the token is in block `brace` (-1: the file), however deep.
    private static func isInside(_ brace: Int, _ token: Int, in view: TokenView) -> Bool {
        brace < 0 || (brace < token && token < view.closing(brace))
    }

    /// The name a read is made through (`flow` in `flow.cart` and `flow[CartKey.self]`), or the closure a call runs
    /// (`build` in `build(factory)`), when it is one.
    private static func receiver(at anchor: Int, in view: TokenView) -> String? {
        guard view.kind(anchor) == .identifier, [.dot, .leftBracket, .leftParen].contains(view.kind(anchor + 1)) else { return nil }
        return view.text(anchor)
    }

    /// Whether the block is the body of an `if`, or the `else` of a `guard`, whose head only unwraps `receiver`: the
    /// body runs, and the `else` is skipped, whenever there is a receiver to read from. A head that also unwraps
    /// another value (`guard let flow, let order else`) tests something else, and the read may not run.
    private func unwraps(_ receiver: String?, _ brace: Int, in view: TokenView) -> Bool {
        guard let receiver, let head = view.unwrappedNames(inHeadOf: brace) else { return false }
        return head.names == [receiver]
    }

    /// The statement words whose body runs whenever the code around it does.
    static let runsOnce: Set<String> = ["do", "repeat", "defer", "get", "set", "willSet", "didSet"]

    static let afterThrowingCall = "after a call that may throw (`try`)"

    /// What may leave the body before the token: an early exit, or a call that may throw.
    func exit(from brace: Int, to anchor: Int, in syntax: SyntaxFile, receiver: String?) -> String? {
        // A `return` in a closure or a nested function, a `break` out of a loop the token follows, leaves nothing here;
        // nor one in `guard let flow else { … }` before `flow.cart`, taken only when there is no flow to read from
        // (not one in the body of `if let flow { … }`, taken when there is one).
        let view = syntax.view
        let exit = syntax.earlyExit(in: brace, from: brace, before: anchor) { exit in
            var block = Int(view.enclosingBrace[exit])
            var steps = 0
            while block > brace, steps < Word.blockWalkLimit {
                steps += 1
                if view.isWord(block - 1, "else"), self.unwraps(receiver, block, in: view),
                    Self.isInside(Int(view.enclosingBrace[block]), anchor, in: view)
                {
                    return true
                }
                block = Int(view.enclosingBrace[block])
            }
            return false
        }
        if exit != nil { return "after an early exit" }
        return syntax.throwingCall(in: brace, before: anchor) != nil ? Self.afterThrowingCall : nil
    }

    /// "under `#if`" when the token is in a `#if` clause its function is not.
    func compiled(_ anchor: Int, from brace: Int, in view: TokenView) -> String? {
        let depth = brace >= 0 ? view.tokens[brace].ifDepth : 0
        return view.tokens[anchor].ifDepth > depth ? "under `#if`" : nil
    }
}
