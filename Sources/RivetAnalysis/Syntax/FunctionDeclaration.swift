/// A function or initializer declaration, up to its body: `func assemble(into registry: inout Registry) {`,
/// `static func make(_ values: InjectedValues) -> Cart {`, `init(factory: Factory) async throws {`.
struct FunctionDeclaration {
    /// One parameter: `label name: Type = default`.
    struct Parameter {
        /// The argument label as written (`_` included); nil when the name is the label (`name: Type`).
        var label: Word?
        var name: Word
        /// The type as written, `inout` included, condensed to one line.
        var typeText: String

        /// The label callers write, nil for `_`: `into` in `into registry: inout Registry`.
        var callLabel: String? {
            guard let label else { return name.text }
            return label.is("_") ? nil : label.text
        }
    }

    /// The `func` or `init`.
    let keyword: Word
    /// The function's name; nil for an initializer or an operator.
    let name: Word?
    let isGeneric: Bool
    let parameters: [Parameter]
    /// What follows the parameters up to the body or the end of the declaration (`async throws -> Cart`),
    /// condensed; empty when nothing does.
    let signatureText: String
    /// The body's `{`; nil for a requirement (in a protocol) or a header cut off.
    let body: Int?

    /// How many tokens may follow the parameters before the body: a longer tail is not read.
    static let tailLimit = 64

    /// The declaration whose `func` or `init` is at `index`, if its parameters can be read.
    init?(at index: Int, in view: TokenView) {
        guard index < view.count, view.isWord(index, "func") || view.isWord(index, "init"), view.kind(index - 1) != .dot else { return nil }
        keyword = Word(view: view, anchor: index)
        var cursor = index + 1
        if keyword.is("func") {
            guard cursor < view.count else { return nil }
            name = view.kind(cursor) == .identifier ? Word(view: view, anchor: cursor) : nil
            cursor += 1
        } else {
            name = nil
            if cursor < view.count, view.isOperator(cursor, "?") || view.isOperator(cursor, "!") { cursor += 1 }  // `init?(`
        }
        isGeneric = cursor < view.count && view.kind(cursor) == .operator && view.isOperator(cursor, "<")
        if isGeneric { cursor = view.skipAngles(from: cursor) }
        guard cursor < view.count, view.kind(cursor) == .leftParen else { return nil }
        parameters = view.parts(of: cursor).compactMap { Self.parameter($0, in: view) }
        let tailStart = view.closing(cursor) + 1
        cursor = tailStart
        while cursor < view.count, cursor - tailStart < Self.tailLimit, view.kind(cursor) != .leftBrace,
            view.kind(cursor) != .rightBrace, view.kind(cursor) != .semicolon, !view.startsDeclaration(cursor),
            !Self.startsStatement(cursor, in: view)
        {
            cursor = view.step(overGenerics: cursor)
        }
        let end = min(cursor, view.count)
        signatureText = Expression(view: view, span: min(tailStart, end)..<end, kind: .other).quoted
        body = cursor < view.count && view.kind(cursor) == .leftBrace ? cursor : nil
    }

    /// Whether the token at `index` starts a line that a declaration's tail cannot continue onto: the
    /// next statement or member after a requirement without a body.
    private static func startsStatement(_ index: Int, in view: TokenView) -> Bool {
        guard index > 0, view.bytes[Int(view.tokens[index - 1].end)..<Int(view.tokens[index].start)].contains(UInt8(ascii: "\n")),
            !view.isOperator(index - 1, "->"), !view.isOperator(index, "->")
        else { return false }
        return !(view.isWord(index, "async") || view.isWord(index, "throws") || view.isWord(index, "rethrows") || view.isWord(index, "where"))
    }

    /// `label name: Type = default`, `name: Type`, `_ name: Type`; nil for anything else.
    private static func parameter(_ part: Range<Int>, in view: TokenView) -> Parameter? {
        var colon = part.lowerBound
        while colon < part.upperBound, view.kind(colon) != .colon { colon = view.step(overGenerics: colon) }
        let names = colon - part.lowerBound
        guard colon < part.upperBound, names == 1 || names == 2,
            (part.lowerBound..<colon).allSatisfy({ view.kind($0) == .identifier })
        else { return nil }
        var typeEnd = colon + 1
        while typeEnd < part.upperBound, !view.isOperator(typeEnd, "=") { typeEnd = view.step(overGenerics: typeEnd) }
        let typeEndClamped = min(typeEnd, part.upperBound)
        return Parameter(
            label: names == 2 ? Word(view: view, anchor: part.lowerBound) : nil,
            name: Word(view: view, anchor: colon - 1),
            typeText: Expression(view: view, span: (colon + 1)..<typeEndClamped, kind: .other).quoted
        )
    }
}
