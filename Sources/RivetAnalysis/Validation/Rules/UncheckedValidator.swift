/// Notes where the analysis cannot follow the program, naming the construct and what went unchecked
/// because of it, so that a silent build never means more than was checked.
struct UncheckedValidator: Validator {
    /// What a factory or flow it cannot read goes unchecked for: with contributions or hooks in the
    /// program, their rules too.
    static func factoryChecks(_ program: Program) -> String {
        program.hasContributionsOrHooks
            ? "captive dependencies, flow-scoped keys, keys that nothing registers, hooks without a registration and duplicate dictionary entries"
            : "captive dependencies, flow-scoped keys and keys that nothing registers"
    }

    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        let factoryChecks = Self.factoryChecks(program)
        var found: [(SourceLocation, RivetDiagnostic)] = []
        var assembliesByConstruct: [Unread: [String]] = [:]
        for (name, unread) in program.unreadAssemblies { assembliesByConstruct[unread, default: []].append(name) }
        for (unread, names) in assembliesByConstruct {
            let list = names.sorted().map { "`\($0)`" }.joined(separator: ", ")
            found.append((unread.location, .unchecked(
                construct: unread.construct,
                consequence: "factories and flows built from \(list) were not checked for \(factoryChecks)"
            )))
        }
        for unread in program.ambiguousOverrides {
            found.append((unread.location, .unchecked(
                construct: unread.construct,
                consequence: "keys that nothing registers were not checked, as this override may replace any of them"
            )))
        }
        let constructions = program.files.flatMap(\.factories)
        var named: Set<String> = []
        for construction in constructions {
            if let construct = unfollowed(construction, program), named.insert(construct).inserted {
                let consequence = construction.isFlow
                    ? "the flow's registrations were not checked"
                    : "this factory was not checked for \(factoryChecks)"
                found.append((construction.location, .unchecked(construct: construct, consequence: consequence)))
            }
        }
        let assemblies = program.files.flatMap(\.assemblies).filter { $0.kind == .assembly }
        if !constructions.contains(where: { !$0.isFlow }), program.files.allSatisfy(\.testFactories.isEmpty),
            let first = assemblies.map(\.location).min()
        {
            if !context.options.isPartial {
                found.append((first, .unchecked(
                    construct: "which root factory is built from these assemblies (no `Factory(…)` is in the sources)",
                    consequence: "\(factoryChecks) were not checked; check the target that builds the app's factory, "
                        + "or pass --partial for part of a program"
                )))
            } else {
                found.append((first, .unchecked(
                    construct: "which root factory is built from these assemblies (they are part of a program, whose factory is built elsewhere)",
                    consequence: "\(factoryChecks) were not checked here; apply the build plugin to the target that builds "
                        + "the app's factory too (it reads this target's sources), or run `rivet check` on the whole program"
                )))
            }
        }
        return found
    }

    /// What keeps the analysis from knowing a construction's registrations, other than an assembly it
    /// could not read (noted once, where it is).
    private func unfollowed(_ construction: FactoryConstruction, _ program: Program) -> String? {
        let kind = construction.isFlow ? "flow" : "factory"
        guard let names = construction.assemblies else {
            if let list = construction.assemblyList {
                return list.isAmbiguous
                    ? "which declaration of `\(list.name)` this \(kind) is built from (more than one may be the one Swift picks: a type's "
                        + "property or method, or another list of that name, under `#if` or in another file)"
                    : "the list `\(list.name)` this \(kind) is built from (only an array literal of `Name()` arguments, each with any "
                        + "`.when(…)`, is read)"
            }
            return "which assemblies this \(kind) is built from (only `Name()` arguments, each with any `.when(…)`, are read)"
        }
        for name in names where program.assemblies[name] == nil && program.unreadAssemblies[name] == nil {
            return program.duplicatedAssemblies.contains(name)
                ? "`\(name)`, which is declared more than once in the sources checked"
                : "`\(name)`, which is not in the sources checked"
        }
        if !construction.isFlow, let uses = construction.uses, let registrations = program.registrations(of: uses),
            RootFactory.configurations(of: registrations) == nil
        {
            return "every combination of this factory's registration branches (more than \(RootFactory.configurationLimit))"
        }
        return nil
    }
}
