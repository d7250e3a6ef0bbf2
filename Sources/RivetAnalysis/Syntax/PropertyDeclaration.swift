/// A `var` declaration read around one of its attributes (`@Injected(\.cart) private var cart`): the
/// attributes and modifiers written before and after that attribute, and the property's name.
struct PropertyDeclaration {
    /// The other attributes' names, last component (`ObservationIgnored` for `@Observation.ObservationIgnored`).
    let attributeNames: [Word]
    /// `private`, `static`, `lazy`, …, in the order they were read.
    let modifiers: [Word]
    let name: Word

    /// How many attributes and modifiers around a property are read, at most.
    static let walkLimit = 64

    static let modifierWords: Set<String> = [
        "public", "internal", "package", "open", "final", "private", "fileprivate", "nonisolated", "static", "class",
        "override", "dynamic", "weak", "unowned", "lazy",
    ]

    /// The `var` declaration that `attribute` (written with parentheses) belongs to, reading back to the
    /// block's start or the previous declaration and on to `var`; nil when something between the attribute
    /// and `var` is neither an attribute nor a modifier.
    init?(around attribute: Attribute, in view: TokenView) {
        guard attribute.name.count == 1, attribute.hasArguments else { return nil }
        let open = attribute.name[0].anchor + 1
        var attributeNames: [Word] = []
        var modifiers: [Word] = []
        // Before it, back to the previous declaration.
        let body = Int(view.enclosingBrace[attribute.at])
        var cursor = attribute.at - 1
        var steps = 0
        while cursor > body, steps < Self.walkLimit {
            steps += 1
            if view.kind(cursor) == .rightParen, view.partner[cursor] > 0, view.kind(Int(view.partner[cursor]) - 1) == .identifier {
                cursor = Int(view.partner[cursor]) - 1
                continue
            }
            guard view.kind(cursor) == .identifier else { break }
            if let next = Self.attributeStart(endingAt: cursor, in: view) {
                attributeNames.append(Word(view: view, anchor: cursor))
                cursor = next - 1
            } else if Self.modifierWords.contains(view.text(cursor)) {
                modifiers.append(Word(view: view, anchor: cursor))
                cursor -= 1
            } else {
                break
            }
        }
        // After it, up to `var`.
        cursor = view.closing(open) + 1
        steps = 0
        while cursor < view.count, !view.isWord(cursor, "var"), steps < Self.walkLimit {
            steps += 1
            if view.kind(cursor) == .at {
                guard let (_, after) = view.dottedName(at: cursor + 1) else { return nil }
                attributeNames.append(Word(view: view, anchor: after - 1))
                cursor = after < view.count && view.kind(after) == .leftParen ? view.closing(after) + 1 : after
            } else if view.kind(cursor) == .identifier, Self.modifierWords.contains(view.text(cursor)) {
                modifiers.append(Word(view: view, anchor: cursor))
                cursor += 1
                if cursor < view.count, view.kind(cursor) == .leftParen { cursor = view.closing(cursor) + 1 }  // `private(set)`
            } else {
                return nil
            }
        }
        guard cursor + 1 < view.count, view.isWord(cursor, "var"), view.kind(cursor + 1) == .identifier else { return nil }
        self.attributeNames = attributeNames
        self.modifiers = modifiers
        name = Word(view: view, anchor: cursor + 1)
    }

    /// The `@` of an attribute whose name ends at the identifier at `end` (`@ObservationIgnored`,
    /// `@Observation.ObservationIgnored`); nil when the word is not an attribute's name.
    private static func attributeStart(endingAt end: Int, in view: TokenView) -> Int? {
        var cursor = end
        var steps = 0
        while view.kind(cursor - 1) == .dot, view.kind(cursor - 2) == .identifier, steps < 8 {
            cursor -= 2
            steps += 1
        }
        return view.kind(cursor - 1) == .at ? cursor - 1 : nil
    }
}
