/// What a declaration's attributes tell the binding: a result builder that makes a body's value, an attached
/// macro that may add members the sources do not show.
extension NameBinder {
    /// The words that may stand between a declaration's attributes and its keyword.
    private static let declarationModifiers = PropertyDeclaration.modifierWords.union(["mutating", "nonmutating", "async", "convenience", "required"])

    /// The result builder a function or computed property is written with (`@ViewBuilder func make()`), found
    /// among the attributes before its keyword: one whose type the sources declare `@resultBuilder`, or
    /// named `…Builder` (the frameworks' `@ViewBuilder`, `@SceneBuilder`). Its body is the builder's input, and
    /// what it returns is what the builder makes of it, which the analysis does not follow.
    func resultBuilder(before keyword: Word) -> String? {
        Self.attributeNames(before: keyword.anchor, in: keyword.view).first { $0.hasSuffix("Builder") || isResultBuilder($0) }
    }

    /// The attached macro a type is written with (`@AddsFactory final class Screen`), which may declare
    /// members the sources do not show: an attribute that is not one of the language's or Rivet's own.
    func attachedMacro(of type: TypeDeclaration) -> String? {
        guard type.keyword != "extension" else { return nil }
        return Self.attributeNames(before: type.name.anchor - 1, in: type.name.view).first { !Self.plainAttributes.contains($0) }
    }

    /// Attributes that declare no member: the language's, Swift Testing's, and `@Observable`, whose members
    /// are observation's own.
    private static let plainAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "available", "frozen", "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "main",
        "preconcurrency", "globalActor", "usableFromInline", "inlinable", "unchecked", "Sendable", "Suite", "Observable",
        "UIApplicationMain", "NSApplicationMain", "_spi", "retroactive",
    ]

    /// The names of the attributes before a declaration's keyword, nearest first, read back over modifiers
    /// (`private(set)`, `static`) and attributes' arguments.
    private static func attributeNames(before keyword: Int, in view: TokenView) -> [String] {
        var names: [String] = []
        var cursor = keyword - 1
        var steps = 0
        while cursor > 0, steps < BlockKind.headLimit {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen:
                cursor = view.match(cursor) - 1
                continue
            case .identifier where view.kind(cursor - 1) == .at:
                names.append(view.text(cursor))
                cursor -= 2
                continue
            case .identifier where declarationModifiers.contains(view.text(cursor)):
                cursor -= 1
            default:
                return names
            }
        }
        return names
    }

    /// Whether a type of that name is declared with `@resultBuilder` in the sources.
    private func isResultBuilder(_ name: String) -> Bool {
        types(named: name).contains { _, declaration in
            let view = declaration.name.view
            var cursor = declaration.name.anchor - 2
            while cursor > 0, declaration.name.anchor - cursor < 16, view.kind(cursor) == .identifier {
                if view.isWord(cursor, "resultBuilder"), view.kind(cursor - 1) == .at { return true }
                cursor -= 1
            }
            return false
        }
    }
}
