/// The keys whose every registration is made by an assembly (or registering function) that no factory or
/// flow is built from and that nothing else names: a mock assembly the app never uses. At run time such a
/// registration never happens, so for the rule about keys that nothing can build it does not count.
///
/// Taken only where ``ResolutionSites`` holds (the whole program in sight, every factory and flow built
/// from assemblies read whole), and only for the registrars whose name the sources write nowhere but in
/// their own declarations (`struct MockAssembly`, `extension MockAssembly`, `func registerMocks`): an
/// assembly passed around as a value, built by code the analysis cannot read (a RivetTesting trait, a
/// helper) or composed by another keeps its registrations counted, as before.
enum UnbuiltRegistrations {
    /// The keys among `candidates` (interface keys with no `make`, registered, never overridden) that no
    /// factory or flow can register, as above.
    static func keys(_ candidates: [Int], in context: ValidationContext) -> Set<Int> {
        let program = context.program
        var registrars: [Int: Set<String>] = [:]
        for key in candidates where !context.keysRegisteredByBuiltAssemblies.contains(key) {
            let names = program.keys[key].registrations.map(\.assembly)
            guard names.allSatisfy({ $0 != nil }) else { continue }
            registrars[key] = Set(names.compactMap { $0 })
        }
        guard !registrars.isEmpty else { return [] }
        let named = namedOutsideDeclarations(Set(registrars.values.joined()), in: context.sources)
        return Set(registrars.filter { $0.value.isDisjoint(with: named) }.keys)
    }

    /// The words that declare a name rather than use it.
    private static let declaringWords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol", "func"]

    /// Those of `names` that some file writes other than right after a declaring word.
    private static func namedOutsideDeclarations(_ names: Set<String>, in sources: [SourceFile]) -> Set<String> {
        var named: Set<String> = []
        for source in sources {
            let (tokens, _) = Lexer.tokenize(source.bytes)
            let view = TokenView(bytes: source.bytes, tokens: tokens)
            for index in 0..<view.count where view.kind(index) == .identifier {
                let text = view.text(index)
                guard names.contains(text) else { continue }
                let isDeclared = index > 0 && view.kind(index - 1) == .identifier && declaringWords.contains(view.text(index - 1))
                if !isDeclared { named.insert(text) }
            }
        }
        return named
    }
}
