/// A closure that certainly runs when the code around it runs: one called where it is written (`{ … }()`), and the
/// trailing closure of `map`, `forEach` and the other eager methods that call it on the first element at once,
/// written on a non-empty array or dictionary literal (`[1, 2, 3].map { values[AddressBookKey.self].name($0) }`).
///
/// Only a literal is certainly non-empty: over any other collection (`ids.map { … }`) the closure runs only
/// when it holds elements, which the analysis cannot know, so it is not read (its resolutions stay sites it
/// names). `lazy.map` and methods that may not call the closure (`sorted`, `min`, which need two elements)
/// are not eager here.
enum EagerClosure {
    /// The methods that call their trailing closure at once on a non-empty collection's first element.
    private static let methods: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "contains", "allSatisfy", "first"]

    /// The words after which `[` opens a literal rather than a subscript.
    private static let valueKeywords: Set<String> = ["return", "in", "try", "await", "throw"]

    /// Whether `block` is the trailing closure of an eager method called on a non-empty literal:
    /// `[…].map {`.
    static func runsAtOnce(_ block: Block) -> Bool {
        let view = block.view
        if isCalledWhereWritten(block) { return true }
        let name = block.brace - 1
        guard name >= 3, view.kind(name) == .identifier, methods.contains(view.text(name)), view.kind(name - 1) == .dot,
            view.kind(name - 2) == .rightBracket
        else { return false }
        let open = view.match(name - 2)
        guard open >= 0, open < name - 2, view.kind(open) == .leftBracket, isLiteral(at: open, in: view) else { return false }
        let parts = view.parts(of: open)
        // `[]` has no part, `[:]` one of a lone colon.
        guard let first = parts.first, !first.isEmpty, !(first.count == 1 && view.kind(first.lowerBound) == .colon) else { return false }
        return true
    }

    /// Whether `block` is a closure called where it is written, `{ … }()`: in a value's place (after `=`, `(`, `,`,
    /// `{`, `return`, `in`, `try`, `await`), not the body of a statement or a trailing closure.
    private static func isCalledWhereWritten(_ block: Block) -> Bool {
        let view = block.view
        let close = view.closing(block.brace)
        guard close + 2 < view.count, view.kind(close + 1) == .leftParen, view.kind(close + 2) == .rightParen, block.brace > 0 else { return false }
        switch view.kind(block.brace - 1) {
        case .leftParen, .comma, .leftBrace: return true
        case .operator: return view.isOperator(block.brace - 1, "=")
        case .identifier: return valueKeywords.contains(view.text(block.brace - 1))
        default: return false
        }
    }

    /// Whether the `[` at `open` starts a literal: nothing before it that a subscript would apply to.
    private static func isLiteral(at open: Int, in view: TokenView) -> Bool {
        guard open > 0, let before = view.kind(open - 1) else { return true }
        switch before {
        case .identifier: return valueKeywords.contains(view.text(open - 1))
        case .rightParen, .rightBracket, .rightBrace, .string, .number, .regex, .pound: return false
        // `lists?[0]`, `lists![0]`: a subscript after an optional chain or a force unwrap.
        case .operator: return !view.text(open - 1).allSatisfy { $0 == "?" || $0 == "!" }
        default: return true
        }
    }
}
