/// Draws the dependency graph as a Mermaid flowchart: one node per key, labelled with its lifecycle,
/// and an arrow from each key to each key it resolves, labelled `await` when it awaits it.
struct MermaidRenderer {
    func render(_ graph: DependencyGraph) -> String {
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            lines.append("    \(Self.identifier(node.name))[\"\(node.name)<br/><i>\(node.lifecycle)</i>\"]")
        }
        for edge in graph.edges {
            lines.append("    \(Self.identifier(edge.from)) -->\(edge.isAwaited ? "|await|" : "") \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node identifier Mermaid accepts: the name's ASCII letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
        })
    }
}
