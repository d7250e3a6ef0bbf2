extension NameBinder {
    /// Whether the factory or flow built at `ref` is built at most once by the program: a warm-up of one
    /// instance says nothing of another built at the same place (`func makeCheckout() -> Factory` called
    /// twice), so only a construction that runs once is taken as warmed up.
    func buildsOnce(_ ref: FactoryRef) -> Bool {
        guard let syntax = index.syntax(ref.file), ref.index < index.program.files[ref.file].factories.count,
            let anchor = index.token(at: index.program.files[ref.file].factories[ref.index].location.offset, in: syntax)
        else { return false }
        return runsOnce(anchor, in: ref.file, depth: Self.callDepth)
    }

    /// Whether the token runs at most once: at a file's top level (`main.swift`'s runs once, a global's
    /// initial value on first read) or in a `static` property's initial value, outside loops and closures,
    /// or in a function called from one place, or an instance's initial value of a type built at one place,
    /// that runs once.
    private func runsOnce(_ anchor: Int, in file: Int, depth: Int) -> Bool {
        guard depth > 0, let syntax = index.syntax(file), let outline = index.outline(file) else { return false }
        let view = syntax.view
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .function(let function):
                let (calls, stop) = callers(of: function, in: file)
                guard stop == nil, calls.count == 1, let (other, call) = calls.first else { return false }
                return runsOnce(call.nameAnchor, in: other, depth: depth - 1)
            case .type(let type):
                if isStatic(anchor, in: type) { return true }
                guard case .success(let places) = initialisingPlaces(type, at: anchor), places.count == 1, let (other, call) = places.first else {
                    return false
                }
                return runsOnce(call.nameAnchor, in: other, depth: depth - 1)
            case .property, .closure:
                return false
            case .statement:
                if let keyword = BlockKind.statementKeyword(of: brace, in: view), ["for", "while", "repeat"].contains(keyword) { return false }
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return brace < 0
    }

    /// Whether the token is in the initial value of a `static` (or `class`) stored property of the type, which
    /// runs once, on first read.
    private func isStatic(_ anchor: Int, in type: TypeDeclaration) -> Bool {
        let view = type.name.view
        var keyword = anchor
        while keyword > type.brace, !(Int(view.enclosingBrace[keyword]) == type.brace && (view.isWord(keyword, "let") || view.isWord(keyword, "var"))) {
            keyword -= 1
        }
        var modifier = keyword - 1
        while modifier > type.brace, view.kind(modifier) == .identifier, PropertyDeclaration.modifierWords.contains(view.text(modifier)) {
            if view.isWord(modifier, "static") || view.isWord(modifier, "class") { return true }
            modifier -= 1
        }
        return false
    }
}
