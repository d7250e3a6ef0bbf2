/// Reads the functions whose bodies register: an assembly's `func assemble(into registry: inout Registry)`,
/// and helpers that assemblies call to share registrations, `func helper(… registry: inout Registry …)`.
enum RegistryBodyReader {
    /// A body that registers, and the registry parameter its registrations go through.
    struct Found {
        var name: Word
        var registry: Word
        var body: Block
    }

    /// An assembly's `assemble(into:)` among the members of its body: the first function named `assemble`,
    /// not generic, with a body, whose first parameter is `into name: inout Registry`.
    static func assemble(among members: [Member]) -> Found? {
        for member in members {
            guard case .function(let function) = member, let name = function.name, name.is(.assemble), !function.isGeneric,
                let first = function.parameters.first, first.label?.is(.into) == true, isRegistry(first),
                let body = function.body
            else { continue }
            return Found(name: name, registry: first.name, body: body)
        }
        return nil
    }

    /// A function with a body that takes exactly one registry, `inout Registry` or `inout Rivet.Registry`.
    static func helper(_ function: FunctionDeclaration) -> Found? {
        guard let name = function.name, function.hasInoutParameter else { return nil }
        var registry: Word?
        for parameter in function.parameters where isRegistry(parameter) {
            if registry != nil { return nil }  // two registries: not a shape assemblies use
            registry = parameter.name
        }
        guard let registry, let body = function.body else { return nil }
        return Found(name: name, registry: registry, body: body)
    }

    /// Whether the parameter's type is `inout Registry` or `inout Rivet.Registry`.
    private static func isRegistry(_ parameter: FunctionDeclaration.Parameter) -> Bool {
        guard parameter.isInout else { return false }
        let type = parameter.typeName
        return type.first?.is(.registry) == true || (type.count >= 2 && type[0].is(.rivet) && type[1].is(.registry))
    }
}
