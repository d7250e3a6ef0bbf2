/// Splits Swift source bytes into tokens, skipping whitespace and comments.
///
/// The lexer never fails: on something a compiling Swift file cannot contain (an unterminated literal or
/// comment, interpolation nested past ``Lexer/nestingLimit``, an `#else` or `#endif` out of place) it
/// sets `isMalformed` and carries on, so
/// that the parser can decide to trust nothing that depends on the whole file.
struct Lexer {
    /// How deeply string interpolations may nest before the file is taken as malformed.
    static let nestingLimit = 32

    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes` as a pointer and a count, which the hot loops below read: the build plugin's tool is built
    /// unoptimized (Package.swift), where a buffer's subscript is a call and a pointer's a load.
    private let base: UnsafePointer<UInt8>
    private let end: Int
    var position = 0
    var tokens: [Token] = []
    var isMalformed = false
    private var ifDepth = 0
    /// For each `#if` not yet closed, whether its `#else` has been seen: after it, another `#else` or an
    /// `#elseif` would give the clause an arm that its conditions do not name.
    private var openDirectives: [Bool] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // An empty buffer may have no address; `end` is then 0, and `base` is never read.
        base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        end = bytes.count
        tokens.reserveCapacity(bytes.count / 4)
    }

    /// The tokens of `bytes`, and whether the file looked malformed.
    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], isMalformed: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            lexer.run()
            return (lexer.tokens, lexer.isMalformed)
        }
    }

    mutating func run() {
        while position < bytes.count { lexToken(stringDepth: 0) }
        if !openDirectives.isEmpty { isMalformed = true }
    }

    /// Lexes the token at `position`, or skips the whitespace or comment there. `stringDepth` counts the
    /// string interpolations around it. Inlined into `run()`'s loop: a call per token made the analysis of
    /// swift-nio, vapor and swift-syntax 8% slower in release (115 ms against 106).
    @inline(__always)
    mutating func lexToken(stringDepth: Int) {
        let byte = base[position]
        // The most frequent bytes first, with no call: spaces and line breaks, and words (unoptimized, each
        // `UInt8(ascii:)` of the switch below is a call, tried in turn).
        if byte == 0x20 || byte == 0x0A {
            position &+= 1
            return
        }
        if Self.isWordByte(byte), byte > 0x39 {
            lexIdentifier()
            return
        }
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
            position += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            skipLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "/"):
            if !lexBareRegex() { lexOperator() }
        case UInt8(ascii: "\""):
            lexString(depth: stringDepth)
        case UInt8(ascii: "#"):
            lexPound(stringDepth: stringDepth)
        case UInt8(ascii: "`"):
            lexBacktickedIdentifier()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") { lexOperator() } else { single(.dot) }
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "("): single(.leftParen)
        case UInt8(ascii: ")"): single(.rightParen)
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "@"): single(.at)
        case UInt8(ascii: "\\"): single(.backslash)
        default:
            if Self.isOperatorByte(byte) {
                lexOperator()
            } else if Self.isIdentifierStart(byte) {
                lexIdentifier()
            } else {
                position += 1  // a stray byte such as `'`: not part of any token the parser needs
            }
        }
    }

    // MARK: Helpers

    func peek(_ distance: Int) -> UInt8? {
        let index = position + distance
        return index < bytes.count ? bytes[index] : nil
    }

    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int? = nil) {
        tokens.append(Token(
            kind: kind,
            ifDepth: ifDepth < 255 ? UInt8(truncatingIfNeeded: ifDepth) : 255,
            start: Int32(truncatingIfNeeded: start),
            end: Int32(truncatingIfNeeded: end ?? position)
        ))
    }

    mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1)
    }

    /// ``isIdentifierByte(_:)`` in a chain of comparisons that an unoptimized build runs without a call (it
    /// inlines the function: `@_transparent`) or a closure (`||` makes one of each operand).
    @_transparent
    static func isWordByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        if byte >= 0x61 { return byte <= 0x7A }  // a-z
        if byte >= 0x5F { return byte == 0x5F }  // _ (0x60 is `)
        if byte >= 0x41 { return byte <= 0x5A }  // A-Z
        if byte >= 0x30 { return byte <= 0x39 }  // 0-9
        return false
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    // MARK: Words, numbers, operators

    mutating func lexIdentifier() {
        let start = position
        while position < end, Self.isWordByte(base[position]) { position &+= 1 }
        emit(.identifier, from: start)
    }

    mutating func lexDollarIdentifier() {
        guard let next = peek(1), Self.isIdentifierByte(next) else {
            position += 1
            return
        }
        let start = position
        position += 1
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        emit(.identifier, from: start)
    }

    mutating func lexBacktickedIdentifier() {
        var index = position + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > position + 1 else {
            position += 1
            return
        }
        emit(.identifier, from: position + 1, to: index)
        position = index + 1
    }

    mutating func lexNumber() {
        let start = position
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if Self.isIdentifierByte(current) {
                position += 1
            } else if current == UInt8(ascii: "."), let next = peek(1), next >= 0x30, next <= 0x39 {
                position += 1
            } else if current == UInt8(ascii: "-") || current == UInt8(ascii: "+"),
                let previous = byte(at: position - 1),
                previous | 0x20 == UInt8(ascii: "e") || previous | 0x20 == UInt8(ascii: "p")
            {
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    mutating func lexOperator() {
        let start = position
        if bytes[position] == UInt8(ascii: ".") {
            while position < bytes.count, bytes[position] == UInt8(ascii: ".") { position += 1 }
        }
        while position < bytes.count, Self.isOperatorByte(bytes[position]) {
            if position > start, bytes[position] == UInt8(ascii: "/"),
                peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
            {
                break
            }
            position += 1
        }
        if position == start { position += 1 }
        emit(.operator, from: start)
    }

    /// `#if` and friends, raw strings (`#"…"#`) and extended regex literals (`#/…/#`).
    mutating func lexPound(stringDepth: Int) {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - position
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            lexString(depth: stringDepth)
            return
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
            return
        }
        let start = position
        position += 1
        guard hashes == 1, position < bytes.count, Self.isIdentifierStart(bytes[position]) else {
            emit(.operator, from: start)
            return
        }
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<position])
        if word.elementsEqual("endif".utf8) { ifDepth = max(0, ifDepth - 1) }
        emit(.pound, from: start)
        if word.elementsEqual("if".utf8) { ifDepth += 1 }
        checkDirective(word)
    }

    /// Marks the file malformed at an `#elseif`, `#else` or `#endif` that no `#if` opens, or that follows
    /// its `#if`'s `#else`, as the compiler would reject it.
    private mutating func checkDirective(_ word: UnsafeBufferPointer<UInt8>) {
        if word.elementsEqual("if".utf8) {
            openDirectives.append(false)
        } else if word.elementsEqual("elseif".utf8) || word.elementsEqual("else".utf8) {
            guard let hasElse = openDirectives.last, !hasElse else {
                isMalformed = true
                return
            }
            openDirectives[openDirectives.count - 1] = word.elementsEqual("else".utf8)
        } else if word.elementsEqual("endif".utf8) {
            if openDirectives.popLast() == nil { isMalformed = true }
        }
    }
}
