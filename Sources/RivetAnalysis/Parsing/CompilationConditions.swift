/// The `#if` clauses of a file: for each token, the innermost clause around it, built on first use (most
/// files never ask).
final class CompilationConditions {
    struct Clause {
        /// The token of the branch's `#if`.
        var point: Int
        var arm: Int
        /// The clause around this one's `#if`, or -1.
        var parent: Int32
        /// The conditions of this clause's arm and of the arms before it (`#else` has none of its own).
        var conditions: [String]
        var isElse: Bool
    }

    private var table: (clauses: [Clause], arms: [Int: [String]], innermost: [Int32])?

    /// The clauses, each `#if`'s conditions (by its token), and each token's innermost clause.
    func clauses(in view: TokenView) -> (clauses: [Clause], arms: [Int: [String]], innermost: [Int32]) {
        if let table { return table }
        var clauses: [Clause] = []
        var arms: [Int: [String]] = [:]
        var innermost = [Int32](repeating: -1, count: view.count)
        var open: [Int32] = []
        for index in 0..<view.count {
            if view.kind(index) == .pound {
                let word = view.text(index)
                if word == "#if" {
                    let parent = open.last ?? -1
                    clauses.append(Clause(point: index, arm: 0, parent: parent, conditions: [condition(after: index, in: view)], isElse: false))
                    open.append(Int32(clauses.count - 1))
                } else if let current = open.last, word == "#elseif" || word == "#else" {
                    var next = clauses[Int(current)]
                    next.arm += 1
                    next.isElse = word == "#else"
                    if !next.isElse { next.conditions.append(condition(after: index, in: view)) }
                    clauses.append(next)
                    open[open.count - 1] = Int32(clauses.count - 1)
                } else if let current = open.popLast(), word == "#endif" {
                    let last = clauses[Int(current)]
                    arms[last.point] = last.conditions
                }
            }
            innermost[index] = open.last ?? -1
        }
        let built = (clauses, arms, innermost)
        table = built
        return built
    }

    /// The condition written after the directive at `index`, to the end of its line or a comment.
    private func condition(after index: Int, in view: TokenView) -> String {
        var end = Int(view.tokens[index].end)
        var last = end
        while end < view.bytes.count, view.bytes[end] != UInt8(ascii: "\n") {
            if view.bytes[end] == UInt8(ascii: "/"), end + 1 < view.bytes.count,
                view.bytes[end + 1] == UInt8(ascii: "/") || view.bytes[end + 1] == UInt8(ascii: "*")
            {
                break
            }
            if view.bytes[end] != UInt8(ascii: " "), view.bytes[end] != UInt8(ascii: "\t"), view.bytes[end] != UInt8(ascii: "\r") {
                last = end + 1
            }
            end += 1
        }
        return BranchText.condensed(view.bytes[Int(view.tokens[index].end)..<last])
    }
}

/// How messages quote code: whitespace runs as one space, long text cut short.
enum BranchText {
    static let limit = 60

    static func condensed(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        var isSpace = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                isSpace = !kept.isEmpty
                continue
            }
            if isSpace { kept.append(UInt8(ascii: " ")) }
            isSpace = false
            kept.append(byte)
        }
        let text = String(decoding: kept, as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
