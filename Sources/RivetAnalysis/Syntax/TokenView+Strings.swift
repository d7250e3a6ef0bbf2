/// A string literal with interpolations is several tokens (``Lexer/lexString(depth:)``): `.string` pieces
/// of its text and, between them, each interpolation's code in its parentheses. These find a literal's
/// ends from any of its pieces, so that readers can take it whole.
extension TokenView {
    /// Whether the `.string` token at `index` is a piece that an interpolation follows: it ends with `\`
    /// (or `\#`, with a raw literal's hashes), and the interpolation's `(` starts right after it.
    func opensInterpolation(_ index: Int) -> Bool {
        guard index >= 0, index + 1 < count, tokens[index].kind == .string, tokens[index + 1].kind == .leftParen,
            tokens[index + 1].start == tokens[index].end
        else { return false }
        var last = Int(tokens[index].end) - 1
        while last > Int(tokens[index].start), bytes[last] == UInt8(ascii: "#") { last -= 1 }
        return bytes[last] == UInt8(ascii: "\\")
    }

    /// The token after the literal whose first piece is at `index`: past each interpolation and the piece
    /// that follows it.
    func stringEnd(_ index: Int) -> Int {
        var piece = index
        while opensInterpolation(piece) {
            let close = closing(piece + 1)
            guard close + 1 < count, tokens[close + 1].kind == .string, tokens[close + 1].start == tokens[close].end else {
                return min(close + 1, count)
            }
            piece = close + 1
        }
        return piece + 1
    }

    /// The first piece of the literal whose piece is at `index`.
    func stringStart(_ index: Int) -> Int {
        var piece = index
        while piece >= 2, tokens[piece - 1].kind == .rightParen, tokens[piece - 1].end == tokens[piece].start {
            let open = Int(partner[piece - 1])
            guard open >= 1, open < piece - 1, opensInterpolation(open - 1) else { break }
            piece = open - 1
        }
        return piece
    }
}
