/// Leaves the problems inside a dependency target to that target's own check, so that a build of several
/// targets prints each once.
///
/// The build plugin checks a target with its local dependencies' sources as context, which it needs for
/// problems across targets. A problem that lies in a dependency's files and that the dependency's own
/// check finds (over its files and its own dependencies', as part of a program) is printed there, not
/// again here: but only if that dependency is checked by the plugin too, which its work directory shows,
/// marked in the same planning as this target's.
struct DependencyReporting {
    struct Dependency {
        var name: String
        /// Its local dependencies' names, comma-separated.
        var dependencies: String
        var directory: String
    }

    var target: String?
    var pluginOutputs: String?
    var dependencies: [Dependency] = []
    /// The local executable and test targets that depend on the target: where the plugin checks one of them
    /// too, it checks a whole program, this target's sources included.
    var dependents: [String] = []

    /// Whether the plugin checks, in this same build, an executable or test target that depends on this one:
    /// then the rules only a whole program can judge run there.
    var isCheckedWholeElsewhere: Bool {
        guard let target, let pluginOutputs, let ownMark = Self.planned(target, in: pluginOutputs) else { return false }
        return dependents.contains { dependent in
            Self.planned(dependent, in: pluginOutputs).map { abs($0 - ownMark) < Self.planningWindow } ?? false
        }
    }

    /// How far apart two targets' planning marks may be and still come from one planning.
    static let planningWindow: Double = 120

    /// The diagnostics to print: all of them, except those in a checked dependency's files that its own
    /// check reports.
    func toPrint(_ diagnostics: [Diagnostic], files: [SourceFile], own: Set<String>, isPartial: Bool) -> [Diagnostic] {
        guard let target, let pluginOutputs, !dependencies.isEmpty,
            let ownMark = Self.planned(target, in: pluginOutputs)
        else { return diagnostics }
        var reported: [String: Set<Diagnostic>] = [:]
        return diagnostics.filter { diagnostic in
            guard !own.contains(diagnostic.path), let owner = owner(of: diagnostic.path),
                let mark = Self.planned(owner.name, in: pluginOutputs), abs(mark - ownMark) < Self.planningWindow
            else { return true }
            if reported[owner.name] == nil { reported[owner.name] = ownCheck(of: owner, files: files, isPartial: isPartial) }
            let theirs = reported[owner.name]!
            // A file's note about unattributed sites counts what each check could follow, which differs: the
            // dependency's own note for that file stands for this one.
            if case .unattributed = diagnostic.kind {
                return !theirs.contains { $0.path == diagnostic.path && $0.kind.rule == diagnostic.kind.rule }
            }
            return !theirs.contains(diagnostic)
        }
    }

    /// When the plugin planned the target's check, if it did (seconds since 1970).
    private static func planned(_ target: String, in outputs: String) -> Double? {
        let folder = outputs.hasSuffix("/") ? outputs : outputs + "/"
        return FileSystem.modificationTime(of: folder + target + "/destination/RivetBuildPlugin/planned")
    }

    /// The dependency target whose folder holds the file.
    private func owner(of path: String) -> Dependency? {
        dependencies.filter { path.hasPrefix($0.directory.hasSuffix("/") ? $0.directory : $0.directory + "/") }
            .max { $0.directory.count < $1.directory.count }
    }

    /// What the dependency's own check reports: over its files and its dependencies', as part of a program;
    /// one that this check, of a whole program, reads too.
    private func ownCheck(of dependency: Dependency, files: [SourceFile], isPartial: Bool) -> Set<Diagnostic> {
        let names = Set([dependency.name] + dependency.dependencies.split(separator: ",").map(String.init))
        let sees = files.filter { file in owner(of: file.path).map { names.contains($0.name) } ?? false }
        let options = Analysis.Options(isPartial: true, isCheckedWholeElsewhere: !isPartial)
        return Set(Analysis(files: sees, options: options).reportedDiagnostics)
    }
}
