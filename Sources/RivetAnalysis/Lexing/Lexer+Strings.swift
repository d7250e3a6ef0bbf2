extension Lexer {
    /// Lexes the string literal at `position` (its first `#` or `"`): its text as `.string` pieces, and the
    /// code of each interpolation between them as tokens, its parentheses included, so that what the code
    /// reads is read like any other code: `"a \(b) c"` is `"a \`, `(`, `b`, `)`, ` c"`
    /// (``TokenView/stringEnd(_:)`` finds a literal's last piece).
    ///
    /// Handles raw strings (`#"…"#`, any number of `#`, whose interpolation is `\#(…)`) and multi-line
    /// strings. Marks the file malformed when the literal does not end, or when interpolations nest deeper
    /// than ``nestingLimit``. `depth` counts the interpolations the literal is in.
    mutating func lexString(depth: Int) {
        var pieceStart = position
        var index = position
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
            && (hashes == 0 || onlySpaceToLineEnd(from: index + 3))
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                var after = index + 1
                var found = 0
                while found < hashes, after < bytes.count, bytes[after] == UInt8(ascii: "#") {
                    found += 1
                    after += 1
                }
                guard found == hashes else {
                    index += 1
                    continue
                }
                guard byte(at: after) == UInt8(ascii: "(") else {
                    index = after + 1  // the escaped character, whatever it is
                    continue
                }
                guard depth < Self.nestingLimit else {
                    isMalformed = true
                    position = bytes.count
                    emitPiece(from: pieceStart)
                    return
                }
                emit(.string, from: pieceStart, to: after)
                position = after
                lexInterpolation(depth: depth + 1)
                index = position
                pieceStart = position
            } else if current == UInt8(ascii: "\"") {
                if let end = closingQuotes(at: index, hashes: hashes, isMultiline: isMultiline) {
                    position = end
                    emitPiece(from: pieceStart)
                    return
                }
                index += 1
            } else if (current == 0x0A || current == 0x0D) && !isMultiline {
                isMalformed = true
                position = index
                emitPiece(from: pieceStart)
                return
            } else {
                index += 1
            }
        }
        isMalformed = true
        position = bytes.count
        emitPiece(from: pieceStart)
    }

    /// The piece of a string literal from `start` to `position`, unless it is empty: an interpolation at the
    /// end of the file, or of an unterminated line, has no text after it.
    private mutating func emitPiece(from start: Int) {
        if position > start { emit(.string, from: start) }
    }

    /// Lexes an interpolation's code from its `(` at `position` to the `)` that closes it, both included.
    private mutating func lexInterpolation(depth: Int) {
        single(.leftParen)
        var parentheses = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: ")") where parentheses == 0:
                single(.rightParen)
                return
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"): parentheses -= 1
            default: break
            }
            lexToken(stringDepth: depth)
        }
        isMalformed = true
    }

    /// Whether nothing but spaces and tabs follows `start` on its line: a raw `#"""` opens a multi-line
    /// literal only then (`#"""#` is the one-character string `"`).
    private func onlySpaceToLineEnd(from start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
    }

    /// The offset after the closing delimiter if the quote at `index` closes the literal.
    private func closingQuotes(at index: Int, hashes: Int, isMultiline: Bool) -> Int? {
        var after = index + 1
        if isMultiline {
            guard byte(at: after) == UInt8(ascii: "\""), byte(at: after + 1) == UInt8(ascii: "\"") else { return nil }
            after += 2
        }
        for _ in 0..<hashes {
            guard byte(at: after) == UInt8(ascii: "#") else { return nil }
            after += 1
        }
        return after
    }
}
