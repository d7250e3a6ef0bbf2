/// What the runtime did and what `rivet check` said about one program, and whether they agree.
struct Verdict {
    enum Runtime { case ran, stopped(message: String), crashedOutsideRivet(String), hung }
    enum Analysis { case clean, noted, warned, errored, crashed(String), hung }
    enum Judgement: String {
        case agreedStopped = "agreed (stopped, reported)"
        case agreedNoted = "agreed (stopped, noted)"
        case agreedRan = "agreed (ran)"
        case warnedStopped = "WARNED (stopped)"
        case warnedRan = "WARNED (ran)"
        case silentMiss = "SILENT MISS"
        case falseError = "FALSE ERROR"
        case generatorBug = "GENERATOR BUG"
        case analysisFailure = "ANALYSIS FAILURE"
        case runtimeHang = "RUNTIME HANG"
    }

    var runtime: Runtime
    var analysis: Analysis
    var analysisOutput: String
    /// A second `rivet check` of the same program printed something else.
    var flaky = false

    static func runtime(status: Int32, signalled: Bool, timedOut: Bool, stderr: String) -> Runtime {
        if timedOut { return .hung }
        if status == 0 && !signalled { return .ran }
        if let line = stderr.split(separator: "\n").first(where: { $0.contains("Rivet:") }) {
            return .stopped(message: String(line))
        }
        return .crashedOutsideRivet("status \(status): " + String(stderr.suffix(300)))
    }

    static func analysis(status: Int32, signalled: Bool, timedOut: Bool, output: String) -> Analysis {
        if timedOut { return .hung }
        if signalled || status > 1 { return .crashed("status \(status): " + String(output.suffix(300))) }
        let lines = output.split(separator: "\n")
        if lines.contains(where: { $0.contains(" error: ") || $0.hasPrefix("error: ") }) { return .errored }
        if lines.contains(where: { $0.contains(" warning: ") || $0.hasPrefix("warning: ") }) { return .warned }
        if lines.contains(where: { $0.contains("note:") }) { return .noted }
        if status != 0 { return .crashed("status \(status) with no diagnostic: " + String(output.suffix(300))) }
        return .clean
    }

    var judgement: Judgement {
        switch (runtime, analysis) {
        case (.crashedOutsideRivet, _): .generatorBug
        case (.hung, _): .runtimeHang
        case (_, .crashed), (_, .hung): .analysisFailure
        case (.stopped, .errored): .agreedStopped
        case (.stopped, .warned): .warnedStopped
        case (.ran, .warned): .warnedRan
        case (.stopped, .noted): .agreedNoted
        case (.stopped, .clean): .silentMiss
        case (.ran, .errored): .falseError
        case (.ran, _): .agreedRan
        }
    }

    /// The line a disagreement prints after its seed: what the runtime or the analysis said.
    var evidence: String {
        switch (runtime, analysis) {
        case (.crashedOutsideRivet(let text), _): "runtime crashed outside Rivet: " + text.replacingOccurrences(of: "\n", with: " | ")
        case (.hung, _): "the program did not end"
        case (_, .crashed(let text)): "rivet check crashed: " + text.replacingOccurrences(of: "\n", with: " | ")
        case (_, .hung): "rivet check did not end"
        case (.stopped(let message), _): "runtime: " + message.trimmingCharacters(in: .whitespaces)
        case (.ran, _): "rivet: " + (analysisOutput.split(separator: "\n").first { $0.contains(" error: ") }.map(String.init) ?? "")
        }
    }
}

/// What one `rivet check --stats --unattributed` printed: the diagnostics, each site it could not attribute, and the
/// counts of sites (standard error).
struct CheckReport {
    /// The diagnostic lines, with a `note:` line for each unattributed site (what `rivet check` alone notes).
    var diagnostics = ""
    var unattributed: [String] = []
    var sites = (found: 0, attributed: 0)

    init(output: String, error: String) {
        var lines: [String] = []
        for line in output.split(separator: "\n").map(String.init) {
            if [" error: ", " warning: ", " note: "].contains(where: line.contains) || line.hasPrefix("error: ") || line.hasPrefix("warning: ") {
                lines.append(line)
            } else if line.hasPrefix("Sources/") {
                unattributed.append(line)
            } else if !line.isEmpty {
                lines.append(line)
            }
        }
        if !unattributed.isEmpty { lines.append("note: \(unattributed.count) resolution sites not attributed") }
        for line in error.split(separator: "\n").map(String.init) {
            if line.hasPrefix("rivet: analysed") || line.hasPrefix("  ") { continue }
            if let range = line.range(of: " resolution sites: "), line.hasPrefix("rivet: ") {
                let found = Int(line[line.index(line.startIndex, offsetBy: 7)..<range.lowerBound]) ?? 0
                let attributed = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
                sites = (found, attributed)
                continue
            }
            lines.append(line)
        }
        diagnostics = lines.joined(separator: "\n")
    }
}
