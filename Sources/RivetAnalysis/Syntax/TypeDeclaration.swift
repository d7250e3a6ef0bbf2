/// A type or extension declaration, up to its body's `{`: `struct CartKey: InjectionKey {`,
/// `@MainActor final class Model: Rivet.InjectionKey, Sendable {`, `extension Login.TokenKey: InjectionKey {`.
struct TypeDeclaration {
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    var keyword: String
    /// The declared name, or the extended type's dotted name.
    var components: [String]
    /// The declared name's word (the first component's, for an extension).
    var name: Word
    /// The conformances' names, last component (`Rivet.InjectionKey` -> `InjectionKey`).
    var conformances: [String]
    var isGeneric: Bool
    /// Whether the type or one of its conformances is `@MainActor`.
    var isMainActor: Bool
    /// Whether it is `private`, `fileprivate` or inside `#if`.
    var isHidden: Bool
    /// Whether it is written with the `@Observable` macro (`@Observable`, `@Observation.Observable`).
    var isObservable = false
    /// The body's `{`.
    var brace: Int

    /// Whether the word at `index` introduces a type or an extension (compared without making a string:
    /// this runs for every word of every file).
    private static func isTypeKeyword(_ index: Int, in view: TokenView) -> Bool {
        view.isWord(index, "struct") || view.isWord(index, "class") || view.isWord(index, "enum")
            || view.isWord(index, "extension") || view.isWord(index, "actor") || view.isWord(index, "protocol")
    }

    /// The declaration that starts with the keyword at `index`, if it is one.
    init?(at index: Int, in view: TokenView) {
        guard view.kind(index + 1) == .identifier, view.kind(index - 1) != .dot, Self.isTypeKeyword(index, in: view) else {
            return nil
        }
        let keyword = view.text(index)
        let written: (components: [String], end: Int)?
        if keyword == "extension" {
            written = view.dottedName(at: index + 1)
        } else {
            written = (components: [view.text(index + 1)], end: index + 2)
        }
        guard let (components, nameEnd) = written else { return nil }
        guard view.kind(nameEnd) == .colon || view.kind(nameEnd) == .leftBrace || view.isWord(nameEnd, "where")
            || (view.kind(nameEnd) == .operator && view.bytes[Int(view.tokens[nameEnd].start)] == UInt8(ascii: "<"))
        else { return nil }
        var cursor = nameEnd
        var isGeneric = false
        if view.kind(cursor) == .operator {
            isGeneric = true
            cursor = view.skipAngles(from: cursor)
        }
        var conformances: [String] = []
        var isMainActor = false
        if view.kind(cursor) == .colon {
            (conformances, isMainActor, cursor) = Self.inheritance(from: cursor + 1, in: view)
        }
        while cursor < view.count, view.kind(cursor) != .leftBrace {
            if view.kind(cursor) == .rightBrace || view.kind(cursor) == .semicolon || view.startsDeclaration(cursor) {
                return nil
            }
            cursor = view.step(over: cursor)
        }
        guard cursor < view.count else { return nil }
        let (isHidden, hasMainActorAttribute, isObservable) = Self.modifiers(before: index, in: view)
        self.keyword = keyword
        self.components = components
        name = Word(view: view, anchor: index + 1)
        self.conformances = conformances
        self.isGeneric = isGeneric
        self.isMainActor = isMainActor || hasMainActorAttribute
        self.isHidden = isHidden || view.tokens[index].ifDepth > 0
        self.isObservable = isObservable
        brace = cursor
    }

    /// The conformance list after `:`: names, whether one is `@MainActor`, and where the list ends.
    private static func inheritance(from start: Int, in view: TokenView) -> ([String], Bool, Int) {
        var names: [String] = []
        var isMainActor = false
        var cursor = start
        while cursor < view.count {
            while view.kind(cursor) == .at, view.kind(cursor + 1) == .identifier {
                if view.isWord(cursor + 1, "MainActor") { isMainActor = true }
                cursor += 2
                if view.kind(cursor) == .leftParen { cursor = view.closing(cursor) + 1 }
            }
            guard let (components, end) = view.dottedName(at: cursor) else { break }
            names.append(components[components.count - 1])
            cursor = end
            if view.kind(cursor) == .operator { cursor = view.skipAngles(from: cursor) }
            guard view.kind(cursor) == .comma else { break }
            cursor += 1
        }
        return (names, isMainActor, cursor)
    }

    private static let modifierWords: Set<String> = [
        "public", "internal", "package", "open", "final", "indirect", "nonisolated", "private", "fileprivate",
    ]

    /// Whether the modifiers and attributes before `index` hide the type, put it on the main actor or make
    /// it `@Observable`.
    private static func modifiers(before index: Int, in view: TokenView) -> (isHidden: Bool, isMainActor: Bool, isObservable: Bool) {
        var isHidden = false
        var isMainActor = false
        var isObservable = false
        var cursor = index - 1
        while cursor >= 0 {
            if view.kind(cursor) == .rightParen, view.kind(view.match(cursor) - 2) == .at {
                cursor = view.match(cursor) - 1
                continue
            }
            guard view.kind(cursor) == .identifier else { break }
            if view.kind(cursor - 1) == .at {
                if view.isWord(cursor, "MainActor") { isMainActor = true }
                if view.isWord(cursor, "Observable") { isObservable = true }
                cursor -= 2
            } else if view.kind(cursor - 1) == .dot, view.isWord(cursor - 2, "Observation"), view.kind(cursor - 3) == .at {
                // `@Observation.Observable`
                if view.isWord(cursor, "Observable") { isObservable = true }
                cursor -= 4
            } else if Self.modifierWords.contains(view.text(cursor)) {
                if view.isWord(cursor, "private") || view.isWord(cursor, "fileprivate") { isHidden = true }
                cursor -= 1
            } else {
                break
            }
        }
        return (isHidden, isMainActor, isObservable)
    }
}

extension TokenView {
    fileprivate static let declarationWords: Set<String> = [
        "struct", "class", "enum", "actor", "extension", "protocol", "func", "var", "let", "import", "init",
    ]

    /// Whether the word at `index` starts a declaration, which no type header contains: headers end there,
    /// so that reading them stays linear even in a file that is not Swift.
    func startsDeclaration(_ index: Int) -> Bool {
        kind(index) == .identifier && Self.declarationWords.contains(text(index))
    }

    /// The index after a generic clause `<…>` that starts at `index`.
    func skipAngles(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < count {
            if kind(cursor) == .operator {
                let token = tokens[cursor]
                for offset in Int(token.start)..<Int(token.end) {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            } else if kind(cursor) == .leftBrace || kind(cursor) == .rightBrace || startsDeclaration(cursor) {
                return cursor
            }
            cursor = step(over: cursor)
        }
        return cursor
    }
}
