/// What a token is. Keywords are identifiers: the parser compares their text.
enum TokenKind: UInt8 {
    case identifier
    case number
    case string
    case regex
    /// `#if`, `#else`, `#selector`: a `#` and the word after it.
    case pound
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, dot, at, backslash
    case `operator`
}

/// One token: its kind and where its text is in the file's bytes.
///
/// A backticked identifier's range excludes the backticks. `ifDepth` counts the `#if` blocks around the
/// token, so that code compiled only in some configurations is never taken as certain.
struct Token {
    var kind: TokenKind
    var ifDepth: UInt8
    var start: Int32
    var end: Int32
}

extension Optional where Wrapped == TokenKind {
    /// `view.kind(index) == .identifier` without the generic `Optional` comparison, which the unoptimized tool
    /// (Package.swift) runs through the value witnesses of `TokenKind?` for nearly every token.
    static func == (lhs: TokenKind?, rhs: TokenKind?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs
    }

    static func != (lhs: TokenKind?, rhs: TokenKind?) -> Bool { !(lhs == rhs) }
}
