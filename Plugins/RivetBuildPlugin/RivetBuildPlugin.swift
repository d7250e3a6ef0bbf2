import Foundation
import PackagePlugin

/// Checks a target's Rivet dependency graph on every build, and generates the `InjectedValues`
/// accessors its keys lack.
///
/// It runs `rivet check` over the target's Swift sources and those of the local targets it depends on.
/// A dependency cycle, a captive dependency, a flow-scoped key resolved where no flow runs, or (in an
/// executable or test target) a key that nothing registers fails the build with `File.swift:LINE:COL: error:
/// Rivet: ...` on the offending line. Add it to a target:
///
/// ```swift
/// .executableTarget(
///     name: "App",
///     dependencies: [.product(name: "Rivet", package: "Rivet")],
///     plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
/// )
/// ```
@main
struct RivetBuildPlugin: BuildToolPlugin {
    /// The one build command: check the graph and write the generated accessors.
    ///
    /// - Parameters:
    ///   - context: Where the tool and the plugin's work directory are.
    ///   - target: The target being built.
    /// - Returns: A command that runs whenever one of the sources changes.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let own = module.sourceFiles(withSuffix: "swift").map(\.url)
        // The package's own targets only: Rivet's sources (a package dependency) declare the protocols.
        let local = Set(context.package.targets.map(\.id))
        let dependencyTargets = module.recursiveTargetDependencies
            .filter { local.contains($0.id) }
            .compactMap { $0 as? SourceModuleTarget }
        let dependencies = dependencyTargets.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        let output = context.pluginWorkDirectoryURL.appending(path: "RivetAccessors.swift")
        var arguments = ["check", "--generate", output.path(percentEncoded: false)]
        // An executable, and a test target (whose tests build their factories), is a whole program; a library
        // is part of one.
        if module.kind != .executable, module.kind != .test { arguments.append("--partial") }
        // A test target does not see the app target that registers its libraries' interface keys.
        if module.kind == .test { arguments.append("--test-target") }
        arguments += Self.requestedArguments()
        for file in dependencies { arguments += ["--context", file.path(percentEncoded: false)] }
        arguments += reportingArguments(context: context, target: module, dependencies: dependencyTargets, local: local)
        arguments += own.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Rivet: checking the dependency graph of \(target.name)",
                executable: try context.tool(named: "RivetCLI").url,
                arguments: arguments,
                inputFiles: own + dependencies,
                outputFiles: [output]
            ),
        ]
    }
}

extension RivetBuildPlugin {
    /// What the user asked for through the environment of the build: `RIVET_STATS=1 swift build` (or
    /// `xcodebuild`) adds `--stats`, so that each target's check prints how many files it read and how
    /// many resolution sites it found, attributed and could not attribute.
    static func requestedArguments() -> [String] {
        ProcessInfo.processInfo.environment["RIVET_STATS"] == "1" ? ["--stats"] : []
    }

    /// What lets the check leave a dependency target's own problems to that target's check, so that each
    /// is printed once: this target's name, where every target's plugin work directory is, and each local
    /// dependency target's name, folder and dependencies. Planning marks this target's work directory;
    /// the check takes a dependency's mark, made in the same planning, as proof that it is checked too.
    func reportingArguments(
        context: PluginContext, target: SourceModuleTarget, dependencies: [SourceModuleTarget], local: Set<Target.ID>
    ) -> [String] {
        let workDirectory = context.pluginWorkDirectoryURL
        try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        guard (try? Data().write(to: workDirectory.appending(path: "planned"))) != nil else { return [] }
        // …/plugins/outputs/<package>/<target>/destination/RivetBuildPlugin
        let outputs = workDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var arguments = ["--target", target.name, "--plugin-outputs", outputs.path(percentEncoded: false)]
        // The programs that use this target: where the plugin checks one, it checks this target's sources too.
        let dependents = context.package.targets.filter { other in
            let kind = (other as? SourceModuleTarget)?.kind
            return (kind == .executable || kind == .test) && other.recursiveTargetDependencies.contains { $0.id == target.id }
        }
        for dependent in dependents { arguments += ["--dependent-target", dependent.name] }
        for dependency in dependencies {
            let names = dependency.recursiveTargetDependencies.filter { local.contains($0.id) }.map(\.name)
            arguments += [
                "--dependency-target", dependency.name, names.joined(separator: ","),
                dependency.directoryURL.path(percentEncoded: false),
            ]
        }
        return arguments
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RivetBuildPlugin: XcodeBuildToolPlugin {
    /// The same check in an Xcode project target, over its Swift files. An Xcode target's other targets
    /// are not visible here, so its files count as part of a program (`--partial`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.path).filter { $0.extension == "swift" }
        let output = context.pluginWorkDirectory.appending("RivetAccessors.swift")
        return [
            .buildCommand(
                displayName: "Rivet: checking the dependency graph of \(target.displayName)",
                executable: try context.tool(named: "RivetCLI").path,
                arguments: ["check", "--partial", "--generate", output.string] + Self.requestedArguments() + files.map(\.string),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}
#endif
