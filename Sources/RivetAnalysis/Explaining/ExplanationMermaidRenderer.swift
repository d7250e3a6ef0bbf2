/// Draws a key's neighbourhood as a Mermaid flowchart, in the style of ``MermaidRenderer``: every key
/// from which a chain reaches it, the keys it resolves two levels down, the factory constants and
/// `@Injected` properties where those chains start, and a dotted arrow from each factory or flow whose
/// assemblies register the key, labelled with the lifecycle in force there (or with how many contributions
/// make a collection key there). The key has a thick border.
struct ExplanationMermaidRenderer {
    let explanation: KeyExplanation

    /// How many levels of dependencies it draws below the key.
    static let dependencyDepth = 2

    func render() -> String {
        let program = explanation.program
        let reverse = explanation.reverse
        var included: Set<Int> = [explanation.key]
        var queue = [explanation.key]
        while let key = queue.popLast() {
            for dependent in reverse.dependents[key] ?? [] where included.insert(dependent.key).inserted {
                queue.append(dependent.key)
            }
        }
        var level = [explanation.key]
        for _ in 0..<Self.dependencyDepth {
            level = level.flatMap { key in
                program.builds(of: key).flatMap { build -> [Int] in
                    guard case .resolutions(let resolutions) = build.code else { return [] }
                    return resolutions.flatMap { program.keys(of: $0) }
                }
            }.filter { included.insert($0).inserted }
        }
        let names = Set(included.map { program.keys[$0].displayName })
        var graph = DependencyGraph(program)
        graph.nodes.removeAll { !names.contains($0.name) }
        graph.edges.removeAll { !names.contains($0.from) || !names.contains($0.to) }
        var lines = MermaidRenderer().render(graph).split(separator: "\n").map(String.init)
        lines += entries(reaching: included)
        lines.append("    style \(MermaidRenderer.identifier(explanation.entry.displayName)) stroke-width:3px")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The nodes and arrows of the factories, flows and `@Injected` properties that reach `keys`.
    private func entries(reaching keys: Set<Int>) -> [String] {
        let program = explanation.program
        var nodes: [String] = []
        var arrows: [String] = []
        let key = MermaidRenderer.identifier(explanation.entry.displayName)
        for (index, found) in explanation.inForce.enumerated() {
            let id = (found.construction.isFlow ? "flow" : "factory") + "\(index + 1)"
            // Each as `--> Key`, or `-->|await| Key` for `try await factory.resolve(Key.self)`.
            var targets: [String] = []
            for resolution in found.construction.resolutions where !found.construction.isFlow {
                for target in program.keys(of: resolution) where keys.contains(target) {
                    let name = (resolution.isAwaited ? "|await| " : " ") + MermaidRenderer.identifier(program.keys[target].displayName)
                    if !targets.contains(name) { targets.append(name) }
                }
            }
            arrows += targets.map { "    \(id) -->\($0)" }
            switch found.outcome {
            case .registered(let registration, _):
                arrows.append("    \(id) -.->|\(explanation.lifecycle(registration))| \(key)")
            case .contributed(let contributions):
                arrows.append("    \(id) -.->|\(contributions.count == 1 ? "1 contribution" : "\(contributions.count) contributions")| \(key)")
            case .unregistered, .unknown:
                if targets.isEmpty { continue }
            }
            nodes.append("    \(id)([\"\(Self.escaped(found.label))\"])")
        }
        // One node per type (or per accessor, for a property outside one), listing its properties.
        var hosts: [(id: String, name: String, labels: [String], targets: [String])] = []
        for injection in program.files.flatMap(\.injections) {
            guard let target = program.accessorKey[injection.accessor], keys.contains(target) else { continue }
            let id = "type_" + MermaidRenderer.identifier(injection.host ?? injection.accessor)
            let index = hosts.firstIndex { $0.id == id } ?? hosts.count
            if index == hosts.count { hosts.append((id, injection.host ?? "?", [], [])) }
            if !hosts[index].labels.contains(injection.label) { hosts[index].labels.append(injection.label) }
            let name = MermaidRenderer.identifier(program.keys[target].displayName)
            if !hosts[index].targets.contains(name) { hosts[index].targets.append(name) }
        }
        for host in hosts {
            let labels = host.labels.map { "<br/><i>\(Self.escaped($0))</i>" }.joined()
            nodes.append("    \(host.id){{\"\(Self.escaped(host.name))\(labels)\"}}")
            arrows += host.targets.map { "    \(host.id) --> \($0)" }
        }
        return nodes + arrows
    }

    /// Text Mermaid shows inside a quoted label: quotes become `#quot;`.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences("\"", with: "#quot;")
    }
}
