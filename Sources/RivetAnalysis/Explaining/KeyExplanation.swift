/// What `rivet explain` tells about one key, gathered from the program before any rendering: where it
/// is declared, how it may be built, which registration each factory and flow uses, who resolves it
/// and what it resolves.
struct KeyExplanation {
    /// A place that resolves the key.
    struct Dependent {
        /// The key whose build resolves it.
        var key: Int
        var build: Build
        var resolution: Resolution
    }

    let program: Program
    let key: Int
    /// Its `make`, registrations and overrides.
    let builds: [Build]
    /// One per `Factory(…)` and `beginFlow(…)` the analysis read, in source order.
    let inForce: [InForce]
    /// The builds of other keys (and its own) that resolve it, in key order.
    let dependents: [Dependent]
    /// `@Injected` and `@LazyInjected` properties that resolve it.
    let injections: [Injection]
    /// `factory.name` and `factory[K.self]` resolved through a root factory constant.
    let constantUses: [(construction: FactoryConstruction, resolution: Resolution)]
    /// Reads through a factory or flow held in a property, a parameter or a return, with the factories and
    /// flows each may happen in.
    let followed: [(read: FollowedRead, scopes: [FactoryConstruction])]
    /// The shortest ways in from what the analysis sees resolving first, and how many there are in all.
    let chains: (shortest: [Chain], count: Int)
    /// Who resolves each key of the program.
    let reverse: ReverseGraph

    /// How many chains it keeps.
    static let chainLimit = 5

    init(key: Int, program: Program, followed: [FollowedRead] = []) {
        self.program = program
        self.key = key
        self.followed = followed.map { read in (read, read.factories.map { program.files[$0.file].factories[$0.index] }) }
        builds = program.builds(of: key)
        let constructions = program.files.flatMap(\.factories)
        inForce = constructions.map { InForce($0, key: key, program: program) }
        reverse = ReverseGraph(program)
        dependents = reverse.dependents[key] ?? []
        injections = program.files.flatMap(\.injections).filter { program.accessorKey[$0.accessor] == key }
        // Through root factory constants: a flow's resolutions are judged in the flow, not explained yet.
        constantUses = constructions.filter { !$0.isFlow }.flatMap { construction in
            construction.resolutions.filter { program.keys(of: $0).contains(key) }.map { (construction, $0) }
        }
        chains = reverse.chains(to: key, limit: Self.chainLimit)
    }

    var entry: Program.Key { program.keys[key] }

    /// The accessors that resolve the key, whether the build plugin generates each, and whether it derives a
    /// value from the key's (`self[K.self].user`) rather than returning it.
    var accessors: [(name: String, isGenerated: Bool, isDerived: Bool)] {
        program.accessorKey.filter { $0.value == key }
            .map { ($0.key, program.generatedAccessors[$0.key] != nil, program.derivedAccessors.contains($0.key)) }
            .sorted { $0.name < $1.name }
    }

    /// What each of its builds resolves, as keys with where.
    var dependencies: [(build: Build, keys: [(key: Int, resolution: Resolution)]?)] {
        builds.map { build in
            guard case .resolutions(let resolutions) = build.code else { return (build, nil) }
            return (build, resolutions.flatMap { resolution in program.keys(of: resolution).map { ($0, resolution) } })
        }
    }
}
