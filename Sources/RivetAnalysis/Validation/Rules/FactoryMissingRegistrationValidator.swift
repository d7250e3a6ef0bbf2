/// An interface key that the program's assemblies register, but not in every root factory or branch arm:
/// `Factory(AppAssembly(), LiveAssembly().when(.production))` where only `LiveAssembly` registers it has
/// none when the launch is not a production one. Judged in each combination of arms, so the message names
/// the arms in which it is missing (a key that nothing registers at all is ``MissingRegistrationValidator``'s).
///
/// Only where the whole program is in sight (``ResolutionSites``). A resolution through a root factory
/// constant runs in that factory; a key's `make`, a closure or an `@Injected` property may run in any
/// factory or flow, so they are judged only when the sources build one list of root assemblies and no flow
/// registers the key (a flow begun where the root lacks it could still build it).
struct FactoryMissingRegistrationValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        guard let sites = context.resolutionSites else { return [] }
        let program = context.program
        let registeredSomewhere = context.keysRegisteredByBuiltAssemblies
        func isMissingHere(_ key: Int) -> Bool {
            let entry = program.keys[key]
            return !entry.hasDefault && entry.overrides.isEmpty && registeredSomewhere.contains(key)
                && root.table.registrations[key] == nil && root.table.contributions[key] == nil
        }
        let judgesBuilds = context.groups.count == 1
        let constructions = Set(group.constructions.map(\.location))
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for (site, target, location) in sites.resolutions where isMissingHere(target) {
            let key = context.name(target)
            switch site {
            case .constant(let construction) where constructions.contains(construction.location):
                found.append((location, .missingRegistration(key: key, searched: [ResolutionSites.scopeName(construction)], chain: [key])))
            case .build(let resolver) where judgesBuilds && !context.flowsRegister(target):
                found.append((location, .missingRegistration(key: key, searched: sites.scopes, chain: [context.name(resolver), key])))
            case .injection(let injection) where judgesBuilds && !context.flowsRegister(target):
                found.append((location, .missingRegistration(key: key, searched: sites.scopes, chain: [injection.label, key])))
            default:
                continue
            }
        }
        return found
    }
}
