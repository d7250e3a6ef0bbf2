/// A call: `name(arguments)`, `receiver.name(arguments)`, `.name(arguments)`, each optionally followed by
/// trailing closures (`name(…) { … } label: { … }`), or trailing closures alone (`name { … }`).
struct Call {
    let view: TokenView
    /// The called name's token (`Factory`, `beginFlow`); -1 when the callee is not a name (`make()()`).
    let nameAnchor: Int
    /// The `(`; -1 for a call written with trailing closures only.
    let open: Int
    /// The token the call's expression ends before at the latest: trailing closures are looked for up to it
    /// (an `if` condition's call does not take the `if`'s block).
    let limit: Int
    /// What is called, when the call was parsed as part of an expression; nil for the file's outline, whose
    /// receivers are found on demand.
    private let callee: Expression?
    /// Whether the called name is written with generic arguments: `Array<Int>(…)`.
    let isSpecialised: Bool

    init(view: TokenView, nameAnchor: Int, open: Int, limit: Int? = nil, callee: Expression? = nil, isSpecialised: Bool = false) {
        self.view = view
        self.isSpecialised = isSpecialised
        self.nameAnchor = nameAnchor
        self.open = open
        self.limit = min(limit ?? view.count, view.count)
        self.callee = callee
    }

    /// The called name: `Factory` in `Rivet.Factory(…)`, `beginFlow` in `app.beginFlow(…)`.
    var name: Word? { nameAnchor >= 0 ? Word(view: view, anchor: nameAnchor) : nil }

    /// The arguments between the parentheses, trailing closures excluded.
    var arguments: [Argument] { open >= 0 ? BracketGroup(view: view, open: open).arguments : [] }

    /// The token after the parentheses: where the trailing closures start.
    private var afterParentheses: Int { open >= 0 ? view.closing(open) + 1 : nameAnchor + 1 }

    /// The closures after the parentheses, in order: the first unlabelled, the others `label: { … }`.
    var trailingClosures: [(label: Word?, closure: Closure)] {
        var found: [(label: Word?, closure: Closure)] = []
        var cursor = afterParentheses
        while cursor < limit {
            if view.kind(cursor) == .leftBrace, found.isEmpty {
                found.append((nil, Closure(view: view, brace: cursor)))
                cursor = view.closing(cursor) + 1
            } else if !found.isEmpty, cursor + 2 < limit, view.kind(cursor) == .identifier, view.kind(cursor + 1) == .colon, view.kind(cursor + 2) == .leftBrace {
                found.append((Word(view: view, anchor: cursor), Closure(view: view, brace: cursor + 2)))
                cursor = view.closing(cursor + 2) + 1
            } else {
                break
            }
        }
        return found
    }

    /// Whether a closure follows the parentheses.
    var hasTrailingClosure: Bool { afterParentheses < limit && view.kind(afterParentheses) == .leftBrace }

    /// The whole call, trailing closures included.
    var end: Int {
        guard let last = trailingClosures.last else { return min(afterParentheses, limit) }
        return min(view.closing(last.closure.brace) + 1, limit)
    }

    /// Whether a statement may end right after the call: at the end of the file or the block, at `;`, or at a
    /// line break that no operator or member access continues.
    var endsStatement: Bool {
        let next = end
        guard next < view.count else { return true }
        switch view.kind(next) {
        case .semicolon, .rightBrace: return true
        case .dot, .operator: return false
        default: return view.isLineBreak(before: next)
        }
    }

    /// What the name is called on: `app` in `app.beginFlow(…)`, `Other()` in `Other().assemble(into:)`; nil
    /// when nothing is written before the name (`Factory(…)`) or only a dot (`.when(…)`).
    var receiver: Expression? {
        if let callee {
            guard case .member(let access) = callee.kind else { return nil }
            return access.base
        }
        guard nameAnchor >= 2, view.kind(nameAnchor - 1) == .dot else { return nil }
        let end = nameAnchor - 1
        guard let start = ExpressionParser(view: view).chainStart(endingBefore: end) else { return nil }
        return Expression(start..<end, in: view)
    }

    /// Whether the name follows a dot: `.when(…)`, `app.beginFlow(…)`.
    var isMember: Bool {
        if let callee {
            if case .member = callee.kind { return true }
            return false
        }
        return nameAnchor >= 1 && view.kind(nameAnchor - 1) == .dot
    }

    /// The dotted names of the callee when it is a path of plain names: `[Rivet, Factory]` for
    /// `Rivet.Factory(…)`, `[Factory]` for `Factory(…)`; nil for `.name(…)`, `value().name(…)` or
    /// `Name<T>(…)`.
    var calleePath: [Word]? {
        guard let name, !isSpecialised else { return nil }
        guard isMember else { return [name] }
        guard let receiver, let path = receiver.path else { return nil }
        return path + [name]
    }
}
