extension SyntaxFile {
    /// Where each of `names` is written as a name of its own (not after a dot: `name`, `name.member`,
    /// `let name`), in source order, by name: one pass over the file for all of them.
    func uses(named names: Set<String>) -> [String: [Word]] {
        var found: [String: [Word]] = [:]
        guard !names.isEmpty else { return found }
        for index in 0..<view.count where view.kind(index) == .identifier && view.kind(index - 1) != .dot {
            let text = view.text(index)
            if names.contains(text) { found[text, default: []].append(Word(view: view, anchor: index)) }
        }
        return found
    }

    /// Where each of `names` (names or keywords) is written inside the block, at any depth, not after a dot,
    /// in source order.
    func words(named names: Set<String>, in block: Block) -> [Word] {
        var found: [Word] = []
        for index in (block.brace + 1)..<min(block.close, view.count) where view.kind(index) == .identifier && view.kind(index - 1) != .dot {
            if names.contains(view.text(index)) { found.append(Word(view: view, anchor: index)) }
        }
        return found
    }
}
