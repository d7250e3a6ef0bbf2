/// Draws the dependency graph as a Mermaid flowchart: one node per key, labelled with its lifecycle,
/// and an arrow from each key to each key it resolves, labelled `await` when it awaits it, and with what
/// makes it when that is a contribution (`contribution`, `at "console"`) or a hook (`onCreate`, `decorate`).
struct MermaidRenderer {
    func render(_ graph: DependencyGraph) -> String {
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            lines.append("    \(Self.identifier(node.name))[\"\(node.name)<br/><i>\(node.lifecycle)</i>\"]")
        }
        for edge in graph.edges {
            lines.append("    \(Self.identifier(edge.from)) -->\(edge.text.map(Self.edgeLabel) ?? "") \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `|await|`, or `|"at #quot;console#quot;"|` for a label with more than letters, spaces and commas.
    static func edgeLabel(_ text: String) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == " " || $0 == ",") }
        return isPlain ? "|\(text)|" : "|\"\(text.replacingOccurrences("\"", with: "#quot;"))\"|"
    }

    /// A node identifier Mermaid accepts: the name's ASCII letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
        })
    }
}
