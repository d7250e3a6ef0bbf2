/// One identifier of the source: a name, a label, a keyword. Compared by its bytes, so that asking whether a
/// word is one of Rivet's costs no string.
struct Word {
    let view: TokenView
    /// The word's token: where diagnostics point, and its identity for the analysis' tables.
    let anchor: Int

    var text: String { view.text(anchor) }

    /// The `{` of the innermost block or body around the word; -1 at file scope.
    var scope: Int { Int(view.enclosingBrace[anchor]) }

    /// Whether this is the word `word` of Rivet's API.
    func `is`(_ word: RivetWord) -> Bool { view.isWord(anchor, word) }

    /// Whether this is the word `text` (a keyword or a name of Swift's).
    func `is`(_ text: StaticString) -> Bool { view.isWord(anchor, text) }

    /// Whether this is the same word as `other`.
    func isSame(as other: Word) -> Bool { view.isSameWord(anchor, as: other.anchor) }

    /// Whether it starts with a capital letter, as type names do.
    var isCapitalised: Bool {
        let first = view.bytes[Int(view.tokens[anchor].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether this word comes before `other` in the file.
    func precedes(_ other: Word) -> Bool { anchor < other.anchor }

    /// How many blocks out ``isWithin(block:)`` walks before giving up.
    static let blockWalkLimit = 64

    /// Whether the word is inside the block whose `{` is `scope` (-1: the file), at any depth up to
    /// ``blockWalkLimit``.
    func isWithin(block scope: Int) -> Bool {
        var brace = self.scope
        var steps = 0
        while brace != scope, brace >= 0, steps < Self.blockWalkLimit {
            brace = Int(view.enclosingBrace[brace])
            steps += 1
        }
        return brace == scope
    }
}
