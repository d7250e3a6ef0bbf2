/// The graph the renderers draw: each key with its lifecycle, and each dependency any of its builders
/// may resolve.
struct DependencyGraph {
    struct Node {
        var name: String
        /// The lifecycle every registration agrees on, "transient" when none registers it, else the
        /// lifecycles joined with " / ".
        var lifecycle: String
    }

    var nodes: [Node]
    var edges: [(from: String, to: String)]

    init(_ program: Program) {
        nodes = program.keys.map { key in
            let lifecycles = key.registrations.map { $0.lifecycle?.description ?? "unknown" }
            var unique: [String] = []
            for lifecycle in lifecycles where !unique.contains(lifecycle) { unique.append(lifecycle) }
            return Node(name: key.name, lifecycle: unique.isEmpty ? "transient" : unique.joined(separator: " / "))
        }.sorted { $0.name < $1.name }
        var seen: Set<[String]> = []
        edges = []
        for (index, key) in program.keys.enumerated() {
            let builders: [Builder] = [.keyMake] + (key.registrations + key.overrides).map(\.builder)
            for builder in builders {
                for (target, _) in program.dependencies(of: builder, key: index) ?? [] {
                    let pair = [key.name, program.keys[target].name]
                    if seen.insert(pair).inserted { edges.append((pair[0], pair[1])) }
                }
            }
        }
        edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}
