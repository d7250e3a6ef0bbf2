extension Lexer {
    /// Lexes `/…/` as a regex literal where Swift would: where an expression starts, with no space just
    /// inside either slash, on one line, with balanced parentheses. Returns false to lex `/` as an operator.
    mutating func lexBareRegex() -> Bool {
        guard startsExpression, let first = peek(1), first != 0x20, first != 0x09, first != 0x0A, first != 0x0D else {
            return false
        }
        var index = position + 1
        var parentheses = 0
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "("):
                parentheses += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                if parentheses < 0 { return false }
            case UInt8(ascii: "/"):
                let last = bytes[index - 1]
                guard parentheses == 0, last != 0x20, last != 0x09 else { return false }
                let start = position
                position = index + 1
                emit(.regex, from: start)
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// `#/…/#` (any number of `#`), which may span lines.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = position
        var index = position + hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "/") {
                var after = index + 1
                var found = 0
                while found < hashes, after < bytes.count, bytes[after] == UInt8(ascii: "#") {
                    found += 1
                    after += 1
                }
                if found == hashes {
                    position = after
                    emit(.regex, from: start)
                    return
                }
            }
            index += 1
        }
        isMalformed = true
        position = bytes.count
        emit(.regex, from: start)
    }

    /// Whether the previous token leaves the lexer where an expression (and so a regex literal) may start.
    private var startsExpression: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator:
            return true
        case .identifier:
            let word = UnsafeBufferPointer(rebasing: bytes[Int(previous.start)..<Int(previous.end)])
            return Self.expressionKeywords.contains { word.elementsEqual($0.utf8) }
        default:
            return false
        }
    }

    private static let expressionKeywords = ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await"]
}
