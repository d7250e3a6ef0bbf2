
/// One rule over the program. Each rule reports only what is certain and skips what it cannot read.
protocol Validator: Sendable {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)]
}

/// One rule over each root factory the analysis can build, judged in every combination of branch arms.
protocol FactoryValidator: Sendable {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)]
}

/// The root factories built from one list of assemblies: the constructions, and one `RootFactory` per
/// combination of the branch arms their registrations are in.
struct FactoryGroup {
    var constructions: [FactoryConstruction]
    var roots: [RootFactory]
}

/// What the validators share: the program, its root factories, and the options.
struct ValidationContext {
    let program: Program
    let groups: [FactoryGroup]
    /// The keys that flows' assemblies register `.flow`, or with any lifecycle when the key has no `make` of its own
    /// (the root cannot build it), with the (first) assembly that does.
    let flowRegistered: [Int: String]
    /// The keys that an assembly some factory or flow is built from registers.
    let keysRegisteredByBuiltAssemblies: Set<Int>
    /// With the whole program in sight, the interface keys (no `make`, no override) that root assemblies
    /// register and no flow does, which some root factory or branch arm may lack; and the keys whose
    /// builders resolve one (``FactoryMissingRegistrationValidator``).
    private(set) var partlyRegisteredInterfaceKeys: [Int] = []
    private(set) var resolversOfPartlyRegisteredKeys: Set<Int> = []
    let options: Analysis.Options
    let sources: [SourceFile]
    /// Every place the program resolves a key, when the sources hold the whole program.
    private(set) var resolutionSites: ResolutionSites?
    /// The flows the sources begin, with their parents where the analysis can follow them.
    let flowChains: [ScopeChain]
    /// The code that never runs because every root factory overrides what it builds first.
    let unreached: UnreachedCode
    /// The overrides that may be in force in each root construction, by its location, where not all may be.
    let overrideViews: [SourceLocation: OverrideView]
    /// The overrides, by where their key is written, made first through each factory the binding follows them to
    /// (``NameBinder/overrideViews()``).
    let settledOverrides: Set<SourceLocation>

    /// What each root factory is known to resolve, once reads through factories were followed; nil until then, or
    /// when a resolution site was not attributed.
    var rootReads: RootReads?

    /// The overrides that may be in force in a chain's scopes: its root's, when the chain reaches one.
    func overrideView(of chain: ScopeChain) -> OverrideView {
        chain.isComplete ? overrideViews[chain.constructions[0].location] ?? .anywhere : .anywhere
    }

    /// - Parameter binder: What names hold, for flows begun from a factory held elsewhere than in a constant of
    ///   their file; nil for part of a program, whose factories may be passed anywhere.
    init(program: Program, sources: [SourceFile], options: Analysis.Options, binder: NameBinder? = nil) {
        self.program = program
        self.sources = sources
        self.options = options
        let unreached = UnreachedCode(program: program, sources: sources, options: options)
        self.unreached = unreached
        let (overrideViews, settled) = binder?.overrideViews() ?? ([:], [])
        self.overrideViews = overrideViews
        settledOverrides = settled
        var groups: [FactoryGroup] = []
        // Constructions of the same assemblies, in which the same overrides may be in force, are judged once.
        struct Signature: Hashable {
            var uses: [AssemblyUse]
            var overrides: OverrideView
        }
        var index: [Signature: Int] = [:]
        for construction in program.files.flatMap(\.factories) where !construction.isFlow {
            guard let names = construction.uses else { continue }
            let view = overrideViews[construction.location] ?? .anywhere
            let signature = Signature(uses: names, overrides: view)
            if let found = index[signature] {
                groups[found].constructions.append(construction)
            } else if let roots = RootFactory.all(construction, in: program, replaced: unreached.replacedKeys, overrides: view) {
                index[signature] = groups.count
                groups.append(FactoryGroup(constructions: [construction], roots: roots))
            }
        }
        self.groups = groups
        var flowRegistered: [Int: String] = [:]
        var keysFlowsRegister: Set<Int> = []
        var flowAssemblies: Set<String> = []
        for construction in program.files.flatMap(\.factories) where construction.isFlow {
            // Each assembly once, however many flows are built from it.
            for name in construction.assemblies ?? [] where flowAssemblies.insert(name).inserted {
                for registration in program.assemblies[name] ?? [] where registration.isRegistration {
                    guard let key = registration.key else { continue }
                    keysFlowsRegister.insert(key)
                    if registration.lifecycle == .flow || !program.keys[key].hasDefault, flowRegistered[key] == nil { flowRegistered[key] = name }
                }
            }
        }
        self.flowRegistered = flowRegistered
        keysRegisteredByBuiltAssemblies = Set(program.assemblies.values.joined().lazy.filter(\.isRegistration).compactMap(\.key))
        resolutionSites = ResolutionSites(program: program, options: options)
        if let sites = resolutionSites {
            let keys = self.keysRegisteredByBuiltAssemblies
            partlyRegisteredInterfaceKeys = keys.filter { key in
                !program.keys[key].hasDefault && program.keys[key].overrides.isEmpty && !keysFlowsRegister.contains(key)
            }.sorted()
            let partly = Set(partlyRegisteredInterfaceKeys)
            for (site, target, _) in sites.resolutions where partly.contains(target) {
                if case .build(let resolver) = site { resolversOfPartlyRegisteredKeys.insert(resolver) }
            }
        }
        flowChains = ScopeChain.all(in: program) { flow in
            guard let binder, let found = FactoryFollowing.chains(of: flow, binder: binder), !found.isEmpty, found.allSatisfy(\.isComplete) else { return nil }
            return found.map(\.constructions)
        }
    }

    func name(_ key: Int) -> String { program.keys[key].displayName }

    /// The ways `key` may be built anywhere: its own `make` (unless it has none), each registration's and
    /// each override's closure; only the overrides' for a key that every root factory overrides first.
    func builders(of key: Int) -> [Builder] {
        let entry = program.keys[key]
        if unreached.replacedKeys.contains(key) { return entry.overrides.map(\.builder) }
        return (entry.hasDefault ? [.keyMake] : []) + (entry.registrations + entry.overrides).map(\.builder)
    }

    /// Runs a rule over every root factory. A problem found in some combinations of branch arms of a
    /// group but not all is reported with the arms it needs; found in all of one group's, as it is.
    func judgeEachFactory(_ validator: any FactoryValidator) -> [(SourceLocation, RivetDiagnostic)] {
        Self.merge(groups.map { group in
            group.roots.map { root in (root.configuration, validator.validate(root, in: group, self)) }
        })
    }

    /// The findings of one rule in several scopes, each judged in every combination of its branch arms: a
    /// finding of some of a scope's combinations but not all is reported with the arms it needs; one of all
    /// of them (in any scope), as it is. Each once, in the order first found.
    static func merge(_ scopes: [[(configuration: [BranchArm], found: [(SourceLocation, RivetDiagnostic)])]]) -> [(SourceLocation, RivetDiagnostic)] {
        struct Finding: Hashable {
            var location: SourceLocation
            var diagnostic: RivetDiagnostic
        }
        var order: [Finding] = []
        var everywhere: Set<Finding> = []
        var somewhere: [Finding: [[BranchArm]]] = [:]
        for scope in scopes {
            var found: [Finding: [[BranchArm]]] = [:]
            for (configuration, findings) in scope {
                for (location, diagnostic) in findings {
                    let finding = Finding(location: location, diagnostic: diagnostic)
                    if found[finding] == nil, everywhere.contains(finding) == false, somewhere[finding] == nil { order.append(finding) }
                    found[finding, default: []].append(configuration)
                }
            }
            for (finding, configurations) in found {
                if configurations.count == scope.count {
                    everywhere.insert(finding)
                } else if somewhere[finding] == nil {
                    somewhere[finding] = configurations
                }
            }
        }
        return order.map { finding in
            guard !everywhere.contains(finding), let configurations = somewhere[finding] else {
                return (finding.location, finding.diagnostic)
            }
            return (finding.location, .conditional(finding.diagnostic, condition: Self.condition(configurations)))
        }
    }

    /// The arms every one of `configurations` takes, as a message names them.
    private static func condition(_ configurations: [[BranchArm]]) -> String {
        var common = configurations[0]
        for configuration in configurations.dropFirst() {
            common.removeAll { !configuration.contains($0) }
        }
        return (common.isEmpty ? configurations[0] : common).map(\.label).joined(separator: " and ")
    }

    /// The rules over the whole program, in the order they run.
    static let validators: [any Validator] = [
        CycleValidator(),
        FactoryRules(),
        FlowRules(),
        MissingRegistrationValidator(),
        AsyncNotRegisteredValidator(),
        KeyKindMismatchValidator(),
        HookWithoutRegistrationValidator(),
        DuplicateContributionValidator(),
        DuplicateRegistrationValidator(),
        InjectedInObservableValidator(),
        UncheckedValidator(),
    ]
}

/// The rules judged in each root factory, in the order they run.
struct FactoryRules: Validator {
    static let validators: [any FactoryValidator] = [
        FactoryCycleValidator(),
        CaptiveDependencyValidator(),
        FlowNotRunningValidator(),
        FlowOnlyKeyValidator(),
        AsyncNotReadyValidator(),
        FactoryAsyncNotRegisteredValidator(),
        FactoryMissingRegistrationValidator(),
    ]

    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        Self.validators.flatMap(context.judgeEachFactory)
    }
}
