/// `AsyncInjectionKey`s that nothing can build: their make is async, so only a `registerAsync`
/// registration (or a closure registration or override that replaces the make) builds one; resolving it
/// otherwise runs the sync `make` every such key inherits, which stops the program.
///
/// Reported where it is certain: a plain `register(K.self, …)` of one, on its line (the deprecated
/// overload); and, when the analysis sees the whole program (``ResolutionSites``), every resolution of one
/// that nothing registers or overrides at all.
struct AsyncNotRegisteredValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        guard program.hasAsync else { return [] }
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for index in program.asyncKeys where program.keys[index].declaration.isAsync {
            let key = program.keys[index]
            for registration in key.registrations where !registration.isAsync && !ResolutionSites.replacesMake(registration) {
                found.append((registration.location, .asyncNotRegistered(key: key.displayName, chain: [key.displayName])))
            }
        }
        guard let sites = context.resolutionSites else { return found }
        func isUnregistered(_ key: Int) -> Bool {
            let entry = program.keys[key]
            return entry.declaration.isAsync && entry.registrations.isEmpty && entry.overrides.isEmpty
        }
        for (site, target, location) in sites.resolutions where isUnregistered(target) {
            let key = context.name(target)
            let chain: [String]
            switch site {
            case .build(let resolver): chain = [context.name(resolver), key]
            case .injection(let injection): chain = [injection.label, key]
            case .constant: chain = [key]
            }
            found.append((location, .asyncNotRegistered(key: key, chain: chain)))
        }
        return found
    }
}

/// In one root factory, an `AsyncInjectionKey` that other scopes register (a flow's assembly, another
/// factory's) but none of this factory's assemblies does, reached where this factory builds it: from a
/// root factory constant, or from a singleton (async or not), directly or through keys built afresh per
/// resolution.
struct FactoryAsyncNotRegisteredValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        guard program.hasAsync else { return [] }
        let targets = Set(program.asyncKeys.filter { index in
            program.keys[index].declaration.isAsync && !root.registers(index) && program.keys[index].overrides.isEmpty
                && !program.keys[index].registrations.isEmpty
        })
        guard !targets.isEmpty else { return [] }
        let reaching = root.keysReaching(targets)
        var found: [(SourceLocation, RivetDiagnostic)] = []
        func report(_ chain: [Int], at location: SourceLocation) {
            found.append((location, .asyncNotRegistered(key: context.name(chain[chain.count - 1]), chain: chain.map(context.name))))
        }
        for key in program.keys.indices where reaching.contains(key) && root.lifecycle(of: key)?.isBuiltInRoot == true {
            if let (chain, location) = root.path(from: key, to: targets.contains), let location { report(chain, at: location) }
        }
        for construction in group.constructions {
            for resolution in construction.resolutions {
                guard let start = program.key(of: resolution), let lifecycle = root.lifecycle(of: start) else { continue }
                if targets.contains(start) {
                    report([start], at: resolution.location)
                } else if lifecycle.isPerResolution, reaching.contains(start), let (chain, _) = root.path(from: start, to: targets.contains) {
                    report(chain, at: resolution.location)
                }
            }
        }
        return found
    }
}
