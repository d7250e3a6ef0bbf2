/// A declaration written directly in a type's or extension's body (not in a nested type or a function's
/// body): a function, a type alias, a property.
enum Member {
    case function(FunctionDeclaration)
    case typeAlias(TypeAliasDeclaration)
    case variable(VariableDeclaration)

    /// Which kinds of member to read: properties cost more to read than the others, and only a few
    /// readers want them.
    struct Kinds: OptionSet {
        let rawValue: Int
        static let functions = Kinds(rawValue: 1)
        static let typeAliases = Kinds(rawValue: 2)
        static let variables = Kinds(rawValue: 4)
    }
}

extension SyntaxFile {
    /// The members of `kinds` written directly in the body of `type`, in source order; of the functions,
    /// when `functionNames` is given, only those named one of them (compared without making a string: the
    /// parser asks this of every type of every file).
    func members(of type: TypeDeclaration, _ kinds: Member.Kinds, functionNames: [RivetWord]? = nil) -> [Member] {
        var found: [Member] = []
        let close = min(view.closing(type.brace), view.count)
        var index = type.brace + 1
        while index < close {
            if view.tokens[index].kind == .identifier {
                if kinds.contains(.functions), view.isWord(index, "func") {
                    if functionNames?.contains(where: { view.isWord(index + 1, $0) }) ?? true,
                        let function = FunctionDeclaration(at: index, in: view) { found.append(.function(function)) }
                } else if kinds.contains(.typeAliases), view.isWord(index, "typealias") {
                    if let alias = TypeAliasDeclaration(at: index, in: view) { found.append(.typeAlias(alias)) }
                } else if kinds.contains(.variables), view.isWord(index, "var") || view.isWord(index, "let") {
                    if let variable = VariableDeclaration(at: index, in: view) { found.append(.variable(variable)) }
                }
            }
            index = view.step(over: index)
        }
        return found
    }
}
