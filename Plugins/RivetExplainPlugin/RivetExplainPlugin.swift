import Foundation
import PackagePlugin

/// `swift package rivet-explain <Key> [--format text|mermaid] [--target NAME]...`: prints where a key is
/// declared and registered, which registration each factory and flow uses, who resolves it and what it
/// resolves, over all the package's Swift targets or the ones named. It only reads, so it needs no
/// permission.
@main
struct RivetExplainPlugin: CommandPlugin {
    /// Runs `rivet explain` over the chosen targets' sources and prints what it prints.
    ///
    /// - Parameters:
    ///   - context: The package and the tool.
    ///   - arguments: The key, then `--format text|mermaid` and `--target NAME` (repeated), in any order.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let format = extractor.extractOption(named: "format").last
        guard let key = extractor.remainingArguments.first, extractor.remainingArguments.count == 1 else {
            Diagnostics.error("rivet-explain: name one key: swift package rivet-explain <Key> [--format text|mermaid] [--target NAME]...")
            return
        }
        let targets = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
            .sorted { $0.name < $1.name }
        // Paths relative to the package, as the explanation prints them: `Sources/App/Graph.swift:10`.
        let directory = context.package.directoryURL.path(percentEncoded: false)
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let files = targets.flatMap { $0.sourceFiles(withSuffix: "swift") }.map { file in
            let path = file.url.path(percentEncoded: false)
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        guard !files.isEmpty else {
            Diagnostics.error("rivet-explain: no Swift sources in the chosen targets")
            return
        }
        let process = Process()
        process.currentDirectoryURL = context.package.directoryURL
        process.executableURL = try context.tool(named: "RivetCLI").url
        // The paths after `--`, so that a file named like an option stays a file.
        process.arguments = ["explain", key] + (format.map { ["--format", $0] } ?? []) + ["--"] + files
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        print(text, terminator: "")
        guard process.terminationStatus == 0 else {
            Diagnostics.error(message.isEmpty ? "rivet-explain: rivet explain exited with status \(process.terminationStatus)" : message)
            return
        }
        // Warnings (a folder with no Swift file) still reach the user.
        if !message.isEmpty { Diagnostics.warning(message) }
    }
}
