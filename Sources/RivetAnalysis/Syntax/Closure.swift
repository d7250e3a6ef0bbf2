/// A closure `{ [captures] (parameters) async throws -> Result in body }`, its head read when asked for.
struct Closure {
    let view: TokenView
    /// The `{`.
    let brace: Int

    /// What the head says before `in`; nil when it has no `in` (`{ $0.name }`) or the head cannot be read.
    struct Signature {
        /// The capture list's group, when there is one.
        var captures: BracketGroup?
        /// The parameters' names, in order (`_` included).
        var parameters: [Word]
        /// The first token of the body, after `in`.
        var bodyStart: Int
    }

    /// Where the closure is in the file's bytes, braces included.
    var extent: Range<Int32> { Block(view: view, brace: brace).extent }

    /// How many tokens the head may have past the capture list: heads are short, bodies are not walked.
    static let headLimit = 32

    var signature: Signature? {
        let close = view.closing(brace)
        var cursor = brace + 1
        var captures: BracketGroup?
        if cursor < close, view.kind(cursor) == .leftBracket {
            captures = BracketGroup(view: view, open: cursor)
            cursor = view.closing(cursor) + 1
        }
        // Attributes before the parameters: `{ @Sendable flow in`, `{ @MainActor (flow) in`.
        while cursor + 1 < close, view.kind(cursor) == .at, view.kind(cursor + 1) == .identifier {
            cursor += 2
            if cursor < close, view.kind(cursor) == .leftParen { cursor = view.closing(cursor) + 1 }
        }
        guard cursor < close else { return nil }
        var parameters: [Word] = []
        var end: Int
        if view.kind(cursor) == .leftParen {
            for part in view.parts(of: cursor) where view.kind(part.lowerBound) == .identifier {
                parameters.append(Word(view: view, anchor: part.lowerBound))
            }
            end = view.closing(cursor) + 1
        } else {
            end = cursor
            while end < close, view.kind(end) == .identifier, !view.isWord(end, "in") {
                parameters.append(Word(view: view, anchor: end))
                guard view.kind(end + 1) == .comma else {
                    end += 1
                    break
                }
                end += 2
            }
        }
        var steps = 0
        while end < close, !view.isWord(end, "in"), steps < Self.headLimit {
            if view.kind(end) == .leftBrace || view.kind(end) == .rightBrace || view.kind(end) == .semicolon { return nil }
            end = view.step(over: end)
            steps += 1
        }
        guard end < close, view.isWord(end, "in") else { return nil }
        return Signature(captures: captures, parameters: parameters, bodyStart: end + 1)
    }
}

extension Closure {
    /// The closure as a block: its head and body, walked at its own level.
    var body: Block { Block(view: view, brace: brace) }

    /// How many tokens a head may have for ``firstHeadName`` to read it.
    static let shortHeadLimit = 16

    /// The first name of a short head: `values` in `{ values in`, in `{ [weak self] (values: InjectedValues) in`
    /// and in `{ values, id in`; how a body names the one parameter its readers follow. Nil when no `in` ends
    /// a head of at most ``shortHeadLimit`` tokens after the capture list, before any `{`, `}` or `;`, or when
    /// the first name is a statement's keyword (`{ for x in xs { … } }`, `{ if case let x in … }`): a body
    /// whose parameter is `$0`.
    var firstHeadName: Word? {
        let close = view.closing(brace)
        var start = brace + 1
        if view.kind(start) == .leftBracket { start = view.closing(start) + 1 }
        var index = start
        while index < close, index - start < Self.shortHeadLimit {
            let kind = view.kind(index)
            if kind == .identifier, view.isWord(index, "in") {
                guard let first = (start..<index).first(where: { view.kind($0) == .identifier }),
                    !Self.statementWords.contains(view.text(first))
                else { return nil }
                return Word(view: view, anchor: first)
            }
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return nil }
            index += 1
        }
        return nil
    }

    private static let statementWords: Set<String> = [
        "for", "case", "let", "var", "if", "guard", "return", "try", "await", "switch", "while", "do",
    ]
}
