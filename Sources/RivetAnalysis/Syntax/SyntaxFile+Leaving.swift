extension SyntaxFile {
    /// Whether the block may leave the code around it early: it holds a `return`, `throw`, `break` or
    /// `continue` (one subtraction, from a table counted once per file).
    func mayLeave(_ block: Block) -> Bool {
        let counts = leavingWords.counts(in: view)
        return counts[block.close] > counts[block.brace]
    }

    /// Whether the block holds a `throw`: all that may leave the code around a closure that runs at once, whose
    /// `return`, `break` and `continue` stay inside it.
    func mayThrow(_ block: Block) -> Bool {
        (block.brace + 1..<block.close).contains { view.isWord($0, "throw") }
    }
}
