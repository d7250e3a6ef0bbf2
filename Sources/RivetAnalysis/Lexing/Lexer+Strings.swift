extension Lexer {
    /// The offset just after the string literal that starts at `start` (at its first `#` or `"`).
    ///
    /// Handles raw strings (`#"…"#`, any number of `#`), multi-line strings and interpolation, whose code
    /// may hold parentheses, comments and strings of its own. Marks the file malformed when the literal
    /// does not end, or when interpolations nest deeper than ``nestingLimit``.
    mutating func scanString(from start: Int, depth: Int) -> Int {
        var index = start
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
                if byte(at: after) == UInt8(ascii: "(") {
                    guard depth < Self.nestingLimit else {
                        isMalformed = true
                        return bytes.count
                    }
                    index = scanInterpolation(from: after + 1, depth: depth + 1)
                } else {
                    index = after + 1  // the escaped character, whatever it is
                }
            } else if current == UInt8(ascii: "\"") {
                if let end = closingQuotes(at: index, hashes: hashes, isMultiline: isMultiline) { return end }
                index += 1
            } else if (current == 0x0A || current == 0x0D) && !isMultiline {
                isMalformed = true
                return index
            } else {
                index += 1
            }
        }
        isMalformed = true
        return bytes.count
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

    /// The offset just after the `)` that closes an interpolation whose code starts at `start`.
    private mutating func scanInterpolation(from start: Int, depth: Int) -> Int {
        var index = start
        var parentheses = 1
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                index += 1
                if parentheses == 0 { return index }
            case UInt8(ascii: "\""):
                index = scanString(from: index, depth: depth)
            case UInt8(ascii: "#"):
                var after = index
                while after < bytes.count, bytes[after] == UInt8(ascii: "#") { after += 1 }
                index = byte(at: after) == UInt8(ascii: "\"") ? scanString(from: index, depth: depth) : after
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                guard let end = endOfBlockComment(from: index) else {
                    isMalformed = true
                    return bytes.count
                }
                index = end
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            default:
                index += 1
            }
        }
        isMalformed = true
        return bytes.count
    }
}
