/// Which registration of a key a root factory or a flow uses, as the runtime decides it: the last
/// registration of the last of its assemblies that registers the key (Flows.md, "What a flow sees").
struct InForce {
    enum Outcome {
        /// A registration of one of its assemblies wins; `assembly` is the argument that brought it in
        /// (the registration's own `assembly` may be one that argument composes).
        case registered(Registration, assembly: String)
        /// A collection key: its assemblies' contributions after the last registration of the whole
        /// collection, each with the argument that brought it in.
        case contributed([(contribution: Registration, assembly: String)])
        /// None of its assemblies registers the key: a root builds it with its own `make` (or nothing
        /// can), a flow resolves it as the factory it is begun from does.
        case unregistered
        /// The analysis cannot tell, for the reason given (a phrase).
        case unknown(String)
    }

    var construction: FactoryConstruction
    var outcome: Outcome
    /// Registrations after the winner that run only on some paths (in an `if` or `#if` branch): when one
    /// runs, it wins instead. Each with the argument that brought it in.
    var conditional: [(registration: Registration, assembly: String)] = []
    /// The `onCreate` and `decorate` hooks its assemblies add for the key, each with the argument that
    /// brought it in.
    var hooks: [(hook: Registration, assembly: String)] = []

    /// The outcome for `key` in the factory or flow that `construction` makes.
    init(_ construction: FactoryConstruction, key: Int, program: Program) {
        self.construction = construction
        guard let uses = construction.uses else {
            outcome = .unknown("its assemblies are not all written `Name(…)`")
            return
        }
        let declared = program.files.flatMap(\.assemblies)
        var winner: (Registration, String)?
        var contributions: [(contribution: Registration, assembly: String)] = []
        // An assembly the analysis did not read whole may register the key after the last known winner.
        var unread: String?
        for use in uses {
            let name = use.name
            if let registrations = program.registrations(of: [use]) {
                for registration in registrations where registration.key == key {
                    // A registration in a branch, or of an assembly applied under a launch condition.
                    let isConditional = registration.isConditional || !registration.conditions.isEmpty
                    switch registration.role {
                    case .hook:
                        hooks.append((registration, name))
                    case _ where isConditional:
                        conditional.append((registration, name))
                    case .registration:
                        winner = (registration, name)
                        contributions = []
                        conditional = []
                        unread = nil
                    case .contribution:
                        // A contribution after a registration of the whole collection starts a new one.
                        winner = nil
                        contributions.append((registration, name))
                    }
                }
                continue
            }
            guard unread == nil else { continue }
            switch declared.filter({ $0.name == name }).count {
            case 0: unread = "`\(name)` is not declared in these sources"
            case 1: unread = "`\(name)` registers in a way the analysis does not follow"
                + (program.unreadAssemblies[name].map { " (\($0.construct))" } ?? "")
            default: unread = "`\(name)` is declared more than once"
            }
        }
        if let unread {
            outcome = .unknown(unread)
        } else if !contributions.isEmpty {
            outcome = .contributed(contributions)
        } else if let (registration, assembly) = winner {
            outcome = .registered(registration, assembly: assembly)
        } else {
            outcome = .unregistered
        }
    }

    /// How the construction reads: `Factory(AppAssembly())`, `beginFlow(LoginAssembly())`, `Factory(…)`,
    /// `Factory(AppAssembly(), MockAssembly() when argument -mock)`, `factory in Factory.withScopedRoot(AppAssembly())`,
    /// `ShopTests.assemblies: [ShopAssembly()]`, `.isolatedFactory(ShopAssembly())`.
    var label: String {
        let arguments = construction.uses.map { $0.map(\.label).joined(separator: ", ") } ?? "…"
        switch construction.testing {
        case .withIsolatedFactory?:
            let call = "\(RivetWord.withIsolatedFactory.rawValue)(\(arguments))"
            return construction.variable.map { "\($0) in \(call)" } ?? call
        case .trait?:
            return ".\(RivetWord.isolatedFactory.rawValue)(\(arguments))"
        case .testCase(let owner)?:
            return "\(owner).\(RivetWord.assemblies.rawValue): [\(arguments)]"
        case nil:
            break
        }
        if construction.isScopedRoot {
            let call = "Factory.withScopedRoot(\(arguments))"
            return construction.variable.map { "\($0) in \(call)" } ?? call
        }
        guard !construction.isFlow else { return "beginFlow(\(arguments))" }
        let call = "Factory(\(arguments))"
        return construction.variable.map { "\($0) = \(call)" } ?? call
    }
}
