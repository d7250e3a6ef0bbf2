/// Code the program never runs because launch code overrides what it would build: a test or a launch
/// that writes `let app = Factory(AppAssembly())` and then, first thing, `app.override(NetworkKey.self) {
/// _ in MockNetwork() }` never runs the assembly's builder of `NetworkKey`, so a mistake in that builder
/// (a missing registration, a captive, a cycle) never happens. Nor does one in a key or a type that only such
/// code names.
///
/// Found only where the whole program is in sight (as ``ResolutionSites`` needs), nothing imports
/// RivetTesting (whose helpers build root factories of their own) or may make a root factory the parser does
/// not read (`Factory.init(…)`, `.init(…)`), nothing names `reset` (which drops overrides), and the sources
/// declare no `resolve` function or subscript (which may call a key's `make` itself). A key's builders are
/// replaced when every root factory the sources build overrides it first
/// (``FactoryConstruction/leadingOverrides``), no flow registers it itself (a flow's own registration
/// comes before its root's override), and its name appears only in its declaration, its registrations,
/// its accessors and resolutions (`x[K.self]`, `resolve(K.self)`): nothing else calls its `make`. A key
/// or a type is unreached when its name (and a key's accessors' names) appears only in declarations,
/// registrations and unreached code; such a type also needs a plain declaration, with no attribute or
/// supertype through which a framework might create it unnamed (`@main`, an `XCTestCase`), and no `@Test`;
/// a key registered or overridden async never is (a warm-up builds it unnamed).
struct UnreachedCode {
    /// The keys whose registered builders (the key's `make`, the assemblies' closures) never run: only
    /// their overrides build them.
    private(set) var replacedKeys: Set<Int> = []
    /// By file, where the code that never runs is.
    private var ranges: [Int: [Range<Int32>]] = [:]
    /// The census's mentions (``Mentions``) in that code.
    private var unreachedMentions: Set<SourceLocation> = []

    init(program: Program, sources: [SourceFile], options: Analysis.Options) {
        guard !options.isPartial, !program.isIncomplete else { return }
        let constructions = program.files.flatMap(\.factories)
        let roots = constructions.filter { !$0.isFlow }
        guard !roots.isEmpty, roots.allSatisfy({ !$0.leadingOverrides.isEmpty }) else { return }
        var flowRegistered: Set<Int> = []
        for flow in constructions where flow.isFlow {
            guard let registrations = flow.uses.flatMap(program.registrations(of:)) else { return }
            for registration in registrations where registration.isRegistration { if let key = registration.key { flowRegistered.insert(key) } }
        }
        let overridden = program.keys.indices.filter { key in
            let overrides = Set(program.keys[key].overrides.map(\.location))
            return !flowRegistered.contains(key)
                && roots.allSatisfy { root in root.leadingOverrides.contains(where: overrides.contains) }
        }
        guard !overridden.isEmpty else { return }
        let mentions = Mentions(program: program, sources: sources)
        guard !mentions.mayBuildOtherRoots, !mentions.mayDropOverrides, !mentions.declaresResolvers else { return }
        // Mentions are told by simple name: those of a key sharing one may be another key's.
        replacedKeys = Set(overridden.filter { !program.keys[$0].isNameShared && mentions.isResolvedOnly(program.keys[$0].name) })
        for key in replacedKeys {
            add(mentions.makes[program.keys[key].name] ?? [], mentions: mentions)
            add(program.keys[key].registrations.compactMap { registration in registration.closure.map { (registration.location.file, $0) } }, mentions: mentions)
        }
        findUnreachedNames(program: program, mentions: mentions)
    }

    /// Whether the code at `location` never runs.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.offset) } ?? false
    }

    /// Whether the census's mention at `location` is in code that never runs.
    func containsMention(at location: SourceLocation) -> Bool { unreachedMentions.contains(location) }

    /// Adds code that never runs, and returns the names of the census's mentions in it not already in such code.
    @discardableResult
    private mutating func add(_ found: [(file: Int, range: Range<Int32>)], mentions: Mentions) -> [String] {
        var names: [String] = []
        for (file, range) in found {
            ranges[file, default: []].append(range)
            for mention in mentions.mentions(in: range, file: file) where unreachedMentions.insert(mention.location).inserted {
                names.append(mention.name)
            }
        }
        return names
    }

    /// Adds, until none is left, the bodies of the keys and types that only code already known not to run
    /// names, and the closures that register, override or hook those keys. A name is judged again only when
    /// a mention of it (or, for a key, of one of its accessors) has just been found in such code, so that the
    /// work is linear in the mentions (a chain of 10,000 makes each naming the next took 21 s when every
    /// name was judged again after each change).
    private mutating func findUnreachedNames(program: Program, mentions: Mentions) {
        var accessors: [String: [String]] = [:]
        var owners: [String: [String]] = [:]
        func addAccessor(_ name: String, of key: String) {
            accessors[key, default: []].append(name)
            owners[name, default: []].append(key)
        }
        for accessor in program.files.flatMap({ $0.accessors + $0.asyncAccessors }) {
            if let key = accessor.keyName { addAccessor(accessor.name, of: key) }
        }
        for (name, key) in program.generatedAccessors { addAccessor(name, of: program.keys[key].name) }
        // By name, the keys that may be unreached: a warm-up builds every async component, named or not.
        var keys: [String: [Int]] = [:]
        for key in program.keys.indices {
            let entry = program.keys[key]
            if !(entry.registrations + entry.overrides).contains(where: \.isAsync) { keys[entry.name, default: []].append(key) }
        }
        var types = Set(program.files.flatMap(\.injections).compactMap(\.host)).subtracting(program.keys.map(\.name))
        var pending = Array(keys.keys) + Array(types)
        while let name = pending.popLast() {
            pending += owners[name] ?? []
            if let candidates = keys[name], mentions.isInert(name, outside: self),
                (accessors[name] ?? []).allSatisfy({ mentions.isInert($0, outside: self) })
            {
                keys[name] = nil
                pending += add(mentions.bodies[name] ?? [], mentions: mentions)
                for key in candidates {
                    let entry = program.keys[key]
                    pending += add(
                        (entry.registrations + entry.overrides).compactMap { registration in registration.closure.map { (registration.location.file, $0) } },
                        mentions: mentions
                    )
                }
            }
            if types.contains(name), mentions.isCreatedOnlyByName(name), mentions.isInert(name, outside: self) {
                types.remove(name)
                pending += add(mentions.bodies[name] ?? [], mentions: mentions)
            }
        }
    }
}
