/// A type's metatype written as a dotted name: `K.self`, `Login.TokenKey.self`.
struct Metatype {
    let view: TokenView
    /// From the first name to `self`.
    let span: Range<Int>

    /// The metatype starting at `index`, if one does.
    init?(at index: Int, in view: TokenView) {
        guard let (_, end) = view.qualifiedMetatype(at: index) else { return nil }
        self.view = view
        span = index..<end
    }

    /// The type's last name: `TokenKey` in `Login.TokenKey.self`.
    var name: Word { Word(view: view, anchor: span.upperBound - 3) }

    /// The type as written: `Login.TokenKey` in `Login.TokenKey.self`.
    var writtenName: String {
        stride(from: span.lowerBound, to: span.upperBound - 2, by: 2).map { view.text($0) }.joined(separator: ".")
    }

    /// What follows `self`: the token that ends the metatype's argument or element, or anything else.
    fileprivate var follower: TokenKind? { view.kind(span.upperBound) }
}

extension Call {
    /// The metatype that is the call's first argument, unlabelled and whole: `K.self` in `resolve(K.self)`
    /// and in `resolve(K.self, isolation: actor)`.
    var metatypeArgument: Metatype? {
        guard open >= 0, let type = Metatype(at: open + 1, in: view), type.follower == .rightParen || type.follower == .comma else {
            return nil
        }
        return type
    }
}

extension BracketGroup {
    /// `[T.self]`, or `[T.self, value]` with one unlabelled value (a tuple of several is one): the metatype
    /// and whether a value follows. Nil for anything else, a trailing comma included.
    var metatypeSubscript: (type: Metatype, hasValue: Bool)? {
        guard isBracket, let type = Metatype(at: open + 1, in: view) else { return nil }
        let end = type.span.upperBound
        if type.follower == .rightBracket { return (type, false) }
        guard type.follower == .comma, view.kind(end + 1) != .rightBracket,
            !(view.kind(end + 1) == .identifier && view.kind(end + 2) == .colon)
        else { return nil }
        var cursor = end + 1
        while cursor < view.count, view.kind(cursor) != .comma, view.kind(cursor) != .rightBracket {
            cursor = view.next(after: cursor)
        }
        guard view.kind(cursor) == .rightBracket, view.match(cursor) == open else { return nil }
        return (type, true)
    }
}
