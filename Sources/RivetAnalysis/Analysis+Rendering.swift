/// The formats `rivet graph` draws.
package enum GraphFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart, for Markdown.
    case mermaid
    /// Graphviz DOT.
    case dot
}

extension Analysis {
    /// The dependency graph: each key with its lifecycle, each dependency as an arrow.
    ///
    /// - Parameter format: Mermaid or DOT.
    /// - Returns: The diagram's text.
    package func graph(format: GraphFormat) -> String {
        let graph = DependencyGraph(program)
        switch format {
        case .mermaid: return MermaidRenderer().render(graph)
        case .dot: return DOTRenderer().render(graph)
        }
    }

    /// A Swift file with an `InjectedValues` accessor for each key that lacks one.
    ///
    /// - Parameter ownPaths: Generate only for keys declared in these files (the target's own sources,
    ///   not its dependencies'); nil for all files.
    /// - Returns: The file's text; with no accessor to write, a comment alone.
    package func generatedAccessors(forKeysIn ownPaths: Set<String>? = nil) -> String {
        let own = ownPaths.map { paths in Set(files.indices.filter { paths.contains(files[$0].path) }) }
        return AccessorGenerator().render(program, ownFiles: own)
    }
}
