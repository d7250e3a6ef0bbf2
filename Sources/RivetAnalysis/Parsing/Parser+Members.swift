extension Parser {
    /// Records the members of a type or extension body that Rivet reads, as ``MakeReader``,
    /// ``EntryKeyReader`` and ``AccessorReader`` find them: a key's `make`, its entry key type, and the
    /// `InjectedValues` and `AsyncInjectedValues` accessors.
    mutating func readMembers(_ members: [Member], of header: TypeDeclaration) {
        let name = header.components[header.components.count - 1]
        let accessors = accessorExtension(header)
        var resolveCalls: [Call]?
        for member in members {
            switch member {
            case .function(let function):
                guard let make = MakeReader.make(function) else { continue }
                result.makes.append(MakeDeclaration(
                    typeName: name,
                    resolutions: resolutions(in: make.body.brace, parameter: make.values?.anchor, isAsync: make.isAsync),
                    location: syntax.location(of: make.name),
                    isAsync: make.isAsync,
                    hasArgument: make.hasArgument
                ))
            case .typeAlias(let alias):
                if let entryKey = EntryKeyReader.entryKey(alias) { result.entryKeyTypes.append((name, entryKey, syntax.location(of: alias.name))) }
            case .variable(let variable):
                if accessors == .injectedValues, let found = AccessorReader.accessor(variable) {
                    result.accessors.append(declaration(found))
                } else if accessors == .asyncInjectedValues, let found = AccessorReader.asyncAccessor(variable) {
                    result.asyncAccessors.append(declaration(found))
                    // A bare `resolve(K.self)` in its body is a resolution site (the values are `self`).
                    if let block = variable.accessorBlock {
                        if resolveCalls == nil { resolveCalls = syntax.calls(named: [.resolve]) }
                        for name in AccessorReader.bareResolutions(in: block, among: resolveCalls ?? []) {
                            siteCandidates.append(name.anchor)
                        }
                    }
                }
            }
        }
    }

    /// Which kinds of member to read in the body of `header`: properties only in `extension InjectedValues`
    /// and `extension AsyncInjectedValues` (or `Rivet.`…), where they are accessors.
    func memberKinds(of header: TypeDeclaration) -> Member.Kinds {
        accessorExtension(header) == nil ? [.functions, .typeAliases] : [.functions, .typeAliases, .variables]
    }

    /// `InjectedValues` or `AsyncInjectedValues`, when `header` extends one of them.
    private func accessorExtension(_ header: TypeDeclaration) -> RivetWord? {
        let name = header.components[header.components.count - 1]
        guard header.keyword == "extension", header.components.count == 1 || header.components == [RivetWord.rivet.rawValue, name] else {
            return nil
        }
        if name == RivetWord.injectedValues.rawValue { return .injectedValues }
        if name == RivetWord.asyncInjectedValues.rawValue { return .asyncInjectedValues }
        return nil
    }

    private func declaration(_ found: AccessorReader.Found) -> AccessorDeclaration {
        AccessorDeclaration(
            name: found.name.text, keyName: found.key?.last?.text, writtenKeyName: found.key?.map(\.text).joined(separator: "."),
            location: syntax.location(of: found.name),
            siteOffset: found.site.map { syntax.location(of: $0).offset }, isDerived: found.isDerived
        )
    }

    /// Records a function whose body registers (``RegistryBodyReader``), other than an assembly's
    /// `assemble(into:)`: a body that assemblies call to share registrations. `typeName` is the type whose
    /// body it is written in, if any.
    mutating func readRegistryFunction(_ function: FunctionDeclaration, in typeName: String?) {
        guard let found = RegistryBodyReader.helper(function), registryBodies[found.body.brace] == nil else { return }
        var declaration = AssemblyDeclaration(
            name: found.name.text, kind: .function(type: typeName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }),
            location: syntax.location(of: found.name)
        )
        declaration.parameters = function.parameters.map { parameter in
            let type = parameter.typeText
            let metatype = type.hasSuffix(".Type") ? String(type.dropLast(5)) : nil
            let defaultValue: Composition.Argument? = parameter.hasDefault
                ? parameter.defaultMember.flatMap { LifecycleReader.lifecycle($0) }.map { .lifecycle($0.lifecycle) } ?? .other : nil
            return AssemblyDeclaration.HelperParameter(
                name: parameter.name.text, metatypeOf: metatype.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? $0 : nil },
                label: parameter.callLabel, defaultValue: defaultValue, isClosure: parameter.isFunctionType
            )
        }
        result.assemblies.append(declaration)
        registryBodies[found.body.brace] = (result.assemblies.count - 1, found.registry.anchor)
        registryParameters[result.assemblies.count - 1] = found.registry.anchor
    }
}
