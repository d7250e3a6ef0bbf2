extension SyntaxFile {
    /// Whether the block may leave the code around it early: it holds a `return`, `throw`, `break` or
    /// `continue` (one subtraction, from a table counted once per file).
    func mayLeave(_ block: Block) -> Bool {
        let counts = leavingWords.counts(in: view)
        return counts[block.close] > counts[block.brace]
    }
}
