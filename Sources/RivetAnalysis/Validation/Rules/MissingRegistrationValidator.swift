/// Keys that nothing can build: an `InterfaceKey` with no `make` of its own that no assembly registers
/// (or only assemblies that nothing builds or names, ``UnbuiltRegistrations``) and nothing overrides,
/// resolved by a key, a registration or an `@Injected` property.
///
/// Only when the analysis sees the whole program (``ResolutionSites``). The message lists the scopes
/// searched as the runtime would: a root factory constant's own scope for a resolution through it, else
/// every factory and flow the sources build, any of which may run the `make`, closure or property (none of
/// their assemblies registers the key).
struct MissingRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        guard let sites = context.resolutionSites else { return [] }
        let program = context.program
        let registeredOnly = program.keys.indices.filter { key in
            let entry = program.keys[key]
            return !entry.hasDefault && !entry.registrations.isEmpty && entry.overrides.isEmpty
        }
        let unbuilt = UnbuiltRegistrations.keys(registeredOnly, in: context)
        func isMissing(_ key: Int) -> Bool {
            let entry = program.keys[key]
            return !entry.hasDefault && (entry.registrations.isEmpty || unbuilt.contains(key)) && entry.overrides.isEmpty
        }
        let isTestTarget = context.options.isTestTarget
        return sites.resolutions.filter { resolution in
            guard isMissing(resolution.target) else { return false }
            // In a test target, a make or property of a library may be run only by the app's factory, which
            // registers what the library's interface keys need: only a test's own factory is known to lack it.
            if isTestTarget, case .constant = resolution.site { return true }
            return !isTestTarget
        }.map { site, target, location in
            let key = context.name(target)
            let diagnostic: RivetDiagnostic
            switch site {
            case .build(let resolver):
                diagnostic = .missingRegistration(key: key, searched: sites.scopes, chain: [context.name(resolver), key])
            case .injection(let injection):
                diagnostic = .missingRegistration(key: key, searched: sites.scopes, chain: [injection.label, key])
            case .constant(let construction):
                diagnostic = .missingRegistration(key: key, searched: [ResolutionSites.scopeName(construction)], chain: [key])
            }
            return (location, diagnostic)
        }
    }
}
