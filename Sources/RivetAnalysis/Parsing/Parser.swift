/// Reads one file's tokens into a ``ParsedFile``: Rivet's keys, accessors, assemblies, registrations,
/// factories and injections. It recognises the library's own forms only; anything else is left alone.
struct Parser {
    let view: TokenView
    let file: Int
    /// The file's calls and declarations, which the readers of constructions, launch conditions and
    /// compositions walk.
    let syntax: SyntaxFile
    var result = ParsedFile()
    /// The `{` of each body that registers (`assemble(into:)`, or a function taking `inout Registry`),
    /// with its index in `result.assemblies` and the registry parameter's token.
    var registryBodies: [Int: (assembly: Int, parameter: Int)] = [:]
    /// The registry parameter's token of each body that registers, by its index in `result.assemblies`.
    var registryParameters: [Int: Int] = [:]
    /// The `{` of each type or extension body.
    var typeBodies: Set<Int> = []
    /// The `{` of each struct, class or actor body, with the type's name: where stored properties live.
    var storedPropertyBodies: [Int: String] = [:]
    /// The `{` of each `@Observable` class body, with the class's name.
    var observableClassBodies: [Int: String] = [:]
    /// The registry parameters' uses that registrations and compositions account for.
    var accountedUses: Set<Int> = []
    /// Uses of registry parameters the parser recognised but cannot follow, with how notes name them.
    var unreadUses: [Int: String] = [:]
    /// The `#if` clauses, found on first use.
    var compilationConditions: CompilationConditions { syntax.compilationConditions }
    /// The cases of the `switch` bodies asked about, read on first use.
    let switchCases = SwitchCases()
    /// `let name = Factory(…)` constants whose uses are read once all calls are found: the construction's
    /// index in `result.factories`, the name's token, and where uses may start.
    var pendingConstants: [(construction: Int, variable: Int, start: Int)] = []
    /// `let name = Factory(…)` and `let name = factory.beginFlow(…)` by name: the construction's index in
    /// `result.factories` and the name's token, in source order, so that a flow begun from `name` finds
    /// its parent.
    var boundConstructions: [String: [(construction: Int, variable: Int)]] = [:]
    /// What the reading of resolutions followed and where it stopped, for the sites it did not record.
    let siteRegions = SiteRegionRecorder()
    /// The bare `resolve` calls in async accessors' bodies, where a resolution site starts: the lexical pass
    /// over sites (``SiteScanner/candidates(in:)``) finds the other forms itself.
    var siteCandidates: [Int] = []
    /// `name.beginFlow(…)`: the flow's index in `result.factories` and the token of `name`, linked to the
    /// construction `name` is bound to once all are found.
    var pendingFlowParents: [(flow: Int, receiver: Int)] = []

    init(view: TokenView, file: Int) {
        self.view = view
        self.file = file
        syntax = SyntaxFile(view: view, file: file)
    }

    /// Parses a file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's index in the analysis, for locations.
    /// - Returns: What it found; a malformed file yields nothing but its `isMalformed` flag.
    static func parse(_ bytes: [UInt8], file: Int) -> ParsedFile {
        let (tokens, isMalformed) = Lexer.tokenize(bytes)
        let view = TokenView(bytes: bytes, tokens: tokens)
        guard !isMalformed, view.isBalanced else {
            var malformed = ParsedFile()
            malformed.isMalformed = true
            return malformed
        }
        var parser = Parser(view: view, file: file)
        parser.parseDeclarations()
        parser.parseCalls()
        parser.judgeAssemblies()
        parser.findSites()
        parser.result.syntax = parser.syntax
        return parser.result
    }

    func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: file, offset: view.tokens[index].start)
    }

    /// The protocols of Rivet's that a file may declare one of its own of, hiding Rivet's.
    static let rivetProtocols = RivetWord.protocols

    /// How deeply types may nest before the parser stops naming them (generated code could not).
    static let namingDepthLimit = 32

    /// One block around a declaration, as the walk meets it: a type body (with its name) or any other block.
    private struct Scope {
        var block: Block
        var typeName: String?
        /// Whether this scope and all around it are non-generic type bodies, so that a type declared
        /// here can be named from elsewhere.
        var isNameable: Bool
        /// How many bodies that register this scope is in, itself included.
        var registryDepth = 0
    }

    /// How deeply functions taking `inout Registry` may nest in one another and still be read: each body
    /// that registers reads the bodies nested in it, so that deeper ones would make reading quadratic.
    static let registryNestingLimit = 8

    /// Walks the file's declarations once, in source order, reading each type, extension and function
    /// with the blocks around it.
    ///
    /// The blocks around a declaration are kept as a stack: the blocks it is not in are left, and those
    /// between the stack and it entered, each once, so that the walk is linear in the file.
    mutating func parseDeclarations() {
        var scopes: [Scope] = []
        // The scopes of type bodies whose headers were read, by their `{`, until the walk enters them.
        var pending: [Int: Scope] = [:]
        for declaration in syntax.outline {
            let word = declaration.word
            while let top = scopes.last, !top.block.contains(word) { scopes.removeLast() }
            var entered: [Block] = []
            var block = word.block
            while let current = block, scopes.last.map({ !$0.block.isSame(as: current) }) ?? true {
                entered.append(current)
                block = current.enclosing
            }
            for block in entered.reversed() {
                var scope = pending.removeValue(forKey: block.brace) ?? Scope(block: block, isNameable: false)
                scope.registryDepth = (scopes.last?.registryDepth ?? 0) + (registryBodies[block.brace] == nil ? 0 : 1)
                scopes.append(scope)
            }
            switch declaration {
            case .import(let word):
                noteImport(at: word.anchor)
            case .function(let function):
                if (scopes.last?.registryDepth ?? 0) < Self.registryNestingLimit {
                    readRegistryFunction(function, in: scopes.last?.typeName)
                }
            case .type(let header):
                let isNameable = (scopes.last?.isNameable ?? true) && scopes.count < Self.namingDepthLimit
                let enclosing = isNameable ? scopes.compactMap(\.typeName) : nil
                typeBodies.insert(header.brace)
                pending[header.brace] = Scope(
                    block: Block(view: view, brace: header.brace),
                    typeName: header.components.joined(separator: "."),
                    isNameable: isNameable && !header.isGeneric
                )
                if let enclosing { recordTypeScope(header, enclosing: enclosing) }
                read(header, enclosing: enclosing)
            }
        }
    }

    /// Records where a type's or extension's body is and the type's qualified name, for a type code
    /// elsewhere can name: an extension names its type from the top level; any other type is named inside
    /// the types around it.
    private mutating func recordTypeScope(_ header: TypeDeclaration, enclosing: [String]) {
        let path = header.keyword == "extension" ? header.components : enclosing + [header.components[header.components.count - 1]]
        let body = Block(view: view, brace: header.brace)
        result.typeScopes.append(TypeScope(body: view.tokens[header.brace].start..<body.closeOffset, qualifiedName: path.joined(separator: ".")))
    }

    /// Records what a type or extension declaration means to Rivet.
    private mutating func read(_ header: TypeDeclaration, enclosing: [String]?) {
        let name = header.components[header.components.count - 1]
        if header.keyword == "protocol" {
            if Self.rivetProtocols.contains(name), result.rivetNameDeclaration == nil {
                result.rivetNameDeclaration = (name, syntax.location(of: header.name))
            }
            return
        }
        if ["struct", "class", "actor"].contains(header.keyword) {
            result.typeNames.append(name)
            storedPropertyBodies[header.brace] = name
        }
        if header.keyword == "class", let first = header.conformances.first { result.inheritances.append((name, first)) }
        if header.keyword == "class", header.isObservable { observableClassBodies[header.brace] = name }
        if let testCase = TestFactoryReader(syntax: syntax).testCase(header) {
            result.testFactories.append(TestFactory(owner: .testCase(name), construction: result.factories.count))
            result.factories.append(testCase)
        }
        let members = syntax.members(of: header, memberKinds(of: header), functionNames: [.make, .assemble])
        readMembers(members, of: header)
        // One pass over the names, without hashing them: this runs for every type of every file.
        var (isKey, isInterface, isAsync, isAssembly) = (false, false, false, false)
        var (isParameterized, isList, isDictionary) = (false, false, false)
        for conformance in header.conformances {
            switch conformance {
            case RivetWord.injectionKey.rawValue: isKey = true
            case RivetWord.interfaceKey.rawValue: isInterface = true
            case RivetWord.asyncInjectionKey.rawValue: isAsync = true
            case RivetWord.assembly.rawValue: isAssembly = true
            case RivetWord.parameterizedKey.rawValue: isParameterized = true
            case RivetWord.listKey.rawValue: isList = true
            case RivetWord.dictionaryKey.rawValue: isDictionary = true
            default: break
            }
        }
        let isResolvedAlone = isKey || isInterface || isAsync || isList || isDictionary
        if isResolvedAlone || isParameterized {
            let path = header.keyword == "extension" ? header.components : (enclosing.map { $0 + [name] })
            let kind: KeyKind = isDictionary ? .dictionary(entryKeyType: nil) : isList ? .list : isResolvedAlone ? .plain : .parameterized
            result.keys.append(KeyDeclaration(
                name: name,
                qualifiedName: header.isGeneric ? nil : path?.joined(separator: "."),
                location: syntax.location(of: header.name),
                isInterface: isInterface,
                isAsync: isAsync,
                isMainActor: header.isMainActor,
                isHidden: header.isHidden,
                kind: kind,
                isBothKinds: isParameterized && isResolvedAlone
            ))
        }
        if isAssembly {
            let declaration = syntax.location(of: header.name)
            if let found = RegistryBodyReader.assemble(among: members) {
                result.assemblies.append(AssemblyDeclaration(name: name, kind: .assembly, location: declaration))
                registryBodies[found.body.brace] = (result.assemblies.count - 1, found.registry.anchor)
                registryParameters[result.assemblies.count - 1] = found.registry.anchor
            } else {
                // Its `assemble(into:)` may be in an extension: Program looks for a function of that name.
                result.assemblies.append(AssemblyDeclaration(
                    name: name, kind: .assembly, location: declaration,
                    unread: Unread(location: declaration, construct: "`\(name)`, whose `assemble(into:)` is not in the sources checked")
                ))
            }
        }
    }
}
