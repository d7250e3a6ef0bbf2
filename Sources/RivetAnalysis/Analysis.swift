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
package struct Analysis {
    /// How to run the checks.
    package struct Options: Sendable {
        /// Whether the files are only part of the program (a library whose interface keys are
        /// registered by another module): then keys that nothing registers are not reported.
        package var isPartial: Bool
        /// Whether, for a part of a program, a check of the whole program runs too (the build plugin on the
        /// app's target, which reads this target's sources): then what this check cannot follow is left for
        /// that one to note.
        package var isCheckedWholeElsewhere: Bool
        /// Whether the files are a test target's, with the library targets it tests as context: its tests build
        /// factories of their own, often from a library's assemblies alone, whose interface keys the app target
        /// (which the tests do not see) registers. Then a key that nothing registers is reported only where a test
        /// resolves it through a factory it builds, not in a `make` that some factory may never run.
        package var isTestTarget: Bool = false

        /// Options for a whole program, or a part of one.
        ///
        /// - Parameters:
        ///   - isPartial: Whether the files are only part of the program.
        ///   - isCheckedWholeElsewhere: Whether the whole program they are part of is checked too.
        package init(isPartial: Bool = false, isCheckedWholeElsewhere: Bool = false) {
            self.isPartial = isPartial
            self.isCheckedWholeElsewhere = isCheckedWholeElsewhere
        }
    }

    /// The files, in the order given.
    package let files: [SourceFile]
    let program: Program
    /// What the rules found, sorted by file, line and column.
    package let diagnostics: [Diagnostic]
    /// Every resolution site the lexical pass found, in file order, each attributed or with what stopped it.
    package let sites: [ResolutionSite]
    /// One note per file that has resolution sites the analysis could not attribute (and that no
    /// `// rivet: ignore unattributed` silences), on the first, with their count.
    package let unattributedNotes: [Diagnostic]
    /// What `rivet check` prints: ``diagnostics`` and ``unattributedNotes``, in file order.
    package let reportedDiagnostics: [Diagnostic]
    /// The reads judged through a factory or flow held elsewhere than in a constant, for `rivet explain`.
    let followedReads: [FollowedRead]

    /// Reads the files and runs the checks.
    ///
    /// - Parameters:
    ///   - files: The Swift sources, with the paths diagnostics should name.
    ///   - options: How to run the checks.
    package init(files: [SourceFile], options: Options = Options()) {
        self.files = files
        var program = Program(files: files.enumerated().map { Parser.parse($0.element.bytes, file: $0.offset) })
        let binder = NameBinder(index: SourceIndex(files: files, program: program))
        program.implicitConstructions = binder.implicitConstructionTypes()
        self.program = program
        var context = ValidationContext(program: program, sources: files, options: options, binder: options.isPartial ? nil : binder)
        let attribution = SiteAttribution(files: files, program: program)
        // Part of a program may call, assign and install its factories anywhere: only a whole one is bound.
        let following = options.isPartial ? FactoryFollowing() : FactoryFollowing(context: context, sites: attribution.sites, binder: binder)
        let followedSites = attribution.sites.map { $0.followed(judged: following.judged, reasons: following.reasons) }
        if !options.isPartial {
            context.rootReads = RootReads(program: program, sites: followedSites, followed: following.reads, binder: binder)
        }
        let found = program.rivetNameDeclarations.map { ($0.location, RivetDiagnostic.rivetNameDeclared(name: $0.name)) }
            + (ValidationContext.validators.flatMap { $0.validate(context) } + following.diagnostics).filter { !context.unreached.contains($0.0) }
        var tables: [Int: LineTable] = [:]
        var seen: Set<Diagnostic> = []
        var located: [(SourceLocation, Diagnostic)] = []
        for (location, kind) in Self.withoutRestatements(found) {
            let table = tables[location.file] ?? LineTable(files[location.file].bytes)
            tables[location.file] = table
            let (line, column) = table.lineAndColumn(of: location.offset)
            let diagnostic = Diagnostic(path: files[location.file].path, line: line, column: column, kind: kind)
            guard !IgnoreComment.silences(kind.rule, line: line, in: table, bytes: files[location.file].bytes),
                seen.insert(diagnostic).inserted
            else { continue }
            located.append((location, diagnostic))
        }
        // A part of a program follows no factory: where the whole program is checked too, that check says what
        // it cannot follow in these files, and this one does not.
        let leavesNotes = options.isPartial && options.isCheckedWholeElsewhere
        let sorted = located.enumerated().sorted { lhs, rhs in
            (lhs.element.0, lhs.offset) < (rhs.element.0, rhs.offset)
        }.map(\.element).filter { !leavesNotes || $0.1.kind.severity != .note }
        diagnostics = sorted.map(\.1)
        sites = followedSites
        followedReads = following.reads
        let notes = leavesNotes ? [] : UnattributedNotes.notes(for: sites, files: files, tables: attribution.tables)
        unattributedNotes = notes.map(\.1)
        // Each note after the diagnostics at its place, all in file order.
        reportedDiagnostics = (sorted.enumerated().map { ($0.element.0, 0, $0.offset, $0.element.1) }
            + notes.enumerated().map { ($0.element.0, 1, $0.offset, $0.element.1) })
            .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3)
    }

    /// The findings without those that say again, only for some branches or some factories, what another says
    /// for all.
    private static func withoutRestatements(_ found: [(SourceLocation, RivetDiagnostic)]) -> [(SourceLocation, RivetDiagnostic)] {
        struct Plain: Hashable {
            var location: SourceLocation
            var diagnostic: RivetDiagnostic
        }
        let plain = Set(found.map { Plain(location: $0.0, diagnostic: $0.1) })
        return found.filter { location, diagnostic in
            switch diagnostic {
            case .conditional(let base, _), .unreached(let base): !plain.contains(Plain(location: location, diagnostic: base))
            default: true
            }
        }
    }

    /// The paths of the files that could not be read whole (an unterminated literal or comment,
    /// unbalanced brackets): the analysis took nothing from them, and reports no missing registration.
    package var unreadableFiles: [String] {
        zip(files, program.files).filter { $0.1.isMalformed }.map(\.0.path)
    }

    /// Whether any diagnostic is an error, so that the build should fail.
    package var hasErrors: Bool {
        diagnostics.contains { $0.kind.severity == .error }
    }
}
