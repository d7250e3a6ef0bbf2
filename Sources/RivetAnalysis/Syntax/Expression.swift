/// One expression of the source, as far as Rivet's readers need to see into it: a name, a member access,
/// a call, a literal, a closure, or an operator applied in front. Anything else (an infix operator, a
/// cast, a key path) is ``Kind/other``, which readers can still quote.
///
/// Only the top level is parsed when an expression is made: a call's arguments, an array's elements and a
/// closure's head are parsed when asked for, so that an expression costs the tokens of its own level.
struct Expression {
    indirect enum Kind {
        /// `factory`, `Factory`, `self`, `true`.
        case name(Word)
        /// `a.b`, or `.b` with no base.
        case member(MemberAccess)
        case call(Call)
        /// `base[…]`.
        case subscripted(base: Expression, BracketGroup)
        case string(StringLiteral)
        case number
        /// `[a, b]` or `[a: b]`.
        case collection(BracketGroup)
        /// `(a)` or `(a, b)`.
        case parenthesized(BracketGroup)
        case closure(Closure)
        case keyPath(KeyPathLiteral)
        /// `&x`, `!x`, `try x`, `await x`: the operator or keyword, and what it applies to.
        case prefixed(String, Expression)
        case other
    }

    let view: TokenView
    /// The expression's tokens: where it is, and what quoting it shows.
    let span: Range<Int>
    let kind: Kind

    /// The expression written at `span`; ``Kind/other`` unless one expression covers it exactly.
    init(_ span: Range<Int>, in view: TokenView) {
        self.view = view
        self.span = span
        let (kind, end) = ExpressionParser(view: view).expression(from: span.lowerBound, limit: span.upperBound)
        self.kind = end == span.upperBound ? kind : .other
    }

    init(view: TokenView, span: Range<Int>, kind: Kind) {
        self.view = view
        self.span = span
        self.kind = kind
    }

    /// The code as messages quote it, condensed to one line.
    var quoted: String {
        guard span.lowerBound < span.upperBound, span.upperBound <= view.count else { return "" }
        return BranchText.condensed(view.bytes[Int(view.tokens[span.lowerBound].start)..<Int(view.tokens[span.upperBound - 1].end)])
    }

    /// The word, when the expression is a bare name.
    var name: Word? {
        if case .name(let word) = kind { return word }
        return nil
    }

    /// The last name: `Factory` in `Factory` and in `Rivet.Factory`; nil for anything but a name or member.
    var lastName: Word? {
        switch kind {
        case .name(let word): word
        case .member(let access): access.member
        default: nil
        }
    }

    /// The names of `A.B.C`, when the expression is a dotted path of plain names (no call, no leading dot, no
    /// generic arguments).
    var path: [Word]? {
        var words: [Word] = []
        var current = self
        while words.count < ExpressionParser.depthLimit {
            switch current.kind {
            case .name(let word):
                words.append(word)
                return words.reversed()
            case .member(let access):
                guard let base = access.base, !access.isSpecialised else { return nil }
                words.append(access.member)
                current = base
            default:
                return nil
            }
        }
        return nil
    }

    /// The last token's text (`network` in `app.network`, `)` in `make()`): how notes name a value they
    /// cannot follow.
    var lastText: String {
        span.upperBound > span.lowerBound && span.upperBound <= view.count ? view.text(span.upperBound - 1) : ""
    }
}
