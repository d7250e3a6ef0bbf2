extension NameBinder {
    /// What the property `name` of a `type` instance may hold: a stored property's initial value and every
    /// value assigned to it (`self.name = …` or `name = …` in the type's bodies, `x.name = …` anywhere `x` may be
    /// one), a computed property's returned value; looked for in superclasses when the type has none.
    func property(_ name: String, of type: String, depth: Int, inherited: Int = 0) -> Bound {
        let declarations = types(named: type)
        guard !declarations.isEmpty else { return .stopped("`\(type)`, a type not declared in the sources checked") }
        if declarations.filter({ $0.type.keyword != "extension" }).count > 1 {
            return .stopped("`\(type)`, which is declared more than once")
        }
        var found: [(file: Int, variable: VariableDeclaration)] = []
        for (file, declaration) in declarations {
            guard let syntax = index.syntax(file) else { continue }
            found += members(named: name, in: declaration, view: syntax.view).map { (file, $0) }
        }
        guard let first = found.first else {
            let superclass = declarations.first { $0.type.keyword == "class" }?.type.conformances.first
            if let superclass, inherited < Self.inheritanceDepth, !types(named: superclass).isEmpty {
                return property(name, of: superclass, depth: depth, inherited: inherited + 1)
            }
            return .stopped("`\(type).\(name)`, a property not declared in the sources checked")
        }
        if found.count > 1 { return .stopped("`\(type).\(name)`, declared more than once") }
        let (file, variable) = first
        if variable.initialValue == nil, let block = variable.accessorBlock, !isObserved(block) {
            let body = block.getter?.body ?? block
            return returned(from: body, in: file, depth: depth)
        }
        return stored(name, of: type, variable: variable, in: file, depth: depth)
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

    private func stored(_ name: String, of type: String, variable: VariableDeclaration, in file: Int, depth: Int) -> Bound {
        var found = variable.initialValue.map { value(of: $0, in: file, depth: depth) } ?? Bound()
        for other in index.files(mentioning: name) {
            guard let syntax = index.syntax(other), let outline = index.outline(other) else { continue }
            for word in assignments(to: name, in: syntax) {
                if word.isAfterDot {
                    // `base.name = …`: counted when `base` may be one of the type's instances.
                    guard let base = Call(view: syntax.view, nameAnchor: word.anchor, open: -1).receiver else { continue }
                    let owner = value(of: base, in: other, depth: depth)
                    if owner.types.contains(type) {
                        found.formUnion(value(of: assignedValue(of: word), in: other, depth: depth))
                    } else if let stop = owner.stop, owner.types.isEmpty, owner.factories.isEmpty {
                        found.formUnion(.stopped("`\(name)` assigned through `\(base.quoted)` (\(stop))"))
                    }
                } else if let host = outline.enclosingType(of: word.anchor, in: syntax.view), (host.components.last ?? host.name.text) == type,
                    isProperty(word, of: type, in: other)
                {
                    // A bare `name = …` in the type's body, which no local or parameter hides.
                    found.formUnion(value(of: assignedValue(of: word), in: other, depth: depth))
                }
            }
        }
        if found.factories.isEmpty, found.types.isEmpty, found.stop == nil {
            found.stop = "`\(type).\(name)`, which is given no value the analysis can see"
        }
        return found
    }

    /// The words `name` followed by `=` in the file, outside declarations.
    private func assignments(to name: String, in syntax: SyntaxFile) -> [Word] {
        let view = syntax.view
        var found: [Word] = []
        for index in 0..<view.count where view.kind(index) == .identifier && view.kind(index + 1) == .operator && view.isOperator(index + 1, "=") {
            guard view.text(index) == name, !view.isWord(index - 1, "let"), !view.isWord(index - 1, "var") else { continue }
            found.append(Word(view: view, anchor: index))
        }
        return found
    }

    /// Whether the bare name, in a body of `type`, is the type's property: no parameter, local or closure
    /// parameter between it and the type's body declares it.
    private func isProperty(_ word: Word, of type: String, in file: Int) -> Bool {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return false }
        var brace = word.scope
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .type:
                return true
            case .function(let function):
                if function.parameters.contains(where: { $0.name.isSame(as: word) }) { return false }
            case .closure:
                if Closure(view: syntax.view, brace: brace).signature?.parameters.contains(where: { $0.isSame(as: word) }) == true { return false }
            case .property, .statement:
                break
            }
            if !syntax.declarations(of: word, in: brace).isEmpty { return false }
            brace = Int(syntax.view.enclosingBrace[brace])
        }
        return false
    }
}
