/// The few token questions the syntax layer asks, safe on unbalanced input: a bracket without a partner
/// reaches to the end of the file, so that every walk moves forward and ends.
extension TokenView {
    /// The partner of the opening bracket at `index`, or the end of the file when it has none.
    func closing(_ index: Int) -> Int {
        let partner = Int(self.partner[index])
        return partner > index ? partner : count
    }

    /// Whether a line break separates the token at `index` from the one before it.
    func isLineBreak(before index: Int) -> Bool {
        index > 0 && bytes[Int(tokens[index - 1].end)..<Int(tokens[index].start)].contains(UInt8(ascii: "\n"))
    }

    /// The token after the one at `index`, a bracketed group taken whole; always after `index`.
    func step(over index: Int) -> Int {
        switch tokens[index].kind {
        case .leftBrace, .leftParen, .leftBracket: closing(index) + 1
        default: index + 1
        }
    }

    /// The token closing the generic arguments opened by the `<` at `index` (`Array<Dictionary<K, V>>`):
    /// a `<` written against a name, up to the `>` that balances it, with only what types hold between.
    /// Nil for a comparison or anything the walk cannot read within ``genericLimit`` tokens.
    func genericClose(_ index: Int) -> Int? {
        guard index > 0, isOperator(index, "<"), tokens[index - 1].kind == .identifier, tokens[index - 1].end == tokens[index].start
        else { return nil }
        var depth = 0
        var cursor = index
        var steps = 0
        while cursor < count, steps < Self.genericLimit {
            steps += 1
            switch tokens[cursor].kind {
            case .identifier, .dot, .comma, .colon:
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = closing(cursor) + 1
            case .operator:
                // `<`, `>`, `>>`, `?`, `!`, `&`, `->` and runs of them lexed as one token (`?>`).
                let token = tokens[cursor]
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        // The last `>` may be followed by optionals' `?` and `!` only: `Array<Int>?`.
                        if depth == 0 {
                            let rest = bytes[(offset + 1)..<Int(token.end)]
                            return rest.allSatisfy { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") } ? cursor : nil
                        }
                    case UInt8(ascii: "-") where offset + 1 < Int(token.end) && bytes[offset + 1] == UInt8(ascii: ">"): offset += 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: return nil
                    }
                    offset += 1
                }
                cursor += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// How many tokens generic arguments may have and still be read.
    static let genericLimit = 64

    /// The token after the one at `index`, a bracketed group or generic arguments taken whole.
    func step(overGenerics index: Int) -> Int {
        if tokens[index].kind == .operator, let close = genericClose(index) { return close + 1 }
        return step(over: index)
    }

    /// The comma-separated parts between the opening bracket at `open` and its partner, as token ranges; a
    /// trailing comma (`[\n "App",\n]`, and since Swift 6.1 `f(a, b,)`) ends the last part, it starts none.
    func parts(of open: Int) -> [Range<Int>] {
        let close = closing(open)
        guard close > open + 1 else { return [] }
        var ranges: [Range<Int>] = []
        var start = open + 1
        var index = start
        while index < close {
            if tokens[index].kind == .comma {
                ranges.append(start..<index)
                start = index + 1
            }
            index = step(overGenerics: index)
        }
        if start < close || ranges.isEmpty { ranges.append(start..<min(close, count)) }
        return ranges
    }

    /// Whether the token at `index` is a keyword that starts a statement or a declaration: never a value.
    func isStatementKeyword(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let length = Int(tokens[index].end - tokens[index].start)
        guard length >= 2, length <= 11 else { return false }
        // Indexed, not iterated: a loop over an array's iterator is generic (and slow) in the unoptimized tool.
        let words = Self.statementKeywords
        var position = 0
        while position < words.count {
            if words[position].utf8CodeUnitCount == length, hasText(index, words[position]) { return true }
            position += 1
        }
        return false
    }

    private static let statementKeywords: [StaticString] = [
        "if", "guard", "switch", "case", "default", "for", "while", "repeat", "do", "catch", "else", "in", "return",
        "throw", "break", "continue", "defer", "let", "var", "func", "import", "struct", "class", "enum", "protocol",
        "extension", "actor", "typealias", "where", "fallthrough",
    ]
}
