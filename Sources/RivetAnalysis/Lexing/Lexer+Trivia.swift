extension Lexer {
    mutating func skipLineComment() {
        guard let base = bytes.baseAddress else { return }
        let end = bytes.count
        while position < end, base[position] != 0x0A { position &+= 1 }
    }

    /// Skips a block comment, nested ones included; an unterminated one runs to the end of the file.
    mutating func skipBlockComment() {
        guard let end = endOfBlockComment(from: position) else {
            isMalformed = true
            position = bytes.count
            return
        }
        position = end
    }

    /// The offset just after the block comment that starts at `start` (at its `/*`); nil if it never ends.
    func endOfBlockComment(from start: Int) -> Int? {
        var index = start + 2
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return nil
    }
}
