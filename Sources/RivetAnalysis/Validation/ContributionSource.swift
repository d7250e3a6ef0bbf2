/// How the runtime names where a contribution was made, `AppAssembly (App/Sinks.swift:12)`: the assembly
/// that the factory or flow was built from (whose `assemble(into:)` ran the call, directly or through
/// what it composes), and the call's `#fileID` and `#line`.
///
/// `#fileID` is `Module/File.swift`. The analysis knows files by path, so it takes the module from a
/// SwiftPM layout: the folder after the last `Sources` or `Tests` folder of the path (a target's name,
/// made an identifier as SwiftPM makes module names). A path without one gives the file name alone, and
/// ``module(ofPath:)`` says so, so that a note can tell.
enum ContributionSource {
    /// `AppAssembly (App/Sinks.swift:12)`, or `AppAssembly (Sinks.swift:12)` when the module is not known.
    static func name(_ contribution: Registration, call: SourceLocation, sources: [SourceFile], lines: (SourceLocation) -> Int) -> String {
        let path = sources[call.file].path
        let file = fileName(ofPath: path)
        let place = (module(ofPath: path).map { "\($0)/" } ?? "") + "\(file):\(lines(call))"
        return "\(contribution.assembledBy ?? contribution.assembly ?? "?") (\(place))"
    }

    /// The last component of a path.
    static func fileName(ofPath path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }

    /// The module a file of a SwiftPM package is compiled in, from its path; nil when the path does not tell.
    static func module(ofPath path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let folder = components.dropLast(2).lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return nil }
        let target = components[folder + 1]
        var module = String(target.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if let first = module.first, first.isNumber { module = "_" + module }
        return module
    }
}
