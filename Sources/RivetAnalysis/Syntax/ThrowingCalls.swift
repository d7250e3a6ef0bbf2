/// Where a file's `try`s are (plain `try`, not `try?` or `try!`, which do not leave the code around them),
/// in order, found on first use: a read after one in its body may not run, since the call may throw.
final class ThrowingCalls {
    private var found: [Int]?

    func anchors(in view: TokenView) -> [Int] {
        if let found { return found }
        var anchors: [Int] = []
        for index in 0..<view.count where view.isWord(index, "try") {
            guard !view.isOperator(index + 1, "?"), !view.isOperator(index + 1, "!") else { continue }
            anchors.append(index)
        }
        found = anchors
        return anchors
    }
}
