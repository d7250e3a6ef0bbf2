/// One operator of the source: `+`, `??`, `&&`, `?.`'s `?`, `=`.
struct Operator {
    let view: TokenView
    let anchor: Int

    var text: String { view.text(anchor) }

    /// Where the operator is, by byte offset, for the regions the analysis records.
    var offset: Int32 { view.tokens[anchor].start }

    /// Whether what follows the operator may not be evaluated: `??`, `&&`, `||`, the ternary `? :` and
    /// optional chaining (`?.`, `?[`), which skip their right-hand side or the rest of the chain.
    var mayShortCircuit: Bool {
        let token = view.tokens[anchor]
        return view.bytes[Int(token.start)..<Int(token.end)].contains(UInt8(ascii: "?")) || view.isOperator(anchor, "&&")
            || view.isOperator(anchor, "||")
    }
}
