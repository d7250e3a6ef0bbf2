/// Names a location as `path:line`, with the path as given to the analysis; each file's lines are
/// counted once.
final class Places {
    private let files: [SourceFile]
    private var tables: [Int: LineTable] = [:]

    init(_ files: [SourceFile]) {
        self.files = files
    }

    /// `path:line`.
    func name(_ location: SourceLocation) -> String {
        let table = tables[location.file] ?? LineTable(files[location.file].bytes)
        tables[location.file] = table
        return "\(files[location.file].path):\(table.lineAndColumn(of: location.offset).line)"
    }
}
