/// The program's files as syntax, made when a binding first asks for one: following a factory reads only
/// the files that mention the names it follows, so that sources with nothing to follow cost nothing.
final class SourceIndex {
    let files: [SourceFile]
    let program: Program
    private var syntaxes: [Int: SyntaxFile?] = [:]
    private var outlines: [Int: FileOutline] = [:]

    init(files: [SourceFile], program: Program) {
        self.files = files
        self.program = program
    }

    /// The file's syntax; nil for a file the analysis could not read whole or took nothing from.
    func syntax(_ file: Int) -> SyntaxFile? {
        if let found = syntaxes[file] { return found }
        var made: SyntaxFile?
        let parsed = program.files[file]
        if !parsed.isMalformed, !parsed.declaresRivetNames { made = parsed.syntax }
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

    /// Whether the file is a `main.swift`, whose top-level code runs in order at launch (`Domain.swift` is not).
    func isMain(_ file: Int) -> Bool {
        let path = files[file].path
        return path == "main.swift" || path.hasSuffix("/main.swift")
    }

    /// The files in which `name` is written as a word (in code: comments and strings are not words).
    func files(mentioning name: String) -> [Int] {
        wordIndex()[name] ?? []
    }

    /// The tokens of the file that are the word `name`, in order.
    func anchors(of name: String, in file: Int) -> [Int] {
        wordIndex()
        return words[file]?[name] ?? []
    }

    /// Each file's words, by name, and the files each name is written in: made once, on the first question,
    /// from every file the analysis read whole (one pass over their tokens).
    private var words: [Int: [String: [Int]]] = [:]
    private var wordFiles: [String: [Int]]?

    @discardableResult
    private func wordIndex() -> [String: [Int]] {
        if let wordFiles { return wordFiles }
        var found: [String: [Int]] = [:]
        for file in files.indices {
            guard let view = syntax(file)?.view else { continue }
            var byName: [String: [Int]] = [:]
            for anchor in 0..<view.count where view.kind(anchor) == .identifier {
                byName[view.text(anchor), default: []].append(anchor)
            }
            for name in byName.keys { found[name, default: []].append(file) }
            words[file] = byName
        }
        wordFiles = found
        return found
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
