/// An interface key that the program's assemblies register, but not in every root factory or branch arm:
/// `Factory(AppAssembly(), LiveAssembly().when(.production))` where only `LiveAssembly` registers it has
/// none when the launch is not a production one. Judged in each combination of arms, so the message names
/// the arms in which it is missing (a key that nothing registers at all is ``MissingRegistrationValidator``'s).
///
/// Only where the whole program is in sight (``ResolutionSites``), for a key that no flow registers (a flow
/// begun from the root could build it) and nothing overrides. What certainly runs in the root is judged: a
/// resolution through its constant, and what building a key that the root registers in that combination
/// resolves, through the builder in force there. A `make` of a key the launch does not register may never
/// run (a debug menu's, in a release launch), so it is not judged.
struct FactoryMissingRegistrationValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        let missing = Set(context.partlyRegisteredInterfaceKeys.filter { key in
            root.table.registrations[key] == nil && root.table.contributions[key] == nil
        })
        guard !missing.isEmpty, let construction = group.constructions.first else { return [] }
        let scope = ResolutionSites.scopeName(construction)
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for construction in group.constructions {
            for resolution in construction.resolutions {
                guard let key = program.key(of: resolution), missing.contains(key) else { continue }
                found.append((resolution.location, .missingRegistration(key: context.name(key), searched: [scope], chain: [context.name(key)])))
            }
        }
        for resolver in context.resolversOfPartlyRegisteredKeys {
            guard let registration = root.table.registrations[resolver] else { continue }
            for dependency in program.dependencies(of: registration.builder, key: resolver) ?? [] where missing.contains(dependency.key) {
                let key = context.name(dependency.key)
                found.append((dependency.location, .missingRegistration(key: key, searched: [scope], chain: [context.name(resolver), key])))
            }
        }
        return found
    }
}
