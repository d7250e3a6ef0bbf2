#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's commands: `check`, `graph`, `generate`, `explain`. In the analysis's module, so that the tool's own
/// module is a `main.swift` that compiles in a moment: the build plugin waits for the tool before the app builds.
public enum Command {
    /// The tool's version, as `--version` prints it (CHANGELOG.md names the release).
    static let version = "0.1.0-dev"

    static let usage = """
        USAGE: rivet <command> [options] <files or directories>...
               rivet explain <Key> [--format text|mermaid] <files or directories>...
               rivet --version

        Rivet's compile-time checks over Swift sources (directories are searched for .swift files,
        through symbolic links, skipping hidden entries such as .build).

        COMMANDS:
          check      Print each problem as `path:line:col: error: Rivet: ...` (or warning:, or note: for
                     what it could not follow); exit 1 if any is an error.
          graph      Print the dependency graph.
          generate   Write InjectedValues accessors for keys that have none.
          explain    Say where a key is declared and registered, which registration each factory and
                     flow uses, who resolves it and what it resolves (the key by its type name,
                     qualified name or accessor); exit 1 if no key has that name.

        OPTIONS:
          --format mermaid|dot   graph: the diagram's format (default: mermaid).
          --format text|mermaid  explain: plain text (default), or a diagram of the key's neighbourhood.
          --output <file>        graph, generate: write to this file instead of standard output
                                 (generate leaves an unchanged file untouched).
          --generate <file>      check: also write the accessors, as generate does.
          --context <path>       Sources to read but not to generate accessors for (a target's
                                 dependencies); may be repeated.
          --partial              check: the sources are part of a program whose interface keys may be
                                 registered elsewhere; don't report keys that nothing registers, and
                                 note that the rules only the whole program can judge were not run.
          --test-target          check: the sources are a test target's, whose tests build factories of
                                 their own from the libraries given as context: a key that nothing
                                 registers is reported only where a test resolves it through one.
          --stats                check: print to standard error how many files and bytes were read, how
                                 fast, which files could not be read whole, and how many resolution
                                 sites were found, attributed to a factory or flow, and not.
          --unattributed         check: list each resolution site the analysis could not attribute, one
                                 a line (`path:line:col: <form> <site>: <what stopped it>`), in place of
                                 the one note per file that names the first.
          --target, --plugin-outputs, --dependency-target, --dependent-target
                                 check: set by the build plugin, so that a problem in a dependency
                                 target that the plugin checks too is printed by that target only,
                                 and a library checked whole with the app that uses it is not noted.
          -h, --help             Show this help.

        EXAMPLES:
          rivet check Sources/App
          rivet graph --format dot Sources > graph.dot
          rivet generate --output Sources/App/Accessors.swift Sources/App
          rivet explain SessionKey Sources
        """

    /// Runs a command line and returns the exit status: 0 success, 1 errors found, 2 bad usage.
    public static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            print(usage)
            return arguments.isEmpty ? 2 : 0
        }
        if name == "--version" {
            print("rivet \(version)")
            return 0
        }
        do {
            let options = try Options(Array(arguments.dropFirst()), command: name)
            if options.wantsHelp {
                print(usage)
                return 0
            }
            switch name {
            case "check": return try check(options)
            case "graph": return try graph(options)
            case "generate": return try generate(options)
            case "explain": return try explain(options)
            default: throw UsageError("unknown command `\(name)`")
            }
        } catch let error as UsageError {
            printError("rivet: \(error.message)\nRun `rivet --help` for usage.")
            return 2
        } catch let error as FileError {
            printError("rivet: \(error.message)")
            return 2
        } catch {
            printError("rivet: \(error)")
            return 2
        }
    }

    private static func analyse(_ options: Options) throws -> (Analysis, Set<String>) {
        guard !options.paths.isEmpty else { throw UsageError("no files or directories given") }
        let ownSearch = try SourceLoader.swiftFiles(in: options.paths)
        let contextSearch = try SourceLoader.swiftFiles(in: options.contextPaths)
        for warning in ownSearch.warnings + contextSearch.warnings { printError("rivet: warning: \(warning)") }
        let own = ownSearch.files
        let context = contextSearch.files.filter { !own.contains($0) }
        let files = try (own + context).map(SourceLoader.load)
        let clock = ContinuousClock()
        let start = clock.now
        var analysisOptions = Analysis.Options(
            isPartial: options.isPartial, isCheckedWholeElsewhere: options.reporting.isCheckedWholeElsewhere
        )
        analysisOptions.isTestTarget = options.isTestTarget
        let analysis = Analysis(files: files, options: analysisOptions)
        if options.showsStatistics {
            let elapsed = start.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
            printError("rivet: analysed \(files.count) files, \(megabytes.formatted2) MB in \((seconds * 1000).formatted2) ms "
                + "(\((megabytes / seconds).formatted2) MB/s, \(Analysis.isOptimizedBuild ? "optimized" : "unoptimized") build); "
                + "\(analysis.diagnostics.count) diagnostics; "
                + "\(analysis.unreadableFiles.count) files not read whole\(analysis.unreadableFiles.map { "\n  " + $0 }.joined())")
            let sites = analysis.siteStatistics
            printError("rivet: \(sites.found) resolution sites: \(sites.attributed) attributed to a factory or flow, "
                + "\(sites.unattributed) not attributed")
        }
        return (analysis, Set(own))
    }

    private static func check(_ options: Options) throws -> Int32 {
        let (analysis, own) = try analyse(options)
        if let output = options.generate {
            try SourceLoader.writeIfChanged(analysis.generatedAccessors(forKeysIn: own), to: output)
        }
        let diagnostics = options.listsUnattributed ? analysis.diagnostics : analysis.reportedDiagnostics
        let printed = options.reporting.toPrint(diagnostics, files: analysis.files, own: own, isPartial: options.isPartial)
        for diagnostic in printed { print(diagnostic) }
        if options.listsUnattributed {
            for site in analysis.unattributedSites { print(site.listing) }
        }
        return printed.contains { $0.kind.severity == .error } ? 1 : 0
    }

    private static func graph(_ options: Options) throws -> Int32 {
        let (analysis, _) = try analyse(options)
        let text = analysis.graph(format: options.format)
        if let output = options.output {
            try SourceLoader.writeIfChanged(text, to: output)
        } else {
            print(text, terminator: "")
        }
        return 0
    }

    private static func generate(_ options: Options) throws -> Int32 {
        guard let output = options.output else { throw UsageError("generate needs --output <file>") }
        let (analysis, own) = try analyse(options)
        try SourceLoader.writeIfChanged(analysis.generatedAccessors(forKeysIn: own), to: output)
        return 0
    }

    private static func explain(_ options: Options) throws -> Int32 {
        guard let key = options.keyName else {
            throw UsageError("explain needs a key: rivet explain <Key> <files or directories>...")
        }
        let (analysis, _) = try analyse(options)
        do {
            print(try analysis.explanation(of: key, format: options.explanationFormat), terminator: "")
            return 0
        } catch {
            printError("rivet: \(error)")
            return 1
        }
    }
}

extension Double {
    /// The number with two decimals.
    var formatted2: String {
        guard isFinite, abs(self) < 1e15 else { return "\(self)" }
        let hundredths = Int((abs(self) * 100).rounded())
        let fraction = hundredths % 100
        return "\(self < 0 && hundredths > 0 ? "-" : "")\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { writeStandardError(string) }
}

/// Writes the text to standard error (file descriptor 2), unbuffered as `FileHandle.standardError` was.
private func writeStandardError(_ string: String) {
    var text = string
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(2, base + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
