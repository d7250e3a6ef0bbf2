extension UnreachedCode {
    /// Every place the sources write the name of a key, an accessor or an `@Injected` host type: a lexical
    /// census, so that a name used in any way the analysis does not model (passed as a type, called
    /// directly, in a key path) keeps its code reached. Taken only when some key is overridden first in
    /// every root factory, which is rare.
    struct Mentions {
        enum Form {
            /// Declares it: a type or extension (`struct CartKey`), an accessor, or names the key of a
            /// registration, override or hook (`register(CartKey.self`).
            case declaration
            /// `self[K.self]` or `resolve(K.self)` in the body of one of the key's accessors.
            case accessorBody
            /// A resolution of the key: `x[K.self]`, `x.resolve(K.self)`.
            case resolution
            /// Anything else.
            case other
        }

        private var mentions: [String: [(location: SourceLocation, form: Form)]] = [:]
        /// The bodies of the types and extensions of each name.
        private(set) var bodies: [String: [(file: Int, range: Range<Int32>)]] = [:]
        /// The bodies of each key type's `make` functions.
        private(set) var makes: [String: [(file: Int, range: Range<Int32>)]] = [:]
        /// The types some declaration of which a framework might create without naming it: one with an
        /// attribute (`@main`, `@Suite`), a supertype or a conformance, or a `@Test` in its body.
        private var createdUnnamed: Set<String> = []
        /// Whether a file names RivetTesting (imports it), whose traits and helpers build root factories of
        /// their own.
        private(set) var mayBuildOtherRoots = false
        /// Whether anything calls a function named `reset`, which may drop a factory's overrides.
        private(set) var mayDropOverrides = false

        init(program: Program, sources: [SourceFile]) {
            var names = Set(program.keys.map(\.name)).union(program.generatedAccessors.keys)
            var declared: Set<SourceLocation> = []
            var accessorSites: Set<SourceLocation> = []
            for file in program.files {
                names.formUnion(file.injections.compactMap(\.host))
                for accessor in file.accessors + file.asyncAccessors {
                    names.insert(accessor.name)
                    declared.insert(accessor.location)
                    if let offset = accessor.siteOffset { accessorSites.insert(SourceLocation(file: accessor.location.file, offset: offset)) }
                }
                for registration in file.registrations { declared.insert(registration.location) }
            }
            for (file, source) in sources.enumerated() {
                let (tokens, _) = Lexer.tokenize(source.bytes)
                read(TokenView(bytes: source.bytes, tokens: tokens), file: file, names: names, declared: declared, accessorSites: accessorSites)
            }
        }

        /// Whether every mention of `name` declares it, is in an accessor's body, or is code that never runs.
        func isInert(_ name: String, outside unreached: UnreachedCode) -> Bool {
            (mentions[name] ?? []).allSatisfy { mention in
                mention.form == .declaration || mention.form == .accessorBody || unreached.contains(mention.location)
            }
        }

        /// Whether the key's name is used only to declare, register, override and resolve it.
        func isResolvedOnly(_ name: String) -> Bool {
            (mentions[name] ?? []).allSatisfy { $0.form != .other }
        }

        /// Whether a value of the type can only be created by writing its name.
        func isCreatedOnlyByName(_ type: String) -> Bool { !createdUnnamed.contains(type) }

        private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

        private mutating func read(_ view: TokenView, file: Int, names: Set<String>, declared: Set<SourceLocation>, accessorSites: Set<SourceLocation>) {
            var typeBodies: [Int32: String] = [:]
            for index in 0..<view.count where view.kind(index) == .identifier {
                if view.isWord(index, .reset), view.kind(index + 1) == .leftParen { mayDropOverrides = true }
                if view.isWord(index, "RivetTesting") { mayBuildOtherRoots = true }
                if view.isWord(index, "func"), view.isWord(index + 1, .make), let type = typeBodies[view.enclosingBrace[index]],
                    let body = FunctionDeclaration(at: index, in: view)?.body
                {
                    makes[type, default: []].append((file, body.extent))
                    continue
                }
                let name = view.text(index)
                guard names.contains(name) else { continue }
                let location = SourceLocation(file: file, offset: view.tokens[index].start)
                let form: Form
                if index > 0, view.kind(index - 1) == .identifier, Self.typeKeywords.contains(view.text(index - 1)) {
                    form = .declaration
                    if let declaration = TypeDeclaration(at: index - 1, in: view), declaration.components == [name] {
                        typeBodies[Int32(declaration.brace)] = name
                        bodies[name, default: []].append((file, Block(view: view, brace: declaration.brace).extent))
                        if declaration.keyword != "extension", isCreatedUnnamed(declaration, keyword: index - 1, in: view) {
                            createdUnnamed.insert(name)
                        }
                    } else {
                        createdUnnamed.insert(name)  // a body the census cannot find is never taken as unreached
                    }
                } else if declared.contains(location) {
                    form = .declaration
                } else if view.kind(index + 1) == .dot, view.isWord(index + 2, "self"), index >= 2 {
                    form = metatypeForm(at: index, in: view, file: file, accessorSites: accessorSites)
                } else {
                    form = .other
                }
                mentions[name, default: []].append((location, form))
            }
        }

        /// How `N.self` at `index` is used: in an accessor's body, as a resolution's key, or otherwise.
        private func metatypeForm(at index: Int, in view: TokenView, file: Int, accessorSites: Set<SourceLocation>) -> Form {
            let open = index - 1
            let before = open - 1
            func isAccessorSite(_ token: Int) -> Bool {
                token >= 0 && accessorSites.contains(SourceLocation(file: file, offset: view.tokens[token].start))
            }
            let closes = view.kind(index + 3) == .rightBracket || view.kind(index + 3) == .comma || view.kind(index + 3) == .rightParen
            guard closes else { return .other }
            switch view.kind(open) {
            case .leftBracket:
                if view.isWord(before, "self"), isAccessorSite(before) { return .accessorBody }
                // A subscript follows an expression; an array literal (`[K.self]`) does not.
                switch view.kind(before) {
                case .identifier, .rightParen, .rightBracket: return .resolution
                default: return .other
                }
            case .leftParen where view.isWord(before, .resolve):
                let receiver = view.kind(before - 1) == .dot ? before - 2 : before
                return isAccessorSite(receiver) || isAccessorSite(before) ? .accessorBody : .resolution
            default:
                return .other
            }
        }

        /// Whether a framework might create the declared type without its name being written: it has an
        /// attribute, a supertype or conformance, or a `@Test` in its body.
        private func isCreatedUnnamed(_ declaration: TypeDeclaration, keyword: Int, in view: TokenView) -> Bool {
            guard declaration.conformances.isEmpty, !declaration.isGeneric else { return true }
            var cursor = keyword - 1
            while cursor >= 0, view.kind(cursor) == .identifier, !Self.typeKeywords.contains(view.text(cursor)) {
                if view.kind(cursor - 1) == .at { return true }
                cursor -= 1
            }
            if cursor >= 0, view.kind(cursor) == .rightParen || view.kind(cursor) == .at { return true }
            let close = view.closing(declaration.brace)
            return (declaration.brace..<min(close, view.count)).contains { view.kind($0) == .at && view.isWord($0 + 1, "Test") }
        }
    }
}
