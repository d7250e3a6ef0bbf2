/// One argument of a call: `label: value` or a bare value.
struct Argument {
    let label: Word?
    let value: Expression
    /// The whole argument, label included.
    let span: Range<Int>

    init(_ span: Range<Int>, in view: TokenView) {
        self.span = span
        let start = span.lowerBound
        if span.count >= 2, view.kind(start) == .identifier, view.kind(start + 1) == .colon {
            label = Word(view: view, anchor: start)
            value = Expression((start + 2)..<span.upperBound, in: view)
        } else {
            label = nil
            value = Expression(span, in: view)
        }
    }

    /// Whether it is labelled `word`.
    func isLabelled(_ word: RivetWord) -> Bool { label?.is(word) ?? false }
}
