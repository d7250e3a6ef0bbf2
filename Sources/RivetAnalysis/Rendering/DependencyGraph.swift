/// The graph the renderers draw: each key with its lifecycle, and each dependency any of its builders
/// may resolve, marked when it is awaited.
struct DependencyGraph {
    struct Node {
        var name: String
        /// The lifecycle every registration agrees on ("async singleton" for `registerAsync`'s),
        /// "transient" when none registers it ("async, not registered" for an `AsyncInjectionKey`, which
        /// then nothing builds), else the lifecycles joined with " / ".
        var lifecycle: String
    }

    struct Edge: Hashable {
        var from: String
        var to: String
        /// `try await values.resolve(…)`: the dependency is built, not only read, when it is async.
        var isAwaited: Bool
    }

    var nodes: [Node]
    var edges: [Edge]

    init(_ program: Program) {
        nodes = program.keys.map { key in
            let lifecycles = key.registrations.map { $0.lifecycle?.description(isAsync: $0.isAsync) ?? "unknown" }
            var unique: [String] = []
            for lifecycle in lifecycles where !unique.contains(lifecycle) { unique.append(lifecycle) }
            let unregistered = key.declaration.isAsync ? "async, not registered" : "transient"
            return Node(name: key.name, lifecycle: unique.isEmpty ? unregistered : unique.joined(separator: " / "))
        }.sorted { $0.name < $1.name }
        var seen: Set<Edge> = []
        edges = []
        for (index, key) in program.keys.enumerated() {
            let builders: [Builder] = [.keyMake] + (key.registrations + key.overrides).map(\.builder)
            for builder in builders {
                for dependency in program.dependencies(of: builder, key: index) ?? [] {
                    let edge = Edge(from: key.name, to: program.keys[dependency.key].name, isAwaited: dependency.isAwaited)
                    if seen.insert(edge).inserted { edges.append(edge) }
                }
            }
        }
        edges.sort { ($0.from, $0.to, $0.isAwaited ? 1 : 0) < ($1.from, $1.to, $1.isAwaited ? 1 : 0) }
    }
}
