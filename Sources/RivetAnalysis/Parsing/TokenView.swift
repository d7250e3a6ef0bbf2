/// A file's tokens with what the parser asks of them: their text, the bracket that matches each bracket,
/// and the innermost `{` around each token.
final class TokenView {
    let bytes: [UInt8]
    let tokens: [Token]
    /// For a bracket, the index of its partner; else -1.
    let partner: [Int32]
    /// The index of the innermost `{` around each token; -1 at file scope.
    let enclosingBrace: [Int32]
    /// Whether every bracket has a partner of the right kind.
    let isBalanced: Bool

    // The tables are constants, not `var`s: a class's stored `var` is checked for exclusive access at
    // each read, and the parser reads them for nearly every token.
    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        (partner, enclosingBrace, isBalanced) = Self.brackets(of: tokens)
    }

    /// Each bracket's partner, each token's innermost `{`, and whether the brackets balance.
    private static func brackets(of tokens: [Token]) -> (partner: [Int32], enclosingBrace: [Int32], isBalanced: Bool) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var enclosingBrace = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        var braces: [Int32] = []
        for index in tokens.indices {
            enclosingBrace[index] = braces.last ?? -1
            let kind = tokens[index].kind
            switch kind {
            case .leftBrace, .leftParen, .leftBracket:
                open.append(Int32(index))
                if kind == .leftBrace { braces.append(Int32(index)) }
            case .rightBrace, .rightParen, .rightBracket:
                guard let opener = open.popLast(), Self.closer(of: tokens[Int(opener)].kind) == kind else {
                    return (partner, enclosingBrace, false)
                }
                partner[index] = opener
                partner[Int(opener)] = Int32(index)
                if kind == .rightBrace { braces.removeLast() }
            default:
                break
            }
        }
        return (partner, enclosingBrace, open.isEmpty)
    }

    private static func closer(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .leftBrace: .rightBrace
        case .leftParen: .rightParen
        default: .rightBracket
        }
    }

    var count: Int { tokens.count }

    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The partner of the bracket at `index`.
    func match(_ index: Int) -> Int { Int(partner[index]) }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether the token at `index` is the identifier `word`.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        kind(index) == .identifier && hasText(index, word)
    }

    /// Whether the token at `index` is the identifier `word`, a word of Rivet's API.
    func isWord(_ index: Int, _ word: RivetWord) -> Bool {
        guard kind(index) == .identifier else { return false }
        var text = word.rawValue
        return text.withUTF8 { text in
            let token = tokens[index]
            guard Int(token.end - token.start) == text.count else { return false }
            let start = Int(token.start)
            for offset in 0..<text.count where bytes[start + offset] != text[offset] { return false }
            return true
        }
    }

    /// Whether the token at `index` is the operator `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .operator && hasText(index, text)
    }

    /// Whether the token at `index` is the identifier with the same text as the token at `other`.
    func isSameWord(_ index: Int, as other: Int) -> Bool {
        guard kind(index) == .identifier, kind(other) == .identifier else { return false }
        let a = tokens[index]
        let b = tokens[other]
        guard a.end - a.start == b.end - b.start else { return false }
        var offset: Int32 = 0
        while offset < a.end - a.start {
            if bytes[Int(a.start + offset)] != bytes[Int(b.start + offset)] { return false }
            offset += 1
        }
        return true
    }

    private func hasText(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        for offset in 0..<length where bytes[start + offset] != text.utf8Start[offset] {
            return false
        }
        return true
    }

    /// The index of the next token after `index` that is not inside a nested bracket, stopping at `limit`.
    func next(after index: Int) -> Int {
        switch kind(index) {
        case .leftBrace, .leftParen, .leftBracket: match(index) + 1
        default: index + 1
        }
    }

    /// A dotted name `A.B.C` starting at `index`: its components and the index after it.
    func dottedName(at index: Int) -> (components: [String], end: Int)? {
        guard kind(index) == .identifier else { return nil }
        var components = [text(index)]
        var cursor = index + 1
        while kind(cursor) == .dot, kind(cursor + 1) == .identifier, !isWord(cursor + 1, "self") {
            components.append(text(cursor + 1))
            cursor += 2
        }
        return (components, cursor)
    }

    /// A type reference `A.B.self` starting at `index`: the type's last component and the index after `self`.
    func metatype(at index: Int) -> (name: String, end: Int)? {
        qualifiedMetatype(at: index).map { ($0.components[$0.components.count - 1], $0.end) }
    }

    /// A type reference `A.B.self` starting at `index`: the type's components and the index after `self`.
    func qualifiedMetatype(at index: Int) -> (components: [String], end: Int)? {
        guard let (components, end) = dottedName(at: index), kind(end) == .dot, isWord(end + 1, "self") else {
            return nil
        }
        return (components, end + 2)
    }
}
