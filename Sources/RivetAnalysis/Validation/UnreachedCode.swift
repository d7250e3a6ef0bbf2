/// Code the program never runs because launch code overrides what it would build: a test or a launch
/// that writes `let app = Factory(AppAssembly())` and then, first thing, `app.override(NetworkKey.self) {
/// _ in MockNetwork() }` never runs the assembly's builder of `NetworkKey`, so a mistake in that builder
/// (a missing registration, a captive, a cycle) never happens. Nor does one in a key or a type that only such
/// code names.
///
/// Found only where the whole program is in sight (as ``ResolutionSites`` needs), nothing imports
/// RivetTesting (whose helpers build root factories of their own) or may make a root factory the parser does
/// not read (`Factory.init(…)`, `.init(…)`), nothing names `reset` (which drops overrides), and the sources
/// declare no `resolve` function or subscript (which may call a key's `make` itself). A key's builders are replaced when every root factory the sources build overrides it
/// first (``FactoryConstruction/leadingOverrides``), no flow registers it itself (a flow's own registration
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

    init(program: Program, sources: [SourceFile], options: Analysis.Options) {
        guard !options.isPartial, !program.isIncomplete else { return }
        let constructions = program.files.flatMap(\.factories)
        let roots = constructions.filter { !$0.isFlow }
        guard !roots.isEmpty, roots.allSatisfy({ !$0.leadingOverrides.isEmpty }) else { return }
        var flowRegistered: Set<String> = []
        for flow in constructions where flow.isFlow {
            guard let registrations = flow.uses.flatMap(program.registrations(of:)) else { return }
            for registration in registrations where registration.isRegistration { flowRegistered.insert(registration.keyName) }
        }
        let overridden = program.keys.indices.filter { key in
            let overrides = Set(program.keys[key].overrides.map(\.location))
            return !flowRegistered.contains(program.keys[key].name)
                && roots.allSatisfy { root in root.leadingOverrides.contains(where: overrides.contains) }
        }
        guard !overridden.isEmpty else { return }
        let mentions = Mentions(program: program, sources: sources)
        guard !mentions.mayBuildOtherRoots, !mentions.mayDropOverrides, !mentions.declaresResolvers else { return }
        replacedKeys = Set(overridden.filter { mentions.isResolvedOnly(program.keys[$0].name) })
        for key in replacedKeys {
            add(mentions.makes[program.keys[key].name] ?? [])
            add(program.keys[key].registrations.compactMap { registration in registration.closure.map { (registration.location.file, $0) } })
        }
        findUnreachedNames(program: program, mentions: mentions)
    }

    /// Whether the code at `location` never runs.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.offset) } ?? false
    }

    private mutating func add(_ found: [(file: Int, range: Range<Int32>)]) {
        for (file, range) in found { ranges[file, default: []].append(range) }
    }

    /// Adds, until none is left, the bodies of the keys and types that only code already known not to run
    /// names, and the closures that register, override or hook those keys.
    private mutating func findUnreachedNames(program: Program, mentions: Mentions) {
        var accessors: [String: [String]] = [:]
        for accessor in program.files.flatMap({ $0.accessors + $0.asyncAccessors }) {
            if let key = accessor.keyName { accessors[key, default: []].append(accessor.name) }
        }
        for (name, key) in program.generatedAccessors { accessors[program.keys[key].name, default: []].append(name) }
        // A warm-up builds every async component, named or not.
        var keys = Set(program.keys.indices.filter { key in !(program.keys[key].registrations + program.keys[key].overrides).contains(where: \.isAsync) })
        var types = Set(program.files.flatMap(\.injections).compactMap(\.host)).subtracting(program.keys.map(\.name))
        var isChanged = true
        while isChanged {
            isChanged = false
            for key in keys {
                let name = program.keys[key].name
                guard mentions.isInert(name, outside: self), (accessors[name] ?? []).allSatisfy({ mentions.isInert($0, outside: self) })
                else { continue }
                keys.remove(key)
                isChanged = true
                add(mentions.bodies[name] ?? [])
                let entry = program.keys[key]
                add((entry.registrations + entry.overrides).compactMap { registration in registration.closure.map { (registration.location.file, $0) } })
            }
            for type in types where mentions.isCreatedOnlyByName(type) && mentions.isInert(type, outside: self) {
                types.remove(type)
                isChanged = true
                add(mentions.bodies[type] ?? [])
            }
        }
    }
}
