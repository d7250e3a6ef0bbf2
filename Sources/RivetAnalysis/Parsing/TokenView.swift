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
    /// How many tokens there are.
    let count: Int
    /// Copies of `tokens` and `bytes` that the few questions asked of nearly every token (``kind(_:)``,
    /// ``isWord(_:_:)-(_,StaticString)``) read through a pointer: the build plugin's tool is built unoptimized
    /// (Package.swift), where an array's subscript is a call that retains the array, and a pointer's is a load.
    /// Memory this view allocates, initializes once and frees in `deinit` (as swift-nio's `ByteBuffer` storage owns
    /// its bytes); nothing else writes it.
    private let tokenBase: UnsafeMutablePointer<Token>
    private let byteBase: UnsafeMutablePointer<UInt8>

    // The tables are constants, not `var`s: a class's stored `var` is checked for exclusive access at
    // each read, and the parser reads them for nearly every token.
    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        count = tokens.count
        let tokenBase = UnsafeMutablePointer<Token>.allocate(capacity: max(1, tokens.count))
        tokens.withUnsafeBufferPointer { if let base = $0.baseAddress { tokenBase.initialize(from: base, count: $0.count) } }
        self.tokenBase = tokenBase
        let byteBase = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { byteBase.initialize(from: base, count: $0.count) } }
        self.byteBase = byteBase
        (partner, enclosingBrace, isBalanced) = Self.brackets(of: tokens)
    }

    deinit {
        tokenBase.deallocate()
        byteBase.deallocate()
    }

    /// Each bracket's partner, each token's innermost `{`, and whether the brackets balance.
    ///
    /// Over pointers, with the innermost `{` kept in a local: unoptimized, as the build plugin's tool is built
    /// (Package.swift), an array's subscript and `last` are generic calls, made here for every token.
    private static func brackets(of tokens: [Token]) -> (partner: [Int32], enclosingBrace: [Int32], isBalanced: Bool) {
        let count = tokens.count
        var isBalanced = true
        var open: [Int32] = []
        var braces: [Int32] = []
        var partner = [Int32](repeating: -1, count: count)
        var enclosingBrace = [Int32](repeating: -1, count: count)
        tokens.withUnsafeBufferPointer { tokens in
            partner.withUnsafeMutableBufferPointer { partner in
                enclosingBrace.withUnsafeMutableBufferPointer { enclosingBrace in
                    guard let token = tokens.baseAddress, let partner = partner.baseAddress,
                        let enclosingBrace = enclosingBrace.baseAddress
                    else { return }
                    var brace: Int32 = -1
                    var index = 0
                    while index < count {
                        enclosingBrace[index] = brace
                        let kind = token[index].kind
                        switch kind {
                        case .leftBrace, .leftParen, .leftBracket:
                            open.append(Int32(truncatingIfNeeded: index))
                            if kind == .leftBrace {
                                braces.append(brace)
                                brace = Int32(truncatingIfNeeded: index)
                            }
                        case .rightBrace, .rightParen, .rightBracket:
                            guard let opener = open.popLast(), Self.closer(of: token[Int(opener)].kind) == kind else {
                                isBalanced = false
                                return
                            }
                            partner[index] = opener
                            partner[Int(opener)] = Int32(truncatingIfNeeded: index)
                            if kind == .rightBrace { brace = braces.removeLast() }
                        default:
                            break
                        }
                        index &+= 1
                    }
                }
            }
        }
        return (partner, enclosingBrace, isBalanced && open.isEmpty)
    }

    private static func closer(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .leftBrace: .rightBrace
        case .leftParen: .rightParen
        default: .rightBracket
        }
    }

    // The questions asked of nearly every token are written with `guard`s rather than `&&`: unoptimized, an
    // operand of `&&` that reads `self` is a closure that retains it.

    func kind(_ index: Int) -> TokenKind? {
        guard index >= 0, index < count else { return nil }
        return tokenBase[index].kind
    }

    /// Whether the token at `index` exists and is of `kind`.
    private func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        guard index >= 0, index < count else { return false }
        return tokenBase[index].kind == kind
    }

    /// The partner of the bracket at `index`.
    func match(_ index: Int) -> Int { Int(partner[index]) }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether the token at `index` is the identifier `word`.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard isKind(index, .identifier) else { return false }
        return hasText(index, word)
    }

    /// Whether the token at `index` is the identifier `word`, a word of Rivet's API.
    func isWord(_ index: Int, _ word: RivetWord) -> Bool {
        guard isKind(index, .identifier) else { return false }
        var text = word.rawValue
        return text.withUTF8 { text in
            let token = tokenBase[index]
            let length = Int(token.end &- token.start)
            guard length == text.count, let other = text.baseAddress else { return false }
            return Self.equal(byteBase + Int(token.start), other, length)
        }
    }

    /// Whether the `length` bytes at `a` and at `b` are the same: a plain loop over pointers, not a range's
    /// iterator, which is generic (and slow) in an unoptimized build.
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var offset = 0
        while offset < length {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether the token at `index` is the operator `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard isKind(index, .operator) else { return false }
        return hasText(index, text)
    }

    /// Whether the token at `index` is the identifier with the same text as the token at `other`.
    func isSameWord(_ index: Int, as other: Int) -> Bool {
        guard isKind(index, .identifier), isKind(other, .identifier) else { return false }
        let a = tokenBase[index]
        let b = tokenBase[other]
        guard a.end - a.start == b.end - b.start else { return false }
        return Self.equal(byteBase + Int(a.start), byteBase + Int(b.start), Int(a.end &- a.start))
    }

    /// Whether the token at `index` (which exists) has the text `text`.
    func hasText(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokenBase[index]
        let length = Int(token.end &- token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        return Self.equal(byteBase + Int(token.start), text.utf8Start, length)
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
