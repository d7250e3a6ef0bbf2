/// Rivet's compile-time checks over a set of Swift files: reads them, builds the dependency graph and
/// runs each rule, in a fixed order.
///
/// ```swift
/// let analysis = Analysis(files: [SourceFile(path: "Keys.swift", text: source)])
/// for diagnostic in analysis.diagnostics { print(diagnostic) }
/// // Keys.swift:3:62: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); ...
/// ```
///
/// The analysis never guesses: code it cannot read is skipped, so a correct program gets no diagnostic.
public struct Analysis {
    /// How to run the checks.
    public struct Options: Sendable {
        /// Whether the files are only part of the program (a library whose interface keys are
        /// registered by another module): then keys that nothing registers are not reported.
        public var isPartial: Bool

        /// Options for a whole program, or a part of one.
        ///
        /// - Parameter isPartial: Whether the files are only part of the program.
        public init(isPartial: Bool = false) {
            self.isPartial = isPartial
        }
    }

    /// The files, in the order given.
    public let files: [SourceFile]
    let program: Program
    /// What the rules found, sorted by file, line and column.
    public let diagnostics: [Diagnostic]

    /// Reads the files and runs the checks.
    ///
    /// - Parameters:
    ///   - files: The Swift sources, with the paths diagnostics should name.
    ///   - options: How to run the checks.
    public init(files: [SourceFile], options: Options = Options()) {
        self.files = files
        program = Program(files: files.enumerated().map { Parser.parse($0.element.bytes, file: $0.offset) })
        let found: [(SourceLocation, RivetDiagnostic)]
        if let (name, location) = program.rivetNameDeclaration {
            // The name may hide Rivet's in every file of the module: check nothing, and say so.
            found = [(location, .rivetNameDeclared(name: name))]
        } else {
            let context = ValidationContext(program: program, sources: files, options: options)
            found = ValidationContext.validators.flatMap { $0.validate(context) }
        }
        var tables: [Int: LineTable] = [:]
        let located = found.map { location, kind in
            let table = tables[location.file] ?? LineTable(files[location.file].bytes)
            tables[location.file] = table
            let (line, column) = table.lineAndColumn(of: location.offset)
            return (location, Diagnostic(path: files[location.file].path, line: line, column: column, kind: kind))
        }
        diagnostics = located.enumerated().sorted { lhs, rhs in
            (lhs.element.0, lhs.offset) < (rhs.element.0, rhs.offset)
        }.map(\.element.1)
    }

    /// The paths of the files that could not be read whole (an unterminated literal or comment,
    /// unbalanced brackets): the analysis took nothing from them, and reports no missing registration.
    public var unreadableFiles: [String] {
        zip(files, program.files).filter { $0.1.isMalformed }.map(\.0.path)
    }

    /// Whether any diagnostic is an error, so that the build should fail.
    public var hasErrors: Bool {
        diagnostics.contains { $0.kind.severity == .error }
    }
}
