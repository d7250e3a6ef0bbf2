/// For each token of a file, how many `return`, `throw`, `break` and `continue` come before it, counted
/// on first use.
final class LeavingWords {
    private var table: [Int32]?

    func counts(in view: TokenView) -> [Int32] {
        if let table { return table }
        var counts = [Int32](repeating: 0, count: view.count + 1)
        var running: Int32 = 0
        for index in 0..<view.count {
            counts[index] = running
            if view.isWord(index, "return") || view.isWord(index, "throw") || view.isWord(index, "break")
                || view.isWord(index, "continue")
            {
                running += 1
            }
        }
        counts[view.count] = running
        table = counts
        return counts
    }
}
