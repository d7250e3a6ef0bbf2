import Foundation

// differential --root <repo> --seed S [--count N] [--batch B] [--replay] [--generate-only DIR] [--without-shapes]
//
// Checks programs S, S+1, ..., S+N-1 (each generated from its own seed), or with --replay writes program S
// to .build-differential/replay/P<S>/ and judges it alone. Exits 1 on a generator bug (a program that does
// not compile or stops outside Rivet, or hangs), a silent miss, a false error, a warning (every generated read
// always runs), an analysis crash or a driver failure.

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let root = option("--root") ?? FileManager.default.currentDirectoryPath
let seed = UInt64(option("--seed") ?? "1") ?? 1
let count = Int(option("--count") ?? "40") ?? 40
let batchSize = Int(option("--batch") ?? "50") ?? 50
let replay = arguments.contains("--replay")
Generator.drawsShapes = !arguments.contains("--without-shapes")

func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole)) }

do {
    var driver = Driver(root: root)
    if let folder = option("--generate-only") {
        // Writes programs without building them (to read them, or to test the generator alone).
        for s in seed..<(seed + UInt64(count)) { try driver.write(Generator.program(seed: s), into: folder + "/" + Driver.target(s)) }
        print("differential: wrote \(count) programs to \(folder)")
        exit(0)
    }
    let start = Date()
    if replay {
        let program = Generator.program(seed: seed)
        let folder = root + "/.build-differential/replay/" + Driver.target(seed)
        try? FileManager.default.removeItem(atPath: folder)
        try driver.write(program, into: folder)
        print("differential: program \(seed) written to \(folder)")
        print("  \(program.summary)")
    }
    try driver.prepare()
    let seeds = replay ? [seed] : Array(seed..<(seed + UInt64(count)))
    print("differential: \(seeds.count) program(s) from seed \(seed), batches of \(batchSize)")
    for start in stride(from: 0, to: seeds.count, by: batchSize) {
        let batch = seeds[start..<min(start + batchSize, seeds.count)].map(Generator.program(seed:))
        try driver.check(batch)
        let done = min(start + batchSize, seeds.count)
        if done < seeds.count {
            print("  ... \(done)/\(seeds.count): \(driver.counts[.silentMiss] ?? 0) silent, \(driver.counts[.falseError] ?? 0) false errors")
        }
    }
    let seconds = Date().timeIntervalSince(start)
    try (driver.results.joined(separator: "\n") + "\n").write(toFile: root + "/.build-differential/results.tsv", atomically: true, encoding: .utf8)
    try (driver.unattributed.map { "\($0.seed)\t\($0.listing)\n" }.joined())
        .write(toFile: root + "/.build-differential/unattributed.tsv", atomically: true, encoding: .utf8)

    let c = { (j: Verdict.Judgement) in driver.counts[j] ?? 0 }
    let judged = driver.counts.values.reduce(0, +)
    print("")
    print("differential: \(judged) programs from seed \(seed)")
    print("  runtime stopped: \(c(.agreedStopped) + c(.agreedNoted) + c(.silentMiss))"
        + " (reported \(c(.agreedStopped)), noted only \(c(.agreedNoted)), silent \(c(.silentMiss)))")
    print("  runtime ran:     \(c(.agreedRan) + c(.falseError)) (no error \(c(.agreedRan)), false error \(c(.falseError)))")
    print("  SILENT MISSES: \(c(.silentMiss))   FALSE ERRORS: \(c(.falseError))"
        + "   WARNINGS (every read always runs): \(c(.warnedStopped) + c(.warnedRan)) (stopped \(c(.warnedStopped)), ran \(c(.warnedRan)))")
    print("  resolution sites: \(driver.sitesFound), attributed \(driver.sitesAttributed) (\(percent(driver.sitesAttributed, driver.sitesFound))),"
        + " not attributed \(driver.sitesFound - driver.sitesAttributed) (each in .build-differential/unattributed.tsv)")
    if driver.flaky > 0 { print("  disagreements whose second rivet check printed something else (FLAKY): \(driver.flaky)") }
    if c(.analysisFailure) > 0 { print("  analysis crashes or hangs: \(c(.analysisFailure))") }
    if c(.generatorBug) + c(.runtimeHang) > 0 { print("  GENERATOR BUGS: \(c(.generatorBug)), runtime hangs: \(c(.runtimeHang))") }

    print("\n  by mistake          programs  stopped  silent  false-error")
    for (mistake, judgements) in driver.byMistake.sorted(by: { $0.key < $1.key }) {
        let total = judgements.values.reduce(0, +)
        let stopped = (judgements[.agreedStopped] ?? 0) + (judgements[.agreedNoted] ?? 0) + (judgements[.silentMiss] ?? 0)
        print("  " + mistake.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(format: "%8d %8d %7d %12d", total, stopped, judgements[.silentMiss] ?? 0, judgements[.falseError] ?? 0))
    }
    if !driver.byStoppingRead.isEmpty {
        print("\n  stopped programs by the read that stopped   stopped  silent")
        for (read, entry) in driver.byStoppingRead.sorted(by: { ($0.value.silent, $0.value.stopped, $1.key) > ($1.value.silent, $1.value.stopped, $0.key) }) {
            print("  " + read.padding(toLength: 42, withPad: " ", startingAt: 0) + String(format: "%8d %7d", entry.stopped, entry.silent))
        }
    }
    let tagged = driver.byTag.filter { $0.value.silent + $0.value.falseErrors > 0 && !$0.key.hasPrefix("mistake=") }
    if !tagged.isEmpty {
        print("\n  by shape (programs with the feature)       programs  silent  false-error")
        for (tag, entry) in tagged.sorted(by: { ($0.value.silent + $0.value.falseErrors, $1.key) > ($1.value.silent + $1.value.falseErrors, $0.key) }) {
            print("  " + tag.padding(toLength: 42, withPad: " ", startingAt: 0)
                + String(format: "%8d %7d %12d", entry.programs, entry.silent, entry.falseErrors)
                + "   (\(percent(entry.silent + entry.falseErrors, entry.programs)) disagree)")
        }
    }
    if !driver.unattributed.isEmpty {
        // By what stopped the analysis, the program's own numbers and names made alike (`Coordinator3` -> `Coordinator#`).
        func shape(_ text: Substring) -> String {
            String(text).replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression)
        }
        var byConstruct: [String: [(UInt64, String)]] = [:]
        for (seed, listing) in driver.unattributed {
            // `path:line:column: <form> <text>: <construct>`: the construct follows the first ": " after the form's text.
            let afterLocation = listing.split(separator: " ", maxSplits: 1).last ?? ""
            let parts = afterLocation.components(separatedBy: ": ")
            let form = afterLocation.split(separator: " ").first.map(String.init) ?? ""
            let construct = parts.count > 1 ? parts.dropFirst().joined(separator: ": ") : String(afterLocation)
            byConstruct[form + ": " + shape(Substring(construct)), default: []].append((seed, listing))
        }
        print("\n  sites not attributed, by form and construct      sites  (seeds)")
        for (construct, sites) in byConstruct.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            let seeds = Array(Set(sites.map(\.0))).sorted().prefix(8).map(String.init).joined(separator: " ")
            print("  \(sites.count)\t\(construct)  (seeds \(seeds))")
        }
        print("\n  every site not attributed (seed, site):")
        for (seed, listing) in driver.unattributed { print("  \(seed)\t\(listing)") }
    }
    if !driver.warned.isEmpty {
        print("  warned seeds: " + driver.warned.map { "\($0.0)" + ($0.1 == .warnedStopped ? "(stopped)" : "(ran)") }.joined(separator: " "))
    }
    if !driver.disagreements.isEmpty {
        print("\n  replay one: bash Tests/Differential/run.sh --seed <seed> --replay")
        let silent = driver.disagreements.filter { $0.1 == .silentMiss }.map { String($0.0) }
        let falseErrors = driver.disagreements.filter { $0.1 == .falseError }.map { String($0.0) }
        if !silent.isEmpty { print("  silent-miss seeds: " + silent.joined(separator: " ")) }
        if !falseErrors.isEmpty { print("  false-error seeds: " + falseErrors.joined(separator: " ")) }
    }
    print(String(format: "\n  time: %.0f s (build %.0f s, run %.0f s, rivet check %.0f s): %.2f s a program",
                 seconds, driver.buildSeconds, driver.runSeconds, driver.checkSeconds, seconds / Double(max(judged, 1))))
    // Any disagreement fails the run: over 2,000 programs there is none (README.md, "Last measured").
    exit(c(.generatorBug) + c(.runtimeHang) + c(.silentMiss) + c(.falseError) + c(.analysisFailure) + c(.warnedStopped) + c(.warnedRan) > 0 ? 1 : 0)
} catch {
    print("differential: FAILED: \(error)")
    exit(1)
}
