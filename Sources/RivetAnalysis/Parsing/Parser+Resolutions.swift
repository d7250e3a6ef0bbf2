extension Parser {
    /// The resolutions certainly made by the body whose `{` is at `brace`, through the parameter whose
    /// token is `parameter` (`values[K.self]`, `values.name`, `try await values.resolve(K.self)`): those
    /// that run whenever the body runs.
    ///
    /// That is those at the body's top level, outside nested blocks and closures (which may run later or
    /// not at all) and outside `#if`; and before anything that may skip what follows: a `guard`, a block
    /// that may `return`, `throw`, `break` or `continue`, a short-circuit or optional operator (`??`, `&&`,
    /// `||`, `? :`, `?.`), or a new declaration of the parameter's name.
    ///
    /// - Parameter isAsync: Whether the parameter is `AsyncInjectedValues`, whose own accessors await.
    func resolutions(in brace: Int, parameter: Int?, isAsync: Bool = false) -> [Resolution] {
        guard let parameter else { return [] }
        return resolutions(in: brace, isAsync: isAsync, parameterName: view.text(parameter)) { view.isSameWord($0, as: parameter) }
    }

    /// As above, for a closure whose parameter is `$0` or the word at `parameter`; `parameterName` is how
    /// the body's region is kept for the resolution sites the parse does not record (``SiteRegions``).
    func resolutions(in brace: Int, isAsync: Bool = false, parameterName: String, matching isParameter: (Int) -> Bool) -> [Resolution] {
        var found: [Resolution] = []
        let close = view.match(brace)
        let depth = view.tokens[brace].ifDepth
        var body = SiteRegions.Body(open: view.tokens[brace].start, close: view.tokens[close].start, parameter: parameterName)
        defer { siteRegions.regions.bodies.append(body) }
        func stop(_ index: Int, _ reason: String) -> [Resolution] {
            body.stop = (view.tokens[index].start, reason)
            return found
        }
        var index = brace + 1
        while index < close {
            switch view.kind(index) {
            case .leftBrace:
                if mayLeave(block: index) { return stop(index, "after a block that may `return`, `throw`, `break` or `continue`") }
                index = view.match(index) + 1
                continue
            case .operator where mayShortCircuit(index):
                return stop(index, "after `\(view.text(index))`, which may skip what follows")
            case .identifier where view.isWord(index, "guard"):
                return stop(index, "after a `guard`, which may leave first")
            case .identifier where view.kind(index + 1) == .leftParen && view.kind(index - 1) != .dot
                && isTypeName(index) && view.tokens[index].ifDepth == depth:
                found.append(Resolution(target: .construction(view.text(index)), location: location(index)))
            case .identifier where isParameter(index):
                if view.isWord(index - 1, "let") || view.isWord(index - 1, "var") {
                    return stop(index, "after `\(parameterName)` is declared again")
                }
                if view.tokens[index].ifDepth == depth, view.kind(index - 1) != .dot,
                    let (target, isAwaited, hasArgument) = resolutionTarget(after: index)
                {
                    var target = target
                    if isAsync, case .accessor(let name) = target { target = .asyncAccessor(name) }
                    found.append(Resolution(target: target, location: location(index), isAwaited: isAwaited, hasArgument: hasArgument))
                }
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// Whether the word at `index` is capitalised, as type names are.
    func isTypeName(_ index: Int) -> Bool {
        let first = view.bytes[Int(view.tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether the block whose `{` is at `brace` may leave the code around it early.
    private func mayLeave(block brace: Int) -> Bool {
        let counts = leavingWords.counts(in: view)
        return counts[view.match(brace)] > counts[brace]
    }

    /// Whether the operator at `index` may skip evaluating what follows it.
    private func mayShortCircuit(_ index: Int) -> Bool {
        let token = view.tokens[index]
        let text = view.bytes[Int(token.start)..<Int(token.end)]
        return text.contains(UInt8(ascii: "?")) || view.isOperator(index, "&&") || view.isOperator(index, "||")
    }

    /// What `values` at `index` resolves: `[K.self]`, `[K.self, argument]`, `.name` or `.resolve(K.self)`
    /// (awaited) after it.
    func resolutionTarget(after index: Int) -> (target: Resolution.Target, isAwaited: Bool, hasArgument: Bool)? {
        if view.kind(index + 1) == .leftBracket, let (name, end) = view.metatype(at: index + 2) {
            if view.kind(end) == .rightBracket { return (.key(name), false, false) }
            // `[K.self, argument]`: one argument (a tuple of several is one), not labelled.
            if view.kind(end) == .comma, view.kind(end + 1) != .rightBracket,
                !(view.kind(end + 1) == .identifier && view.kind(end + 2) == .colon)
            {
                var cursor = end + 1
                while cursor < view.count, view.kind(cursor) != .comma, view.kind(cursor) != .rightBracket {
                    cursor = view.next(after: cursor)
                }
                if view.kind(cursor) == .rightBracket, view.match(cursor) == index + 1 { return (.key(name), false, true) }
            }
            return nil
        }
        guard view.kind(index + 1) == .dot, view.kind(index + 2) == .identifier else { return nil }
        if view.kind(index + 3) != .leftParen {
            return (.accessor(view.text(index + 2)), false, false)
        }
        if let name = awaitedKey(call: index + 2) { return (.key(name), true, false) }
        return nil
    }

    /// The key of `resolve(K.self)` or `resolve(K.self, isolation: …)` whose name is at `index`.
    func awaitedKey(call index: Int) -> String? {
        guard view.isWord(index, .resolve), view.kind(index + 1) == .leftParen,
            let (name, end) = view.metatype(at: index + 2),
            view.kind(end) == .rightParen || view.kind(end) == .comma
        else { return nil }
        return name
    }

    private static let statementWords: Set<String> = [
        "for", "case", "let", "var", "if", "guard", "return", "try", "await", "switch", "while", "do",
    ]

    /// The resolutions certainly made by the closure whose `{` is at `brace`: through its one parameter,
    /// or through `$0` when it names none; `isAsync` when that is `AsyncInjectedValues` (`registerAsync`).
    func closureResolutions(_ brace: Int, isAsync: Bool = false) -> [Resolution] {
        let close = view.match(brace)
        var start = brace + 1
        if view.kind(start) == .leftBracket { start = view.match(start) + 1 }
        var index = start
        while index < close, index - start < 16 {
            let kind = view.kind(index)
            if kind == .identifier, view.isWord(index, "in") {
                let names = (start..<index).filter { view.kind($0) == .identifier }
                guard let first = names.first, !Self.statementWords.contains(view.text(first)) else { break }
                if view.isWord(first, "_") { return [] }
                return resolutions(in: brace, isAsync: isAsync, parameterName: view.text(first)) { view.isSameWord($0, as: first) }
            }
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            index += 1
        }
        return resolutions(in: brace, isAsync: isAsync, parameterName: "$0") { view.isWord($0, "$0") }
    }
}
