import Foundation

/// Writes batches of programs as one package (an executable target each) depending on Rivet by path,
/// builds each batch once, runs every program in its own process and judges it with `rivet check`.
struct Driver {
    let root: String          // the repository
    let work: String          // <root>/.build-differential
    var package: String { work + "/batch" }
    /// Where the batches build: RIVET_SCRATCH when set (CI passes the root package's .build, where Rivet and the
    /// tool are built already), else <work>/scratch.
    var scratch: String { ProcessInfo.processInfo.environment["RIVET_SCRATCH"] ?? work + "/scratch" }
    var log: (String) -> Void = { print($0) }

    var binPath = ""
    var rivet = ""

    var buildSeconds = 0.0, runSeconds = 0.0, checkSeconds = 0.0
    var counts: [Verdict.Judgement: Int] = [:]
    var disagreements: [(UInt64, Verdict.Judgement, ProgramModel)] = []
    /// Per mistake: programs, stopped, silent, false errors.
    var byMistake: [String: [Verdict.Judgement: Int]] = [:]
    var byTag: [String: (programs: Int, silent: Int, falseErrors: Int)] = [:]
    /// Programs the runtime stopped, by the read of the launch code that stopped: how many, how many silent.
    var byStoppingRead: [String: (stopped: Int, silent: Int)] = [:]
    /// One line a program: seed, verdict, the read that stopped, summary, evidence (written as results.tsv).
    var results: [String] = []
    /// Disagreements whose second `rivet check` printed something else.
    var flaky = 0
    /// Resolution sites over the run (`rivet check --stats`): found, attributed to a factory or flow.
    var sitesFound = 0, sitesAttributed = 0
    /// Each site the analysis could not attribute (`rivet check --unattributed`): seed, then the listing.
    var unattributed: [(seed: UInt64, listing: String)] = []
    /// Programs with a warning and no error: every read of the launch code always runs, so a warning is owed an error
    /// (the runtime stopped) or nothing (it ran).
    var warned: [(UInt64, Verdict.Judgement)] = []

    init(root: String) {
        self.root = root
        work = root + "/.build-differential"
    }

    /// Builds the `rivet` tool from the batch package (which depends on the repository by path).
    mutating func prepare() throws {
        try writePackage([])
        let tool = try Shell.run(["swift", "build", "--package-path", package, "--scratch-path", scratch, "--product", "rivet"])
        guard tool.status == 0 else {
            throw Failure("the rivet tool does not build:\n" + (tool.output + tool.error).suffix(3000))
        }
        binPath = try Shell.run(["swift", "build", "--package-path", package, "--scratch-path", scratch, "--show-bin-path"])
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        rivet = binPath + "/rivet"
    }

    static func target(_ seed: UInt64) -> String { "P\(seed)" }

    func writePackage(_ programs: [ProgramModel]) throws {
        let fm = FileManager.default
        let sources = package + "/Sources"
        try? fm.removeItem(atPath: sources)
        try fm.createDirectory(atPath: sources, withIntermediateDirectories: true)
        for program in programs { try write(program, into: sources + "/" + Self.target(program.seed)) }
        let targets = programs.map {
            "        .executableTarget(name: \"\(Self.target($0.seed))\", dependencies: [.product(name: \"Rivet\", package: \"Rivet\")]),\n"
        }.joined()
        let manifest = """
            // swift-tools-version: 6.0
            // Written by Tests/Differential: one batch of generated programs, an executable target each.
            import PackageDescription

            let package = Package(
                name: "DifferentialBatch",
                platforms: [.macOS(.v13)],
                dependencies: [.package(name: "Rivet", path: "\(root)")],
                targets: [
            \(targets)    ],
                swiftLanguageModes: [.v6]
            )

            """
        let path = package + "/Package.swift"
        if (try? String(contentsOfFile: path, encoding: .utf8)) != manifest {
            try manifest.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func write(_ program: ProgramModel, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in SwiftEmitter.files(program) {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
    }

    /// Builds, runs and judges one batch. Programs that do not compile are generator bugs: reported, left
    /// out, and the rest built again.
    mutating func check(_ batch: [ProgramModel]) throws {
        var programs = batch
        var attempt = 0
        while true {
            try writePackage(programs)
            let build = try Shell.run(["swift", "build", "--package-path", package, "--scratch-path", scratch])
            buildSeconds += build.seconds
            if build.status == 0 { break }
            let text = build.output + build.error
            let failing = Set(programs.map(\.seed).filter { text.contains("/Sources/\(Self.target($0))/") && text.contains("error:") })
            let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(12).joined(separator: "\n")
            attempt += 1
            guard !failing.isEmpty, attempt < 4 else { throw Failure("a batch does not build and no program is to blame:\n" + errors) }
            for seed in failing.sorted() {
                let lines = text.split(separator: "\n").filter { $0.contains("/\(Self.target(seed))/") && $0.contains("error:") }.prefix(3)
                log("GENERATOR BUG  seed \(seed)  does not compile: " + lines.joined(separator: " | "))
                counts[.generatorBug, default: 0] += 1
            }
            programs.removeAll { failing.contains($0.seed) }
            if programs.isEmpty { return }
        }
        for program in programs { try judge(program) }
        // Each program's binary and objects are used once: keep the scratch folder small.
        let fm = FileManager.default
        for program in programs {
            let name = Self.target(program.seed)
            for folder in [binPath, binPath + "/Modules"] {
                for entry in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where entry == name || entry.hasPrefix(name + ".") {
                    try? fm.removeItem(atPath: folder + "/" + entry)
                }
            }
        }
    }

    mutating func judge(_ program: ProgramModel) throws {
        let name = Self.target(program.seed)
        let run = try Shell.run([binPath + "/" + name], environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: 30)
        runSeconds += run.seconds
        let arguments = [rivet, "check", "--stats", "--unattributed", "Sources/" + name]
        let check = try Shell.run(arguments, in: package, timeout: 60)
        checkSeconds += check.seconds
        let report = CheckReport(output: check.output, error: check.error)
        sitesFound += report.sites.found
        sitesAttributed += report.sites.attributed
        unattributed += report.unattributed.map { (program.seed, $0) }
        var verdict = Verdict(
            runtime: Verdict.runtime(status: run.status, signalled: run.signalled, timedOut: run.timedOut, stderr: run.error),
            analysis: Verdict.analysis(status: check.status, signalled: check.signalled, timedOut: check.timedOut, output: report.diagnostics),
            analysisOutput: report.diagnostics
        )
        // A disagreement is checked twice: an analysis that says something else the second time is a finding
        // of its own (Swift's hashing is seeded per process, so an analysis that iterates a Set can vary).
        if [.silentMiss, .falseError].contains(verdict.judgement) {
            let again = try Shell.run(arguments, in: package, timeout: 60)
            checkSeconds += again.seconds
            if again.output != check.output || again.status != check.status {
                verdict.flaky = true
                flaky += 1
            }
        }
        record(program, verdict)
    }

    /// The read of the launch code the runtime stopped in, as `root.<holder>` or `flow.<holder>`: the step
    /// that reads the first key of the message's chain (a host built by a make is read through `Page<s>Key`).
    static func stoppingRead(_ program: ProgramModel, _ message: String) -> String? {
        func firstKey(after marker: String) -> String? {
            guard let range = message.range(of: marker) else { return nil }
            let name = message[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
            return name.hasSuffix("Key") ? String(name) : nil
        }
        guard let key = firstKey(after: "chain ") ?? firstKey(after: "(") else { return nil }
        let flowNotRunning = message.contains("with no flow running")
        let steps = program.steps.enumerated().filter { s, step in
            key == "Page\(s)Key" || (program.keys[step.key].typeName == key && step.holder != .makeHost)
        }
        guard let (_, step) = steps.first(where: { !flowNotRunning || !$0.1.inFlow }) ?? steps.first else { return "an inner key (no read of the chain's first key)" }
        return (step.inFlow ? (step.plainFlow ? "plainflow." : "flow.") : "root.") + step.holder.rawValue
    }

    mutating func record(_ program: ProgramModel, _ verdict: Verdict) {
        let judgement = verdict.judgement
        counts[judgement, default: 0] += 1
        byMistake[program.mistake.rawValue, default: [:]][judgement, default: 0] += 1
        var stoppedAt = "-"
        if case .stopped(let message) = verdict.runtime { stoppedAt = Self.stoppingRead(program, message) ?? "?" }
        results.append([String(program.seed), judgement.rawValue, stoppedAt, program.summary, verdict.evidence].joined(separator: "\t"))
        if stoppedAt != "-" {
            var entry = byStoppingRead[stoppedAt] ?? (0, 0)
            entry.stopped += 1
            if judgement == .silentMiss { entry.silent += 1 }
            byStoppingRead[stoppedAt] = entry
        }
        for tag in program.shape {
            var entry = byTag[tag] ?? (0, 0, 0)
            entry.programs += 1
            if judgement == .silentMiss { entry.silent += 1 }
            if judgement == .falseError { entry.falseErrors += 1 }
            byTag[tag] = entry
        }
        switch judgement {
        case .agreedRan, .agreedNoted, .agreedStopped: break
        case .warnedStopped, .warnedRan:
            warned.append((program.seed, judgement))
            log("\(judgement.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) seed \(program.seed)  \(program.summary)  || "
                + (verdict.analysisOutput.split(separator: "\n").first { $0.contains(" warning: ") }.map(String.init) ?? ""))
        default:
            disagreements.append((program.seed, judgement, program))
            log("\(judgement.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) seed \(program.seed)  \(program.summary)  || \(verdict.evidence)"
                + (verdict.flaky ? "  [FLAKY: a second rivet check printed something else]" : ""))
        }
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
