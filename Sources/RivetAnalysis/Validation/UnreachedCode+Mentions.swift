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
        /// By file, the same mentions in the order of the file.
        private var byFile: [Int: [(offset: Int32, name: String)]] = [:]
        /// The bodies of the types and extensions of each name.
        private(set) var bodies: [String: [(file: Int, range: Range<Int32>)]] = [:]
        /// The bodies of each key type's `make` functions.
        private(set) var makes: [String: [(file: Int, range: Range<Int32>)]] = [:]
        /// The types some declaration of which a framework might create without naming it: one with an
        /// attribute (`@main`, `@Suite`), a supertype or a conformance, or a `@Test` in its body.
        private var createdUnnamed: Set<String> = []
        /// Whether a file names RivetTesting (imports it), whose traits and helpers build root factories of
        /// their own, or may make a factory or flow the parser does not read (`isFactoryMadeUnread`).
        private(set) var mayBuildOtherRoots = false
        /// Whether anything names a function `reset`, which may drop a factory's overrides.
        private(set) var mayDropOverrides = false
        /// Whether the sources declare a `resolve` function or a subscript: one of their own may take a key's
        /// metatype and call its `make` (`K.make(values)`), which `helper.resolve(K.self)` or
        /// `helper[K.self]` would then look like a resolution.
        private(set) var declaresResolvers = false

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
                mention.form == .declaration || mention.form == .accessorBody || unreached.containsMention(at: mention.location)
            }
        }

        /// The mentions written in `range` of `file`.
        func mentions(in range: Range<Int32>, file: Int) -> [(location: SourceLocation, name: String)] {
            guard let all = byFile[file] else { return [] }
            let first = all.partitionPoint { $0.offset >= range.lowerBound }
            return all[first...].prefix { $0.offset < range.upperBound }.map { (SourceLocation(file: file, offset: $0.offset), $0.name) }
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
            var factoryExtensions: Set<Int32> = []
            for index in 0..<view.count where view.kind(index) == .identifier {
                // Called or not: `[app].forEach(Factory.reset)` drops the overrides too.
                if view.isWord(index, .reset) { mayDropOverrides = true }
                if view.isWord(index, "RivetTesting") || isFactoryMadeUnread(at: index, in: view, extensions: &factoryExtensions) {
                    mayBuildOtherRoots = true
                }
                if view.isWord(index, "subscript") || view.isWord(index, "func") && view.isWord(index + 1, .resolve) { declaresResolvers = true }
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
                        // An extension's attribute counts too: `@main extension Launcher {}` runs `Launcher.main()` unnamed.
                        if isCreatedUnnamed(declaration, keyword: index - 1, in: view) {
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
                byFile[file, default: []].append((location.offset, name))
            }
        }

        /// Whether the word at `index` may make a root factory or a flow that ``ConstructionReader`` does not
        /// read, and so whose overrides or registrations are not known: `beginFlow` or `withScopedRoot` not
        /// called where it is named, an `init` through `Factory` or a metatype (`Factory.init(…)`,
        /// `type(of: app).init(…)`, `Self.init(…)`), an implicit `.init(…)` whose type may be `Factory`,
        /// `Factory.self`, a type alias of `Factory`, and `Self(…)` in an extension of `Factory`.
        /// `extensions` collects the bodies of `extension Factory` met so far.
        private func isFactoryMadeUnread(at index: Int, in view: TokenView, extensions: inout Set<Int32>) -> Bool {
            // Referred to rather than called: `let begin: (any Assembly) -> Factory = app.beginFlow`.
            if view.isWord(index, .beginFlow) || view.isWord(index, .withScopedRoot) { return view.kind(index + 1) != .leftParen }
            if view.isWord(index, "init"), view.kind(index - 1) == .dot {
                let base = index - 2
                guard view.kind(base) == .identifier else { return true }
                if view.isWord(base, "self") || view.isWord(base, "super") { return false }
                // A type named other than `Factory` and `Self` (`CGRect.init`) is not a factory.
                return view.isWord(base, .factory) || view.isWord(base, "Self") || view.bytes[Int(view.tokens[base].start)] >= UInt8(ascii: "a")
            }
            if view.isWord(index, .factory) {
                if view.kind(index + 1) == .dot, view.isWord(index + 2, "self") { return true }
                if view.kind(index - 1) == .operator, view.isWord(index - 3, "typealias") { return true }
                if view.isWord(index - 1, "extension"), view.kind(index + 1) == .leftBrace || view.kind(index + 1) == .colon
                    || view.isWord(index + 1, "where")
                {
                    var brace = index + 1
                    while brace < view.count, view.kind(brace) != .leftBrace { brace += 1 }
                    extensions.insert(Int32(brace))
                }
                return false
            }
            if view.isWord(index, "Self"), view.kind(index + 1) == .leftParen {
                var scope = view.enclosingBrace[index]
                while scope >= 0 {
                    if extensions.contains(scope) { return true }
                    scope = view.enclosingBrace[Int(scope)]
                }
            }
            return false
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
                guard view.kind(before - 1) == .dot else {
                    // `resolve(K.self)` with no receiver: Rivet's in an accessor's body, else maybe a function of the app's.
                    return isAccessorSite(before) ? .accessorBody : .other
                }
                return isAccessorSite(before - 2) || isAccessorSite(before) ? .accessorBody : .resolution
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
