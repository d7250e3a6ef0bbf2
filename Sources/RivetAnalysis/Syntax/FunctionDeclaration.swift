/// A function or initializer declaration, up to its body: `func assemble(into registry: inout Registry) {`,
/// `static func make(_ values: InjectedValues) -> Cart {`, `init(factory: Factory) async throws {`.
///
/// Only the name and the parentheses are found when it is made: the parser meets every function of every
/// file, and asks most of them nothing more. The parameters, modifiers, tail and body are read when asked for.
struct FunctionDeclaration {
    /// One parameter: `label name: Type = default`.
    struct Parameter {
        let view: TokenView
        /// The argument label as written (`_` included); nil when the name is the label (`name: Type`).
        var label: Word?
        var name: Word
        /// The type's tokens, up to a default value.
        private let typeSpan: Range<Int>

        init(view: TokenView, label: Word?, name: Word, typeSpan: Range<Int>) {
            self.view = view
            self.label = label
            self.name = name
            self.typeSpan = typeSpan
        }

        /// The type as written, `inout` included, condensed to one line.
        var typeText: String { Expression(view: view, span: typeSpan, kind: .other).quoted }

        /// The label callers write, nil for `_`: `into` in `into registry: inout Registry`.
        var callLabel: String? {
            guard let label else { return name.text }
            return label.is("_") ? nil : label.text
        }

        /// Whether callers may leave it out: a default value follows its type.
        var hasDefault: Bool { typeSpan.upperBound < view.count && view.isOperator(typeSpan.upperBound, "=") }

        /// A default value written as an implicit member (`.singleton`); nil for any other, or none.
        var defaultMember: Expression? {
            let start = typeSpan.upperBound + 1
            guard hasDefault, view.kind(start) == .dot, view.kind(start + 1) == .identifier,
                view.kind(start + 2) == .comma || view.kind(start + 2) == .rightParen
            else { return nil }
            return Expression(start..<(start + 2), in: view)
        }

        /// Whether the type is a function's (`@escaping (InjectedValues) -> Value`): an arrow outside brackets.
        var isFunctionType: Bool {
            typeSpan.contains { view.isOperator($0, "->") && view.enclosingBrace[$0] == view.enclosingBrace[typeSpan.lowerBound] }
        }

        /// Whether the type is written `inout …`.
        var isInout: Bool { !typeSpan.isEmpty && view.isWord(typeSpan.lowerBound, "inout") }

        /// The dotted name the type starts with, past `inout`: `[Rivet, Registry]` in `inout Rivet.Registry`,
        /// `[Dictionary]` in `Dictionary<String, Int>`; empty when it starts with anything else (`[Int]`).
        var typeName: [Word] {
            let start = isInout ? typeSpan.lowerBound + 1 : typeSpan.lowerBound
            guard start < typeSpan.upperBound, view.kind(start) == .identifier else { return [] }
            var words = [Word(view: view, anchor: start)]
            var cursor = start + 1
            while cursor + 1 < typeSpan.upperBound, words.count < ExpressionParser.depthLimit, view.kind(cursor) == .dot,
                view.kind(cursor + 1) == .identifier, !view.isWord(cursor + 1, "self")
            {
                words.append(Word(view: view, anchor: cursor + 1))
                cursor += 2
            }
            return words
        }

        /// Whether the word `word` is written anywhere in the type: `InjectedValues` in `Rivet.InjectedValues`.
        func typeMentions(_ word: RivetWord) -> Bool {
            typeSpan.contains { view.isWord($0, word) }
        }
    }

    let view: TokenView
    /// The `func` or `init`.
    let keyword: Word
    /// The function's name; nil for an initializer or an operator.
    let name: Word?
    let isGeneric: Bool
    /// The `(` of the parameters.
    private let open: Int

    /// Whether the parameters' `()` is empty: asked without reading the parameters.
    var hasNoParameters: Bool { view.kind(open + 1) == .rightParen }

    /// How many tokens may follow the parameters before the body: a longer tail is not read.
    static let tailLimit = 64

    /// The declaration whose `func` or `init` is at `index`, if its parameters can be read.
    init?(at index: Int, in view: TokenView) {
        guard index < view.count, view.isWord(index, "func") || view.isWord(index, "init"), view.kind(index - 1) != .dot else { return nil }
        self.view = view
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
        open = cursor
    }

    /// The parameters that can be read (`label name: Type`), in order.
    var parameters: [Parameter] {
        view.parts(of: open).compactMap { Self.parameter($0, in: view) }
    }

    /// Whether a parameter's type is written `inout …` (a closure type's among them): most functions have
    /// none, and then their parameters need not be read.
    var hasInoutParameter: Bool {
        (open + 1..<view.closing(open)).contains { view.isWord($0, "inout") }
    }

    /// The modifiers written before the keyword (`static`, `public`, `nonisolated`, …), nearest first.
    var modifiers: [Word] {
        var found: [Word] = []
        var cursor = keyword.anchor - 1
        while cursor >= 0, found.count < PropertyDeclaration.walkLimit, view.kind(cursor) == .identifier,
            Self.modifierWords.contains(view.text(cursor))
        {
            found.append(Word(view: view, anchor: cursor))
            cursor -= 1
        }
        return found
    }

    /// Whether it is `static` (or `class`): a member of the type rather than of its values.
    var isStatic: Bool { modifiers.contains { $0.is("static") || $0.is("class") } }

    private static let modifierWords: Set<String> = PropertyDeclaration.modifierWords.union([
        "mutating", "nonmutating", "convenience", "required", "distributed", "consuming", "borrowing",
    ])

    /// The tokens after the parameters up to the body or the end of the declaration.
    private var tail: Range<Int> {
        let start = view.closing(open) + 1
        var cursor = start
        while cursor < view.count, cursor - start < Self.tailLimit, view.kind(cursor) != .leftBrace,
            view.kind(cursor) != .rightBrace, view.kind(cursor) != .semicolon, !view.startsDeclaration(cursor),
            !Self.startsStatement(cursor, in: view)
        {
            cursor = view.step(overGenerics: cursor)
        }
        let end = min(cursor, view.count)
        return min(start, end)..<end
    }

    /// What follows the parameters up to the body or the end of the declaration (`async throws -> Cart`),
    /// condensed; empty when nothing does.
    var signatureText: String { Expression(view: view, span: tail, kind: .other).quoted }

    /// The body; nil for a requirement (in a protocol) or a header cut off.
    var body: Block? {
        let end = tail.upperBound
        return end < view.count && view.kind(end) == .leftBrace ? Block(view: view, brace: end) : nil
    }

    /// Whether the token at `index` starts a line that a declaration's tail cannot continue onto: the
    /// next statement or member after a requirement without a body. A line after a comma or a colon
    /// continues the tail (`where T: P,` then `U: Q {`).
    private static func startsStatement(_ index: Int, in view: TokenView) -> Bool {
        guard view.isLineBreak(before: index),
            !view.isOperator(index - 1, "->"), !view.isOperator(index, "->"),
            view.kind(index - 1) != .comma, view.kind(index - 1) != .colon
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
        return Parameter(
            view: view,
            label: names == 2 ? Word(view: view, anchor: part.lowerBound) : nil,
            name: Word(view: view, anchor: colon - 1),
            typeSpan: (colon + 1)..<min(typeEnd, part.upperBound)
        )
    }
}
