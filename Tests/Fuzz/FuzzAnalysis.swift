// libFuzzer entry point for RivetAnalysis: compiled together with the library's sources by
// Tests/Fuzz/fuzz.sh (not by `swift build`). Any crash, sanitizer report or timeout is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    // The lexer: tokens in order, inside the input, never empty.
    let (tokens, _) = Lexer.tokenize(bytes)
    var previousEnd: Int32 = 0
    for token in tokens {
        precondition(token.start >= previousEnd && token.end > token.start && Int(token.end) <= bytes.count)
        previousEnd = token.end
    }

    // The whole pipeline, on the input as one file and split in two at its first newline (so that
    // declarations in one file meet uses in the other), with both options.
    let split = bytes.firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
    let two = [SourceFile(path: "A.swift", bytes: Array(bytes[..<split])), SourceFile(path: "B.swift", bytes: Array(bytes[split...]))]
    for files in [[SourceFile(path: "A.swift", bytes: bytes)], two] {
        for partial in [false, true] {
            let analysis = Analysis(files: files, options: Analysis.Options(isPartial: partial))
            for diagnostic in analysis.reportedDiagnostics {
                precondition(diagnostic.line >= 1 && diagnostic.column >= 1)
                precondition(diagnostic.description.contains(": Rivet: "))
            }
            // Every resolution site is judged or named, never by the fallback that means a bug.
            for site in analysis.sites {
                precondition(site.line >= 1 && site.column >= 1)
                precondition(site.construct.map { !$0.isEmpty && !$0.contains("a bug in the analysis") } ?? true, site.listing)
            }
            _ = analysis.graph(format: .mermaid)
            _ = analysis.graph(format: .dot)
            _ = analysis.generatedAccessors()
            // `rivet explain`: a few keys in both formats, by type and accessor, and a name that is no key.
            for key in analysis.program.keys.prefix(4) {
                for format in ExplanationFormat.allCases { _ = try? analysis.explanation(of: key.name, format: format) }
            }
            for accessor in analysis.program.accessorKey.keys.sorted().prefix(2) { _ = try? analysis.explanation(of: accessor) }
            _ = try? analysis.explanation(of: "\\.ses.sion.self")
        }
    }
    return 0
}
