/// A string literal.
struct StringLiteral {
    let view: TokenView
    let anchor: Int

    /// The literal as written, quotes, delimiters and interpolations included.
    var text: String {
        let end = view.stringEnd(anchor) - 1
        return String(decoding: view.bytes[Int(view.tokens[anchor].start)..<Int(view.tokens[end].end)], as: UTF8.self)
    }

    /// Its text without quotes, when it has no escapes, interpolation or raw delimiters and is on one line:
    /// the text is then exactly what the program sees.
    var plainText: String? {
        let token = view.tokens[anchor]
        let bytes = view.bytes[Int(token.start)..<Int(token.end)]
        let quote = UInt8(ascii: "\"")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote,
            !(bytes.count >= 6 && bytes.starts(with: Array("\"\"\"".utf8))),
            bytes.dropFirst().dropLast().allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\\") && $0 != quote })
        else { return nil }
        return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }
}
