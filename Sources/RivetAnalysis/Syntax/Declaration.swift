/// One declaration of a file's outline: a type or extension, a function, or an `import` at file scope.
enum Declaration {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    /// The `import` keyword.
    case `import`(Word)

    /// A word of the declaration's head, which the blocks around it are read from: the type's name, the
    /// `func`, the `import`.
    var word: Word {
        switch self {
        case .type(let type): type.name
        case .function(let function): function.keyword
        case .import(let word): word
        }
    }
}

extension SyntaxFile {
    /// Every type, extension and function declaration, at any depth, and every `import` at file scope, in
    /// source order: found anew on each call, in one pass over the tokens.
    var outline: [Declaration] {
        var found: [Declaration] = []
        var index = -1
        // Indexed, not iterated (`SyntaxFile.attributes` says why).
        while index + 1 < view.count {
            index += 1
            guard view.kind(index) == .identifier else { continue }
            if view.enclosingBrace[index] < 0, view.isWord(index, "import") {
                found.append(.import(Word(view: view, anchor: index)))
            } else if view.isWord(index, "func") {
                if let function = FunctionDeclaration(at: index, in: view) { found.append(.function(function)) }
            } else if let type = TypeDeclaration(at: index, in: view) {
                found.append(.type(type))
            }
        }
        return found
    }
}
