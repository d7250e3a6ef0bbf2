/// The notes of the duplicate-entry rule on what it could not compare.
extension DuplicateContributionValidator {
    /// Notes on flows begun from something the analysis cannot name, whose contributions it could not
    /// compare with their parents'.
    func unknownParents(_ context: ValidationContext, _ dictionaries: [Int]) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        // The dictionaries named for each signature: flows of the same assemblies name the same.
        var named: [[[AssemblyUse]]: [String]] = [:]
        for chain in context.flowChains where chain.isParentUnknown {
            let names = named[chain.signature] ?? {
                let own = Set(chain.configurations.flatMap { $0.tables.flatMap { $0.contributions.values.joined().map(\.location) } })
                return dictionaries.filter { key in
                    let contributions = context.program.keys[key].contributions
                    return contributions.contains { own.contains($0.location) } && contributions.contains { !own.contains($0.location) }
                }.map { "`\(context.name($0))`" }
            }()
            named[chain.signature] = names
            guard !names.isEmpty else { continue }
            let flow = chain.flow.uses.map { "beginFlow(\($0.map(\.label).joined(separator: ", ")))" } ?? "this flow"
            found.append((chain.flow.location, .unchecked(
                construct: "which factory `\(flow)` is begun from (only a constant of the same file, `let app = Factory(…)`, or a factory made in place, `Factory(…).beginFlow(…)`, is followed)",
                consequence: "its contributions to \(names.joined(separator: ", ")) were not checked for entries its parents contribute too"
            )))
        }
        return found
    }

    /// Notes on contributions whose entry key the analysis does not compare, to a dictionary that has others, and
    /// on overrides it cannot place of a dictionary whose contributions collide somewhere (`hidden`).
    func uncompared(_ context: ValidationContext, _ dictionaries: [Int], hidden: Set<Int>) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for key in dictionaries {
            let contributions = context.program.keys[key].contributions.filter { $0.assembly != nil }
            guard contributions.count > 1 else { continue }
            for override in context.program.keys[key].overrides where hidden.contains(key) && !context.settledOverrides.contains(override.location) {
                found.append((override.location, .unchecked(
                    construct: "which factories this override of `\(context.name(key))` replaces it in",
                    consequence: "contributions to \(context.name(key)) were not checked for duplicate entries"
                )))
            }
            for registration in contributions {
                guard let contribution = registration.contribution else { continue }
                if contribution.isSourceWritten {
                    found.append((registration.location, .unchecked(
                        construct: "a contribution that passes its own `file:` or `line:`",
                        consequence: "it was not checked for duplicate entries of `\(context.name(key))` (the runtime would name it by them)"
                    )))
                } else if case .unread(let text)? = contribution.entry {
                    found.append((registration.location, .unchecked(
                        construct: "the entry key `\(text)` (only string and integer literals are compared)",
                        consequence: "this contribution to `\(context.name(key))` was not checked for duplicate entries"
                    )))
                }
            }
        }
        return found
    }
}
