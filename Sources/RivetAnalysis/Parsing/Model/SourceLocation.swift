/// Where something is: a file of the analysis and a byte offset in it.
struct SourceLocation: Hashable, Comparable {
    /// The file's index in the analysis' list of files.
    var file: Int
    var offset: Int32

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
    }
}
