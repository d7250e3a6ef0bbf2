
/// Every place the program resolves a key, for the rules about keys that nothing can build: each key's
/// `make` (unless it never runs), registration and override closures, the contributions to it (a collection
/// key's elements, built as it is resolved) and its hooks (run as each new value is built), `@Injected`
/// properties, and root factory constants.
///
/// Only when the sources hold the whole program (nil otherwise): not with ``Analysis/Options/isPartial``
/// (a library whose keys another module registers), nor when a file could not be read or registers in a
/// way the analysis cannot follow, and only when the composition is in sight: at least one root
/// `Factory(…)`, and every factory and flow built from assemblies that the analysis read whole (an
/// assembly from another package could register the key).
struct ResolutionSites {
    /// Where a resolution is, as the runtime's chain starts there.
    enum Site {
        /// A key's `make` or one of its closures: the chain starts at the key.
        case build(key: Int)
        /// An `@Injected` property, which the chain names by its label.
        case injection(Injection)
        /// A root factory constant: the chain starts at the key resolved.
        case constant(FactoryConstruction)
    }

    /// Each resolution: where it is made, the key it resolves, and where in the source.
    private(set) var resolutions: [(site: Site, target: Int, location: SourceLocation)] = []
    /// Every factory and flow the sources build, named as the runtime names scopes, each once.
    let scopes: [String]

    init?(program: Program, options: Analysis.Options) {
        guard !options.isPartial, !program.isIncomplete else { return nil }
        let constructions = program.files.flatMap(\.factories)
        guard constructions.contains(where: { !$0.isFlow }),
            constructions.allSatisfy({ $0.assemblies?.allSatisfy { program.assemblies[$0] != nil } ?? false })
        else { return nil }
        var named: Set<String> = []
        scopes = constructions.map(Self.scopeName).filter { named.insert($0).inserted }
        let neverMade = Self.keysWhoseMakeNeverRuns(program, constructions: constructions)
        for (index, key) in program.keys.enumerated() {
            let make = neverMade.contains(index) ? nil : key.make
            let builds = (make.map { [$0.resolutions] } ?? []) + (key.registrations + key.overrides + key.contributions + key.hooks).compactMap { registration in
                if case .code(let resolutions) = registration.builder { return resolutions }
                return nil
            }
            for resolution in builds.joined() {
                if let target = program.key(of: resolution) { resolutions.append((.build(key: index), target, resolution.location)) }
            }
        }
        for file in program.files {
            for injection in file.injections {
                if let target = program.accessorKey[injection.accessor] { resolutions.append((.injection(injection), target, injection.location)) }
            }
            // A flow constant's resolutions are judged in the flow (``FlowRules``).
            for construction in file.factories where !construction.isFlow {
                for resolution in construction.resolutions {
                    if let target = program.key(of: resolution) { resolutions.append((.constant(construction), target, resolution.location)) }
                }
            }
        }
    }

    /// The keys whose own `make` never runs: every registration and override has a closure, and every
    /// root factory registers the key with one, whatever its branches take.
    private static func keysWhoseMakeNeverRuns(_ program: Program, constructions: [FactoryConstruction]) -> Set<Int> {
        var replacedEverywhere: Set<Int>?
        for construction in constructions where !construction.isFlow {
            let registrations = construction.uses.flatMap(program.registrations(of:)) ?? []
            let replaced = Set(registrations.lazy.filter { $0.conditions.isEmpty && !$0.isConditional && replacesMake($0) }.compactMap(\.key))
            replacedEverywhere = replacedEverywhere?.intersection(replaced) ?? replaced
        }
        return Set(program.keys.indices.filter { index in
            let key = program.keys[index]
            return replacedEverywhere?.contains(index) == true && (key.registrations + key.overrides).allSatisfy(replacesMake)
        })
    }

    /// Whether a registration builds with a closure of its own rather than the key's `make`.
    static func replacesMake(_ registration: Registration) -> Bool {
        if case .keyMake = registration.builder { return false }
        return true
    }

    /// The scope a construction builds, named as the runtime's `Factory.description` names it.
    static func scopeName(_ construction: FactoryConstruction) -> String {
        RivetError.scopeName(isFlow: construction.isFlow, assemblies: construction.assemblies ?? [])
    }
}
