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
