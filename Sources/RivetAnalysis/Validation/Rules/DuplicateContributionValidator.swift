/// Two contributions to a `DictionaryKey` with the same literal entry key where the runtime gathers both: in
/// the assemblies of one root factory, or of a flow and the scopes above it (as far as the analysis can
/// follow them), in each combination of branch arms. The runtime stops at the
/// collection's first resolution, naming both contributions; the build error is on the later one's line.
///
/// Only string and integer literals are compared (`at: "console"`, `at: 3`). Where the analysis cannot
/// compare (an entry key it does not evaluate, a flow whose parent it cannot name, a registration of the
/// whole dictionary above the contributions, a dictionary an override may replace once in use) or cannot word the
/// message as the runtime would (the module of a path, an entry key type it does not know), a note says so.
struct DuplicateContributionValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        guard program.hasContributionsOrHooks else { return [] }
        let dictionaries = program.keys.indices.filter { key in
            if case .dictionary = program.keys[key].kind { return !program.keys[key].contributions.isEmpty }
            return false
        }
        guard !dictionaries.isEmpty else { return [] }
        var judge = Judge(context: context, dictionaries: dictionaries)
        let roots = context.groups.map { group in
            group.roots.map { root in
                (root.configuration, judge.duplicates(in: [root.table], isEverywhere: group.roots.count == 1, overrides: root.overrides))
            }
        }
        struct Judged: Hashable {
            var signature: [[AssemblyUse]]
            var overrides: OverrideView
        }
        var judged: Set<Judged> = []
        let flows = context.flowChains.filter { judged.insert(Judged(signature: $0.signature, overrides: context.overrideView(of: $0))).inserted }.map { chain in
            let view = context.overrideView(of: chain)
            return chain.configurations.map { configuration, tables in
                var tables = tables
                if chain.isComplete { tables[0] = view.applied(to: tables[0], in: context.program) }
                return (configuration, judge.duplicates(in: tables, isEverywhere: chain.configurations.count == 1, overrides: view))
            }
        }
        let errors = ValidationContext.merge(roots + flows)
        return errors + judge.notes(for: errors) + unknownParents(context, dictionaries)
            + uncompared(context, dictionaries, hidden: duplicatedWithoutOverrides(context, dictionaries))
    }

    /// The dictionaries whose contributions would collide somewhere if no override of them were ever in force:
    /// only there can an override the analysis cannot place hide a duplicate entry.
    private func duplicatedWithoutOverrides(_ context: ValidationContext, _ dictionaries: [Int]) -> Set<Int> {
        let overrides = dictionaries.flatMap { context.program.keys[$0].overrides.map(\.location) }
        guard !overrides.isEmpty else { return [] }
        let none = OverrideView(excluded: Set(overrides))
        var judge = Judge(context: context, dictionaries: dictionaries)
        for group in context.groups {
            for root in group.roots { _ = judge.duplicates(in: [root.table], isEverywhere: false, overrides: none) }
        }
        for chain in context.flowChains {
            for (_, tables) in chain.configurations { _ = judge.duplicates(in: tables, isEverywhere: false, overrides: none) }
        }
        return judge.duplicatedKeys
    }

    /// Finds the duplicates of one combination of branch arms, and remembers what it could not judge.
    private struct Judge {
        let context: ValidationContext
        private var lines: [Int: LineTable] = [:]
        private var names: [Named: String] = [:]
        /// The duplicates found in a scope with no branches.
        private var foundEverywhere: Set<Pair> = []

        /// Two contributions, and the assemblies that run each: what names them in a message.
        private struct Pair: Hashable {
            var first: SourceLocation
            var second: SourceLocation
            var assemblies: [String?]
        }
        /// Registrations of a whole dictionary above contributions with literal entry keys, each once.
        private var wholes: [SourceLocation: (Registration, Int)] = [:]
        /// For each duplicate found, the two contributions and the dictionary.
        private var pairs: [SourceLocation: (first: Registration, second: Registration, key: Int)] = [:]

        /// Whether each key is a dictionary whose contributions are compared (where no override of it is in force).
        private let isJudged: [Bool]

        init(context: ValidationContext, dictionaries: [Int]) {
            self.context = context
            var isJudged = [Bool](repeating: false, count: context.program.keys.count)
            for key in dictionaries { isJudged[key] = true }
            self.isJudged = isJudged
        }

        /// The duplicates among the contributions that a resolution in the innermost of `tables` (outermost
        /// first) gathers, but those already found in a scope with no branches (reported as they are whatever
        /// else finds them). `isEverywhere`: the scope has no branches.
        mutating func duplicates(in tables: [RegistrationTable], isEverywhere: Bool, overrides: OverrideView) -> [(SourceLocation, RivetDiagnostic)] {
            var found: [(SourceLocation, RivetDiagnostic)] = []
            // The dictionaries something in these scopes contributes to, in key order; one an override may replace
            // after anything resolved is not compared.
            var contributed: Set<Int> = []
            for table in tables {
                for key in table.contributions.keys where isJudged[key] && overrides.overrides(of: key, in: context.program).isEmpty {
                    contributed.insert(key)
                }
            }
            for key in contributed.sorted() {
                // From the innermost scope up to a registration of the whole dictionary, which stands for the
                // scopes above it.
                var layers: [[Registration]] = []
                var whole: Registration?
                for table in tables.reversed() {
                    if let contributions = table.contributions[key] {
                        layers.append(contributions)
                    } else if let registration = table.registrations[key] {
                        whole = registration
                        break
                    }
                }
                var first: [EntryKey: Registration] = [:]
                for contribution in layers.reversed().joined() {
                    guard let entry = contribution.contribution?.entry, entry.isLiteral, contribution.contribution?.isSourceWritten == false else {
                        continue
                    }
                    guard let earlier = first[entry] else {
                        first[entry] = contribution
                        continue
                    }
                    let pair = Pair(first: earlier.location, second: contribution.location, assemblies: [earlier.assembledBy, contribution.assembledBy])
                    guard !foundEverywhere.contains(pair) else { continue }
                    if isEverywhere { foundEverywhere.insert(pair) }
                    pairs[contribution.location] = (earlier, contribution, key)
                    found.append((contribution.location, .duplicateContribution(
                        collection: context.name(key), entry: written(entry, of: key).text,
                        first: source(earlier), second: source(contribution)
                    )))
                }
                if let whole, !first.isEmpty { wholes[whole.location] = (whole, key) }
            }
            return found
        }

        /// The dictionaries a duplicate was found in.
        var duplicatedKeys: Set<Int> { Set(pairs.values.map(\.key)) }

        /// How the runtime writes an entry key (`String(reflecting:)`), and whether the analysis is sure of it:
        /// a string literal of a `String`, `Substring` or `Character` key, an integer literal of an integer key.
        func written(_ entry: EntryKey, of key: Int) -> (text: String, isCertain: Bool) {
            guard case .dictionary(let type?) = context.program.keys[key].kind else { return (entry.written, false) }
            let name = type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
            switch entry {
            case .string: return (entry.written, ["String", "Substring", "Character"].contains(name))
            case .integer: return (entry.written, Self.integerTypes.contains(name))
            case .unread: return (entry.written, false)
            }
        }

        private static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

        /// `AppAssembly (App/Sinks.swift:12)`, made once per contribution and assembly.
        mutating func source(_ contribution: Registration) -> String {
            let call = contribution.contribution?.call ?? contribution.location
            let key = Named(call: call, assembly: contribution.assembledBy)
            if let name = names[key] { return name }
            let name = ContributionSource.name(contribution, call: call, sources: context.sources) { location in
                let table = lines[location.file] ?? LineTable(context.sources[location.file].bytes)
                lines[location.file] = table
                return table.lineAndColumn(of: location.offset).line
            }
            names[key] = name
            return name
        }

        /// A contribution as the runtime names it: where its call is, and the assembly that runs it.
        private struct Named: Hashable {
            var call: SourceLocation
            var assembly: String?
        }

        /// Notes on the errors in `errors` whose wording is not the runtime's for sure, and on registrations of
        /// a whole dictionary whose entries the contributions below them were not compared with.
        func notes(for errors: [(SourceLocation, RivetDiagnostic)]) -> [(SourceLocation, RivetDiagnostic)] {
            var found: [(SourceLocation, RivetDiagnostic)] = []
            var noted: Set<SourceLocation> = []
            for (location, _) in errors where noted.insert(location).inserted {
                guard let (first, second, key) = pairs[location], let entry = second.contribution?.entry else { continue }
                let sources = context.sources
                for place in [first, second].compactMap(\.contribution?.call) {
                    let path = sources[place.file].path
                    guard ContributionSource.module(ofPath: path) == nil else { continue }
                    let file = ContributionSource.fileName(ofPath: path)
                    found.append((location, .unchecked(
                        construct: "which module `\(path)` is in (its path has no `Sources/<Module>/` folder)",
                        consequence: "the duplicate-contribution error here names it `\(file)`, where the runtime writes `<Module>/\(file)`"
                    )))
                    break
                }
                if !written(entry, of: key).isCertain {
                    let type: String
                    if case .dictionary(let name?) = context.program.keys[key].kind {
                        type = "its EntryKey is `\(name)`"
                    } else {
                        type = "its EntryKey is not declared as `typealias EntryKey = …` in the sources checked"
                    }
                    found.append((location, .unchecked(
                        construct: "how the runtime writes the entry key \(entry.written) of `\(context.name(key))` (\(type))",
                        consequence: "the duplicate-contribution error here writes it as the source does"
                    )))
                }
            }
            for (location, (_, key)) in wholes.sorted(by: { $0.key < $1.key }) {
                found.append((location, .unchecked(
                    construct: "the entries of this registration of the whole `\(context.name(key))`",
                    consequence: "the contributions added to it below were not checked for entries it holds too"
                )))
            }
            return found
        }
    }
}
