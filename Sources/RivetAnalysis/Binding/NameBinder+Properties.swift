extension NameBinder {
    /// What the property `name` of a `type` instance may hold: a stored property's initial value and every
    /// value assigned to it (`self.name = …` or `name = …` in the type's bodies, `x.name = …` anywhere `x` may be
    /// one), a computed property's returned value; looked for in superclasses when the type has none. When the
    /// instance is known to be built as a subclass (`builtAs`, the type the property was asked of), only what
    /// that subclass's constructions give the inherited initializer counts.
    func property(_ name: String, of type: String, depth: Int, inherited: Int = 0, builtAs: String? = nil) -> Bound {
        let key = PropertyKey(name: name, type: type, depth: depth, builtAs: builtAs)
        if let found = properties[key] { return found }
        guard propertiesBinding.insert(key).inserted else { return .nothing }
        var found = unboundProperty(name, of: type, depth: depth, inherited: inherited, builtAs: builtAs)
        // An instance may be one of a subclass that overrides the property: what the override holds too.
        for subclass in instanceTypes(of: type, builtAs: builtAs) where subclass != type && declaresOwnProperty(name, in: subclass) {
            found.formUnion(property(name, of: subclass, depth: depth))
        }
        propertiesBinding.remove(key)
        properties[key] = found
        return found
    }

    /// The types an instance of `type` may be built as: it and its subclasses, or only `builtAs` and its subclasses.
    private func instanceTypes(of type: String, builtAs: String?) -> [String] {
        guard let builtAs, builtAs != type else { return [type] + subclasses(of: type) }
        return [builtAs] + subclasses(of: builtAs)
    }

    private func unboundProperty(_ name: String, of type: String, depth: Int, inherited: Int, builtAs: String?) -> Bound {
        let declarations = types(named: type)
        guard !declarations.isEmpty else { return .stopped("`\(type)`, a type not declared in the sources checked") }
        if declarations.contains(where: { $0.type.keyword == "protocol" }) {
            // `self.factory` in a protocol extension: each conformer's own, or the extension's default.
            return .stopped("`\(type).\(name)`, a requirement of protocol `\(type)`, which each conforming type implements")
        }
        if let supertype = protocolExtensionDeclaring(name, for: type) {
            // A member a protocol's extension declares is the type's own or the extension's, as the receiver's
            // static type (the type, or the protocol) chooses.
            return .stopped("`\(type).\(name)`, which an extension of protocol `\(supertype)` declares too: a receiver typed by the protocol may get that one")
        }
        if declarations.filter({ $0.type.keyword != "extension" }).count > 1 {
            return .stopped("`\(type)`, which is declared more than once")
        }
        var found: [(file: Int, variable: VariableDeclaration)] = []
        for (file, declaration) in declarations {
            guard let syntax = index.syntax(file) else { continue }
            found += members(named: name, in: declaration, view: syntax.view).map { (file, $0) }
        }
        guard let first = found.first else {
            if name == RivetWord.factory.rawValue.lowercased(), let test = testCaseFactory(of: type) { return test }
            let superclass = declarations.first { $0.type.keyword == "class" }?.type.conformances.first
            if let superclass, inherited < Self.inheritanceDepth, !types(named: superclass).isEmpty {
                return property(name, of: superclass, depth: depth, inherited: inherited + 1, builtAs: builtAs ?? type)
            }
            return .stopped("`\(type).\(name)`, a property not declared in the sources checked")
        }
        if found.count > 1 { return .stopped("`\(type).\(name)`, declared more than once") }
        let (file, variable) = first
        if variable.initialValue == nil, let block = variable.accessorBlock, !isObserved(block) {
            if let builder = resultBuilder(before: variable.keyword) {
                return .stopped("`\(type).\(name)`, a property written with the result builder `@\(builder)`, whose value the builder makes")
            }
            let body = block.getter?.body ?? block
            return returned(from: body, in: file, depth: depth)
        }
        return stored(name, of: type, variable: variable, in: file, depth: depth, builtAs: builtAs)
    }

    /// The protocol the type conforms to, directly or through its supertypes, whose extension declares a
    /// property of that name.
    private func protocolExtensionDeclaring(_ name: String, for type: String) -> String? {
        firstSupertype(of: type) { supertype in
            let declared = types(named: supertype)
            return declared.contains { $0.type.keyword == "protocol" }
                && declared.contains { file, declaration in
                    declaration.keyword == "extension" && (index.syntax(file).map { !members(named: name, in: declaration, view: $0.view).isEmpty } ?? false)
                }
        }
    }

    /// Whether the type's own bodies (its declaration and extensions) declare a property of that name.
    private func declaresOwnProperty(_ name: String, in type: String) -> Bool {
        types(named: type).contains { file, declaration in
            index.syntax(file).map { !members(named: name, in: declaration, view: $0.view).isEmpty } ?? false
        }
    }

    /// Whether a superclass or a protocol the type's declarations and extensions name declares a property of
    /// that name: a bare name in the type's bodies may then be that property, not a global.
    func inheritsProperty(_ name: String, in type: String) -> Bool {
        firstSupertype(of: type) { declaresOwnProperty(name, in: $0) } != nil
    }

    /// The first of the type's supertypes (superclasses, protocols, as its declarations and extensions name
    /// them), breadth first and each looked at once, a few levels up, that `isWanted` holds for.
    private func firstSupertype(of type: String, where isWanted: (String) -> Bool) -> String? {
        var seen: Set<String> = [type]
        var level = [type]
        for _ in 0..<Self.inheritanceDepth where !level.isEmpty {
            var next: [String] = []
            for current in level {
                for (_, declaration) in types(named: current) {
                    for conformance in declaration.conformances where seen.insert(conformance).inserted {
                        if isWanted(conformance) { return conformance }
                        next.append(conformance)
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// The classes the sources declare deriving from `type`, directly or through others: found once per type.
    func subclasses(of type: String) -> [String] {
        if let found = declaredSubclasses[type] { return found }
        var found: [String] = []
        var queue = [type]
        var seen: Set<String> = [type]
        while let next = queue.popLast(), seen.count <= Self.inheritanceDepth * 64 {
            for file in index.files(mentioning: next) {
                guard let outline = index.outline(file) else { continue }
                for declaration in outline.types.values where declaration.keyword == "class" && declaration.conformances.first == next {
                    let name = declaration.components.last ?? declaration.name.text
                    if seen.insert(name).inserted {
                        found.append(name)
                        queue.append(name)
                    }
                }
            }
        }
        found.sort()
        declaredSubclasses[type] = found
        return found
    }

    /// Whether the type, or a superclass, declares a property of that name.
    func declaresProperty(_ name: String, in type: String, inherited: Int = 0) -> Bool {
        let declarations = types(named: type)
        for (file, declaration) in declarations {
            guard let syntax = index.syntax(file) else { continue }
            if !members(named: name, in: declaration, view: syntax.view).isEmpty { return true }
        }
        guard inherited < Self.inheritanceDepth, let superclass = declarations.first(where: { $0.type.keyword == "class" })?.type.conformances.first
        else { return false }
        return declaresProperty(name, in: superclass, inherited: inherited + 1)
    }

    /// Whether a property's block holds observers (`didSet`, `willSet`): then it is stored.
    private func isObserved(_ block: Block) -> Bool {
        let view = block.view
        return view.isWord(block.brace + 1, "didSet") || view.isWord(block.brace + 1, "willSet")
    }

    private func stored(_ name: String, of type: String, variable: VariableDeclaration, in file: Int, depth: Int, builtAs: String?) -> Bound {
        if let written = instance(ofWritten: variable.typeText) { return written }
        var found = variable.initialValue.map { value(of: $0, in: file, depth: depth) } ?? Bound()
        let assignments = self.assignments(to: name)
        // The type's own bodies and its subclasses' assign it; so does `x.name = …` on an instance of any of them.
        let family = [type] + subclasses(of: type)
        let instances = instanceTypes(of: type, builtAs: builtAs)
        for (other, word) in family.flatMap({ assignments.inType[$0] ?? [] }) {
            // `self.name = …`, or a bare `name = …` that no local or parameter hides, in the type's own bodies.
            guard word.isAfterDot || isProperty(word, in: other) else { continue }
            let assigned = assignedValue(of: word)
            if let builtAs, builtAs != type, let inherited = inheritedInitializerArgument(assigned, in: other, of: type, builtAs: builtAs, depth: depth) {
                found.formUnion(inherited)
                continue
            }
            guard builtAs == nil || instances.contains(where: { ownsBody(of: word, in: other, type: $0) }) || ownsBody(of: word, in: other, type: type) else { continue }
            found.formUnion(value(of: assigned, in: other, depth: depth))
        }
        for (other, word, base) in assignments.elsewhere {
            // `Type.name = …`: a static property assigned through its type's name (a service locator's).
            if let typeName = base.name, !isVariable(typeName, in: other) {
                if family.contains(typeName.text) {
                    found.formUnion(value(of: assignedValue(of: word), in: other, depth: depth))
                    continue
                }
                // Another type's static property of the same name assigns nothing of this type's instances.
                if !types(named: typeName.text).isEmpty { continue }
            }
            // `base.name = …`: counted when `base` may be one of the type's instances.
            let owner = value(of: base, in: other, depth: depth)
            if !owner.types.isDisjoint(with: family) {
                found.formUnion(value(of: assignedValue(of: word), in: other, depth: depth))
            } else if let stop = owner.stop, owner.types.isEmpty, owner.factories.isEmpty {
                found.formUnion(.stopped("`\(name)` assigned through `\(base.quoted)` (\(stop))"))
            }
        }
        if variable.initialValue == nil || !variable.isConstant { found.formUnion(memberwiseArguments(name, of: type, depth: depth)) }
        if !variable.isConstant, assignments.isWrittenOpaquely { found.formUnion(.stopped("`\(name)`, \(Self.opaqueWriteReason)")) }
        if found.factories.isEmpty, found.types.isEmpty, found.stop == nil {
            found.stop = "`\(type).\(name)`, which is given no value the analysis can see"
        }
        return found
    }

    /// The arguments given for the property in a struct's memberwise initializer (`Builder(flow: app)`), when
    /// the struct declares no initializer of its own, in its body or an extension.
    private func memberwiseArguments(_ name: String, of type: String, depth: Int) -> Bound {
        // An initializer in an extension keeps the memberwise one; one in the struct's body removes it.
        let ownInitializers = initializers(of: type).filter { found in
            guard let syntax = index.syntax(found.file) else { return true }
            return index.outline(found.file)?.enclosingType(of: found.function.keyword.anchor, in: syntax.view)?.keyword != "extension"
        }
        guard types(named: type).contains(where: { $0.type.keyword == "struct" }), ownInitializers.isEmpty else { return .nothing }
        guard depth > 0 else { return .stopped("`\(name)` given to `\(type)(…)` more than \(Self.callDepth) calls up") }
        var found = Bound()
        var built: Set<Int32> = []
        for (file, call) in constructions(of: type) {
            guard let syntax = index.syntax(file), let callName = call.name else { continue }
            built.insert(syntax.location(of: callName).offset)
            for argument in call.arguments where argument.label?.text == name {
                found.formUnion(value(of: argument.value, in: file, depth: depth - 1))
            }
        }
        // `.init(name: …)` where the type is not written: it may build this struct.
        for file in index.files(mentioning: name) {
            guard let syntax = index.syntax(file) else { continue }
            let view = syntax.view
            for anchor in index.anchors(of: "init", in: file) where view.kind(anchor - 1) == .dot && view.kind(anchor + 1) == .leftParen {
                guard anchor < 2 || !Self.endsValue(anchor - 2, in: view), !built.contains(syntax.location(of: Word(view: view, anchor: anchor)).offset) else { continue }
                let call = Call(view: view, nameAnchor: anchor, open: anchor + 1)
                if call.arguments.contains(where: { $0.label?.text == name }) {
                    found.formUnion(.stopped("`\(name)` given to an implicit `.init(…)`, which may build `\(type)`"))
                }
            }
        }
        return found
    }

    /// Whether the token ends a value (`x`, `x()`, `x[0]`, `x?`, `T<U>`): then a `.` after it is a member access.
    static func endsValue(_ index: Int, in view: TokenView) -> Bool {
        switch view.kind(index) {
        case .identifier, .rightParen, .rightBracket: return !view.isStatementKeyword(index) && !view.isWord(index, "return")
        case .operator: return view.isOperator(index, "?") || view.isOperator(index, "!") || view.isOperator(index, ">")
        default: return false
        }
    }

    /// The assignments `name = …` outside declarations, in every file: those in a type's own bodies (bare,
    /// or through `self`) by the type, and the others (`base.name = …`) with their base. Found once per name.
    private func assignments(to name: String) -> Assignments {
        if let found = assigned[name] { return found }
        var found = Assignments()
        for file in index.files(mentioning: name) {
            guard let syntax = index.syntax(file), let outline = index.outline(file) else { continue }
            let view = syntax.view
            for anchor in index.anchors(of: name, in: file) where !found.isWrittenOpaquely && Self.isOpaqueWrite(anchor, in: view) {
                found.isWrittenOpaquely = true
            }
            for anchor in index.anchors(of: name, in: file) where view.kind(anchor + 1) == .operator && view.isOperator(anchor + 1, "=") {
                guard !view.isWord(anchor - 1, "let"), !view.isWord(anchor - 1, "var") else { continue }
                let word = Word(view: view, anchor: anchor)
                var base: Expression?
                if word.isAfterDot {
                    guard let receiver = Call(view: view, nameAnchor: anchor, open: -1).receiver else { continue }
                    if receiver.name?.is("self") != true { base = receiver }
                }
                if let base {
                    found.elsewhere.append((file, word, base))
                } else if let host = outline.enclosingType(of: anchor, in: view) {
                    found.inType[host.components.last ?? host.name.text, default: []].append((file, word))
                }
            }
        }
        assigned[name] = found
        return found
    }

    /// Whether the bare name, in a type's body, is the type's property: no parameter, local or closure
    /// parameter between it and the type's body declares it.
    private func isProperty(_ word: Word, in file: Int) -> Bool {
        if case .property = declaration(of: word, in: file) { return true }
        return false
    }

    /// What a value of a written type holds, when the type says it all: an instance of a struct, enum, class or
    /// actor the sources declare once (`let shared: SharedDependencies`, `Cart?`), which no factory is, whatever
    /// was assigned; nil for any other type (`Factory`, a protocol, a generic or a function type).
    func instance(ofWritten typeText: String?) -> Bound? {
        guard var text = typeText else { return nil }
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard let first = text.unicodeScalars.first, first.properties.isUppercase,
            text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }),
            RivetWord(rawValue: text) == nil
        else { return nil }
        let declared = types(named: text).filter { $0.type.keyword != "extension" }
        guard declared.count == 1, ["struct", "enum", "class", "actor"].contains(declared[0].type.keyword), !declared[0].type.isGeneric else { return nil }
        return .instance(of: text)
    }

    /// Whether the word is written in a body of `type` (its declaration or an extension).
    private func ownsBody(of word: Word, in file: Int, type: String) -> Bool {
        guard let syntax = index.syntax(file), let host = index.outline(file)?.enclosingType(of: word.anchor, in: syntax.view) else { return false }
        return (host.components.last ?? host.name.text) == type
    }

    /// For `self.name = parameter` in an initializer of `type`, where the instance is built as its subclass
    /// `builtAs`: the arguments given for that parameter where `builtAs` is built (`Sub(flow: …)`, when it
    /// inherits the initializer), or by its own initializers' `super.init(…)`; nil for any other assignment.
    private func inheritedInitializerArgument(_ assigned: Expression, in file: Int, of type: String, builtAs: String, depth: Int) -> Bound? {
        guard let name = assigned.name, case .parameter(let parameter, let function) = declaration(of: name, in: file),
            function.keyword.is("init"), let position = function.parameters.firstIndex(where: { $0.name.anchor == parameter.name.anchor })
        else { return nil }
        guard depth > 0 else { return .stopped("`\(name.text)`, a parameter whose arguments come from more than \(Self.callDepth) calls up") }
        // A subclass below `builtAs` with initializers of its own calls them, not this one, directly: not followed.
        guard subclasses(of: builtAs).allSatisfy({ initializers(of: $0).isEmpty }) else { return nil }
        var calls: [(file: Int, call: Call)] = []
        let own = initializers(of: builtAs)
        if own.isEmpty {
            calls = constructions(of: builtAs)
        } else {
            for (other, initializer) in own {
                guard let view = index.syntax(other)?.view, let body = initializer.body else { continue }
                for anchor in (body.brace + 1)..<min(body.close, view.count) where view.isWord(anchor, "init") && view.isWord(anchor - 2, "super") && view.kind(anchor + 1) == .leftParen {
                    calls.append((other, Call(view: view, nameAnchor: anchor, open: anchor + 1)))
                }
            }
        }
        var found = Bound()
        for (other, call) in calls where Self.matches(call, function) {
            guard let argument = Self.argument(for: position, of: function, in: call) else {
                if parameter.hasDefault { found.formUnion(.stopped("`\(name.text)`, left to its default value")) }
                continue
            }
            found.formUnion(value(of: argument, in: other, depth: depth - 1))
        }
        if found.factories.isEmpty, found.types.isEmpty, found.stop == nil { found.stop = "`\(builtAs)`, which the sources never build" }
        return found
    }
}
