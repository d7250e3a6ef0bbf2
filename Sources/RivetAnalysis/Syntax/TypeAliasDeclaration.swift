/// `typealias Name = Type` or `typealias Name<T> = Type`: the name and the type it stands for.
struct TypeAliasDeclaration {
    let name: Word
    /// Whether the alias takes generic parameters: `typealias Pair<T> = (T, T)`.
    let isGeneric: Bool
    /// The aliased type, read as an expression (`Login.Token` is a path, `[Token: Session]` a collection);
    /// ``Expression/Kind/other`` when an operator continues it (`Token?`, `any Token & Sendable`) or
    /// nothing follows the `=`.
    let value: Expression?

    /// The declaration whose `typealias` is at `index`, if a name follows it.
    init?(at index: Int, in view: TokenView) {
        guard view.isWord(index, "typealias"), index + 1 < view.count, view.kind(index + 1) == .identifier else { return nil }
        name = Word(view: view, anchor: index + 1)
        var cursor = index + 2
        isGeneric = cursor < view.count && view.isOperator(cursor, "<")
        if isGeneric { cursor = view.skipAngles(from: cursor) }
        guard cursor < view.count, view.isOperator(cursor, "=") else {
            value = nil
            return
        }
        let scope = name.scope
        let limit = scope >= 0 ? min(view.closing(scope), view.count) : view.count
        let start = cursor + 1
        value = ExpressionParser(view: view).statementValue(from: start, limit: limit)
    }
}
