/// An attribute: `@MainActor`, `@Injected(\.cart)`, `@Observation.Observable`.
struct Attribute {
    /// The `@`.
    let at: Int
    /// The attribute's name, dotted when qualified: `[Observation, Observable]`.
    let name: [Word]
    /// The `(` right after the name; nil when there is none.
    private let open: Int?

    /// Whether parentheses follow the name.
    var hasArguments: Bool { open != nil }

    /// The arguments in parentheses right after the name, parsed when asked for; nil when there are none.
    var arguments: [Argument]? {
        guard let open, let view = name.first?.view else { return nil }
        return BracketGroup(view: view, open: open).arguments
    }

    /// The attribute as written, `@` to its closing parenthesis, condensed: `@Injected(\.cart)`.
    var text: String {
        guard let view = name.first?.view else { return "" }
        var end = name[name.count - 1].anchor + 1
        if let open { end = min(view.closing(open) + 1, view.count) }
        return "@" + Expression(view: view, span: (at + 1)..<end, kind: .other).quoted
    }

    /// The attribute whose `@` is at `index`, if a name follows it.
    init?(at index: Int, in view: TokenView) {
        guard index + 1 < view.count, view.kind(index) == .at, view.kind(index + 1) == .identifier else { return nil }
        at = index
        var words = [Word(view: view, anchor: index + 1)]
        var cursor = index + 2
        while cursor + 1 < view.count, words.count < ExpressionParser.depthLimit, view.kind(cursor) == .dot, view.kind(cursor + 1) == .identifier {
            words.append(Word(view: view, anchor: cursor + 1))
            cursor += 2
        }
        name = words
        open = cursor < view.count && view.kind(cursor) == .leftParen ? cursor : nil
    }
}
