
/// The graph the renderers draw: each key with its lifecycle, and each dependency any of its builders
/// may resolve, marked when it is awaited; a collection key's contributions and a key's hooks are edges
/// too, labelled.
struct DependencyGraph {
    struct Node {
        var name: String
        /// The lifecycle every registration agrees on ("async singleton" for `registerAsync`'s,
        /// "singleton per argument (at most 64)" for a parameterized key's), "transient" when none registers
        /// it ("async, not registered" for an `AsyncInjectionKey`, which then nothing builds; "transient
        /// (with an argument)" for a parameterized key; "list of contributions" for a collection key), else
        /// the lifecycles joined with " / ".
        var lifecycle: String
    }

    struct Edge: Hashable {
        var from: String
        var to: String
        /// `try await values.resolve(…)`: the dependency is built, not only read, when it is async.
        var isAwaited: Bool
        /// What makes the dependency, when it is not a `make` or a registration: `contribution`,
        /// `at "console"` (a dictionary's entry), `onCreate`, `decorate`.
        var label: String? = nil

        /// The label drawn on the arrow, if any.
        var text: String? {
            switch (isAwaited, label) {
            case (true, let label?): "await, " + label
            case (true, nil): "await"
            case (false, let label): label
            }
        }
    }

    var nodes: [Node]
    var edges: [Edge]

    init(_ program: Program) {
        nodes = program.keys.map { key in
            Node(name: key.displayName, lifecycle: Self.lifecycle(of: key, in: program))
        }.sorted { $0.name < $1.name }
        var seen: Set<Edge> = []
        edges = []
        for (index, key) in program.keys.enumerated() {
            let builders: [(Builder, String?)] = ([.keyMake] + (key.registrations + key.overrides).map(\.builder)).map { ($0, nil) }
                + key.contributions.map { ($0.builder, Self.label(of: $0)) } + key.hooks.map { ($0.builder, Self.label(of: $0)) }
            for (builder, label) in builders {
                for dependency in program.dependencies(of: builder, key: index) ?? [] {
                    let edge = Edge(from: key.displayName, to: program.keys[dependency.key].displayName, isAwaited: dependency.isAwaited, label: label)
                    if seen.insert(edge).inserted { edges.append(edge) }
                }
            }
        }
        edges.sort { ($0.from, $0.to, $0.isAwaited ? 1 : 0, $0.label ?? "") < ($1.from, $1.to, $1.isAwaited ? 1 : 0, $1.label ?? "") }
    }

    private static func lifecycle(of key: Program.Key, in program: Program) -> String {
        var unique: [String] = []
        if key.kind.isCollection, !key.contributions.isEmpty || key.registrations.isEmpty {
            unique.append(Program.collectionDescription(key.kind))
        }
        for registration in key.registrations {
            let lifecycle = program.lifecycleDescription(of: registration) ?? "unknown"
            if !unique.contains(lifecycle) { unique.append(lifecycle) }
        }
        if !unique.isEmpty { return unique.joined(separator: " / ") }
        if key.declaration.isAsync { return "async, not registered" }
        return key.kind == .parameterized ? Program.argumentLifecycle(.transient, limit: nil) : "transient"
    }

    /// `contribution`, `at "console"`, `onCreate` or `decorate`.
    static func label(of registration: Registration) -> String? {
        switch registration.role {
        case .registration: nil
        case .contribution(let contribution): contribution.entry.map { "at \($0.written)" } ?? "contribution"
        case .hook(let hook): hook.rawValue
        }
    }
}
