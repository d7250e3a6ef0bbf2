// How a trace reads: an indented tree for a console, a Mermaid graph for a document. Both show the chains
// that `Event.parent` records, each resolution the app made at the top of a tree of its own.

extension ResolutionTrace {
    /// The events as an indented tree, one line per resolution under the one that asked for it:
    ///
    /// ```text
    /// UsersPresenterKey — transient, built in 41.2 µs, Factory(AppAssembly), thread 1 (main)
    /// └─ UsersRepositoryKey — transient, built in 30.5 µs, Factory(AppAssembly), thread 1 (main)
    ///    ├─ APIClientKey — singleton, built in 12.0 µs, Factory(AppAssembly), thread 1 (main)
    ///    └─ LoggerKey — singleton, cached, Factory(AppAssembly), thread 1 (main)
    /// ```
    public var tree: String {
        let events = events
        let children = Self.children(of: events)
        var lines: [String] = []
        func visit(_ index: Int, prefix: String, connector: String) {
            lines.append(prefix + connector + Self.line(events[index]))
            let below = prefix + (connector == "├─ " ? "│  " : connector.isEmpty ? "" : "   ")
            for (position, child) in children[index].enumerated() {
                visit(child, prefix: below, connector: position == children[index].count - 1 ? "└─ " : "├─ ")
            }
        }
        for index in events.indices where events[index].parent == nil {
            visit(index, prefix: "", connector: "")
        }
        return lines.joined(separator: "\n")
    }

    /// The same tree as a Mermaid `graph TD`: a node per resolution (its key, lifecycle and outcome), an
    /// edge from each resolution to those it made. Paste it into a Markdown file that renders Mermaid.
    public var mermaid: String {
        let events = events
        var lines = ["graph TD"]
        for (index, event) in events.enumerated() {
            let label = [Self.keyText(event), event.lifecycle + ", " + Self.outcomeText(event), event.scope]
                .map(Self.mermaidEscaped)
                .joined(separator: "<br/>")
            lines.append("    e\(index)[\"\(label)\"]")
        }
        for (index, event) in events.enumerated() {
            if let parent = event.parent { lines.append("    e\(parent) --> e\(index)") }
        }
        return lines.joined(separator: "\n")
    }

    /// The indices of each event's children, in the order they began.
    private static func children(of events: [Event]) -> [[Int]] {
        var children = [[Int]](repeating: [], count: events.count)
        for (index, event) in events.enumerated() {
            if let parent = event.parent, parent < index { children[parent].append(index) }
        }
        return children
    }

    private static func line(_ event: Event) -> String {
        let thread = "thread \(event.thread)" + (event.isMainThread ? " (main)" : "")
        return "\(keyText(event)) — \(event.lifecycle), \(outcomeText(event)), \(event.scope), \(thread)"
    }

    private static func keyText(_ event: Event) -> String {
        event.argument.map { "\(event.key)(\($0))" } ?? event.key
    }

    private static func outcomeText(_ event: Event) -> String {
        guard let nanoseconds = event.makeNanoseconds else { return event.outcome.rawValue }
        return "\(event.outcome.rawValue) in \(duration(nanoseconds))"
    }

    /// A duration with three significant figures at most and its unit: `850 ns`, `12.3 µs`, `4.5 ms`.
    static func duration(_ nanoseconds: UInt64) -> String {
        let units: [(UInt64, String)] = [(1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs")]
        for (scale, unit) in units where nanoseconds >= scale {
            let tenths = nanoseconds / (scale / 10)
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return "\(nanoseconds) ns"
    }

    /// Text safe inside a Mermaid node's quoted label, shown as written: generic type names have `<` and `>`,
    /// and an argument's description may hold anything. Mermaid reads `#name;` as an entity and the label as
    /// HTML, so `#` and `&` are escaped too; a line break becomes the label's own.
    private static func mermaidEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "#": escaped += "#35;"
            case "&": escaped += "#amp;"
            case "\n", "\r\n", "\r": escaped += "<br/>"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
