/// The program's files as syntax, made when a binding first asks for one: following a factory reads only
/// the files that mention the names it follows, so that sources with nothing to follow cost nothing.
final class SourceIndex {
    let files: [SourceFile]
    let program: Program
    private var syntaxes: [Int: SyntaxFile?] = [:]
    private var outlines: [Int: FileOutline] = [:]
    private var mentions: [String: [Int]] = [:]

    init(files: [SourceFile], program: Program) {
        self.files = files
        self.program = program
    }

    /// The file's syntax; nil for a file the analysis could not read whole or took nothing from.
    func syntax(_ file: Int) -> SyntaxFile? {
        if let found = syntaxes[file] { return found }
        var made: SyntaxFile?
        let parsed = program.files[file]
        if !parsed.isMalformed, !parsed.declaresRivetNames {
            let (tokens, isMalformed) = Lexer.tokenize(files[file].bytes)
            let view = TokenView(bytes: files[file].bytes, tokens: tokens)
            if !isMalformed, view.isBalanced { made = SyntaxFile(view: view, file: file) }
        }
        syntaxes[file] = made
        return made
    }

    /// What opens each block of the file that a binding asks about.
    func outline(_ file: Int) -> FileOutline? {
        if let found = outlines[file] { return found }
        guard let syntax = syntax(file) else { return nil }
        let outline = FileOutline(syntax)
        outlines[file] = outline
        return outline
    }

    /// The files whose bytes hold `name` anywhere (in code, a comment or a string): the only ones that can
    /// declare, call or assign it.
    func files(mentioning name: String) -> [Int] {
        if let found = mentions[name] { return found }
        let needle = Array(name.utf8)
        let found = files.indices.filter { Self.contains(files[$0].bytes, needle) }
        mentions[name] = found
        return found
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// The token whose bytes start at `offset` in the file, when one does.
    func token(at offset: Int32, in syntax: SyntaxFile) -> Int? {
        let tokens = syntax.view.tokens
        let index = tokens.partitionPoint { $0.start >= offset }
        return index < tokens.count && tokens[index].start == offset ? index : nil
    }
}

/// What opens the blocks of one file: the type and function declarations whose bodies they are, and the
/// properties whose accessors they hold. A block in none of them is a closure or a statement's body.
struct FileOutline {
    /// The type or extension whose body each `{` opens.
    private(set) var types: [Int: TypeDeclaration] = [:]
    /// The function or initializer whose body each `{` opens.
    private(set) var functions: [Int: FunctionDeclaration] = [:]
    /// The property whose getter or observers each `{` holds.
    private(set) var properties: [Int: VariableDeclaration] = [:]

    init(_ syntax: SyntaxFile) {
        let view = syntax.view
        for index in 0..<view.count where view.tokens[index].kind == .identifier {
            if view.isWord(index, "func") || view.isWord(index, "init") {
                if let function = FunctionDeclaration(at: index, in: view), let body = function.body { functions[body.brace] = function }
            } else if view.isWord(index, "var") {
                if let property = VariableDeclaration(at: index, in: view), let block = property.accessorBlock { properties[block.brace] = property }
            } else if let type = TypeDeclaration(at: index, in: view) {
                types[type.brace] = type
            }
        }
    }

    /// The innermost type body around `index`, if any.
    func enclosingType(of index: Int, in view: TokenView) -> TypeDeclaration? {
        var brace = Int(view.enclosingBrace[index])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            if let type = types[brace] { return type }
            brace = Int(view.enclosingBrace[brace])
            steps += 1
        }
        return nil
    }
}
