/// The sections of a text explanation about a collection key's contributions and a key's hooks.
extension ExplanationTextRenderer {
    /// Each contribution to a collection key, with its entry key and what it contributes; empty for any
    /// other key.
    func contributed() -> [String] {
        let entry = explanation.entry
        guard entry.kind.isCollection else { return [] }
        var lines = ["Contributed"]
        for registration in entry.contributions {
            guard let contribution = registration.contribution else { continue }
            let by = registration.assembly.map { "by \($0)" } ?? "outside an assembly"
            let at = contribution.entry.map { "at \($0.written), " } ?? ""
            let element = contribution.elementKey.map { "\($0)'s value" } ?? Self.element(registration.builder)
            lines.append("  \(places.name(registration.location))  \(at)\(by): \(element)" + Self.paths(of: registration))
        }
        if lines.count == 1 { lines.append("  nowhere: it resolves to no elements") }
        return lines
    }

    /// Each `onCreate` and `decorate` of the key; empty when it has none.
    func hooked() -> [String] {
        let hooks = explanation.entry.hooks
        guard !hooks.isEmpty else { return [] }
        return ["Hooks (run on each new value, in the factory or flow whose assemblies add them)"] + hooks.map { hook in
            let by = hook.assembly.map { "by \($0)" } ?? "outside an assembly"
            return "  \(places.name(hook.location))  \(hook.hook?.rawValue ?? "hook"), \(by)" + Self.paths(of: hook)
        }
    }

    private static func element(_ builder: Builder) -> String {
        if case .opaque = builder { return "code the analysis cannot read" }
        return "a closure"
    }
}
