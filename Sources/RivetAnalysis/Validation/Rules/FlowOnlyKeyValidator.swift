
/// Keys that only flows register `.flow` (or, with no `make` of their own, with any lifecycle), reached from a root
/// singleton: singletons are built in the root factory, where no flow's registrations apply, so the key's own `make`
/// builds it there as a transient (a warning: the singleton gets a value of its own, not a flow's), or, for a key
/// with no `make`, the resolution fails (an error, as at run time).
struct FlowOnlyKeyValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        // An async key's own make is async, so the root cannot build it at all: the async rules say so.
        let targets = Set(context.flowRegistered.keys.filter {
            !root.registers($0) && program.keys[$0].overrides.isEmpty && !program.keys[$0].declaration.isAsync
        })
        let reaching = root.keysReaching(targets)
        var found: [(SourceLocation, RivetDiagnostic)] = []
        func missing(_ names: [String], at location: SourceLocation) {
            found.append((location, .missingRegistration(
                key: names[names.count - 1], searched: [RivetError.scopeName(isFlow: false, assemblies: root.assemblies)], chain: names
            )))
        }
        for singleton in program.keys.indices where reaching.contains(singleton) && root.lifecycle(of: singleton)?.isBuiltInRoot == true {
            // `targets` holds only keys of `flowRegistered`, and the path ends at one of them.
            guard let (chain, location) = root.path(from: singleton, to: targets.contains), let location,
                let key = chain.last, let flowAssembly = context.flowRegistered[key]
            else { continue }
            let names = chain.map(context.name)
            if program.keys[key].hasDefault {
                found.append((location, .flowOnlyKey(
                    singleton: names[0], key: names[names.count - 1], flowAssembly: flowAssembly, chain: names
                )))
            } else {
                missing(names, at: location)
            }
        }
        // Through a root factory constant (`app[OrderHistoryKey.self]`): an interface key the root cannot build.
        for construction in group.constructions {
            for resolution in construction.resolutions {
                guard let start = program.key(of: resolution), let lifecycle = root.lifecycle(of: start) else { continue }
                let chain: [Int]
                if targets.contains(start) {
                    chain = [start]
                } else if lifecycle.isPerResolution, reaching.contains(start), let path = root.path(from: start, to: targets.contains) {
                    chain = path.chain
                } else {
                    continue
                }
                let key = chain[chain.count - 1]
                guard !program.keys[key].hasDefault else { continue }
                missing(chain.map(context.name), at: resolution.location)
            }
        }
        return found
    }
}
