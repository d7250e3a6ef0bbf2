/// Draws the dependency graph in Graphviz DOT: one node per key, labelled with its lifecycle, and an
/// edge from each key to each key it resolves, labelled `await` when it awaits it, and with what makes it
/// when that is a contribution or a hook.
struct DOTRenderer {
    func render(_ graph: DependencyGraph) -> String {
        var lines = ["digraph Rivet {", "    rankdir=LR;", "    node [shape=box];"]
        for node in graph.nodes {
            lines.append("    \(Self.quoted(node.name)) [label=\(Self.quoted("\(node.name)\\n\(node.lifecycle)"))];")
        }
        for edge in graph.edges {
            lines.append("    \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(edge.text.map { " [label=\(Self.quoted($0))]" } ?? "");")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// `self` with every `target` replaced, without Foundation.
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
