/// One rule over the program. Each rule reports only what is certain and skips what it cannot read.
protocol Validator: Sendable {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)]
}

/// What the validators share: the program, its root factories, and the options.
struct ValidationContext {
    let program: Program
    let roots: [RootFactory]
    let options: Analysis.Options
    let sources: [SourceFile]

    init(program: Program, sources: [SourceFile], options: Analysis.Options) {
        self.program = program
        self.sources = sources
        self.options = options
        roots = program.files.flatMap(\.factories).compactMap { RootFactory($0, in: program) }
    }

    func name(_ key: Int) -> String { program.keys[key].name }

    /// The 1-based line of a location.
    func line(of location: SourceLocation) -> Int {
        LineTable(sources[location.file].bytes).lineAndColumn(of: location.offset).line
    }

    /// The ways `key` may be built anywhere: its own `make` (unless it has none), each registration's and
    /// each override's closure.
    func builders(of key: Int) -> [Builder] {
        let entry = program.keys[key]
        return (entry.hasDefault ? [.keyMake] : []) + (entry.registrations + entry.overrides).map(\.builder)
    }

    /// The rules, in the order they run.
    static let validators: [any Validator] = [
        CycleValidator(),
        CaptiveDependencyValidator(),
        FlowNotRunningValidator(),
        MissingRegistrationValidator(),
        DuplicateRegistrationValidator(),
    ]
}
