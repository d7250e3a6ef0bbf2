/// What each root factory is known to resolve, in itself and in the flows begun from it, when the analysis
/// attributed every resolution site of the program: then a mistake in a registration that nothing resolved in a
/// factory reaches (a captive singleton) may never be built there, and is a warning rather than an error.
struct RootReads {
    /// The keys read through each root construction and its flows, by the construction's location.
    private var reads: [SourceLocation: Set<Int>] = [:]
    /// The keys that building each key may resolve, or nil for a key one of whose builders the analysis cannot read.
    private let resolved: [Set<Int>?]
    /// Whether something warms a factory up, building its async components.
    private let isWarmedUp: Bool
    private let program: Program

    /// Nil when a resolution site was not attributed, or a flow read in is not followed up to a root.
    init?(program: Program, sites: [ResolutionSite], followed: [FollowedRead], binder: NameBinder) {
        guard sites.allSatisfy(\.isAttributed), !program.isIncomplete else { return nil }
        self.program = program
        isWarmedUp = program.hasAsync && !binder.index.files(mentioning: RivetWord.warmUp.rawValue).isEmpty
        resolved = program.keys.map { entry in
            if entry.isMakeUnread { return nil }
            var keys: Set<Int> = []
            let builders = (entry.make.map { [Builder.code($0.resolutions)] } ?? [])
                + (entry.registrations + entry.overrides + entry.contributions + entry.hooks).map(\.builder)
            for builder in builders {
                switch builder {
                case .keyMake: continue
                case .opaque: return nil
                case .code(let resolutions): for resolution in resolutions { keys.formUnion(program.keys(of: resolution)) }
                }
            }
            return keys
        }
        var reads: [SourceLocation: Set<Int>] = [:]
        // The roots each factory or flow is begun from, found once: nil when a chain is not followed up to one.
        var roots: [FactoryRef: [SourceLocation]?] = [:]
        func read(_ keys: Set<Int>, in ref: FactoryRef) -> Bool {
            if roots[ref] == nil {
                let chains = FactoryFollowing.chains(of: ref, binder: binder)
                roots[ref] = .some(chains.flatMap { $0.allSatisfy(\.isComplete) ? $0.map(\.constructions[0].location) : nil })
            }
            guard let found = roots[ref] ?? nil else { return false }
            for location in found { reads[location, default: []].formUnion(keys) }
            return true
        }
        for (file, parsed) in program.files.enumerated() {
            for (index, construction) in parsed.factories.enumerated() where !construction.resolutions.isEmpty {
                let keys = Set(construction.resolutions.flatMap(program.keys(of:)))
                guard read(keys, in: FactoryRef(file: file, index: index)) else { return nil }
            }
        }
        for found in followed {
            for ref in found.factories { guard read([found.key], in: ref) else { return nil } }
        }
        self.reads = reads
    }

    /// The keys that resolutions through any of `constructions` (and their flows) may build, and what those builds
    /// resolve in turn; nil when that may be anything (a builder the analysis cannot read).
    func reached(from constructions: [FactoryConstruction]) -> Set<Int>? {
        var reached = Set(constructions.flatMap { reads[$0.location] ?? [] })
        if isWarmedUp { reached.formUnion(program.asyncKeys) }
        var stack = Array(reached)
        while let key = stack.popLast() {
            guard let next = resolved[key] else { return nil }
            for other in next where reached.insert(other).inserted { stack.append(other) }
        }
        return reached
    }
}
