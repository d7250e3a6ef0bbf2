/// The few token questions the syntax layer asks, safe on unbalanced input: a bracket without a partner
/// reaches to the end of the file, so that every walk moves forward and ends.
extension TokenView {
    /// The partner of the opening bracket at `index`, or the end of the file when it has none.
    func closing(_ index: Int) -> Int {
        let partner = Int(self.partner[index])
        return partner > index ? partner : count
    }

    /// The token after the one at `index`, a bracketed group taken whole; always after `index`.
    func step(over index: Int) -> Int {
        switch tokens[index].kind {
        case .leftBrace, .leftParen, .leftBracket: closing(index) + 1
        default: index + 1
        }
    }

    /// The comma-separated parts between the opening bracket at `open` and its partner, as token ranges.
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
            index = step(over: index)
        }
        ranges.append(start..<min(close, count))
        return ranges
    }

    /// Whether the token at `index` is a keyword that starts a statement or a declaration: never a value.
    func isStatementKeyword(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        let length = Int(tokens[index].end - tokens[index].start)
        guard length >= 2, length <= 11 else { return false }
        for word in Self.statementKeywords where word.utf8CodeUnitCount == length && isWord(index, word) { return true }
        return false
    }

    private static let statementKeywords: [StaticString] = [
        "if", "guard", "switch", "case", "default", "for", "while", "repeat", "do", "catch", "else", "in", "return",
        "throw", "break", "continue", "defer", "let", "var", "func", "import", "struct", "class", "enum", "protocol",
        "extension", "actor", "typealias", "where", "fallthrough",
    ]
}
