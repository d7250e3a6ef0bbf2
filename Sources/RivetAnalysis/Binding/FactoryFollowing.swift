/// Follows the factory each resolution happens in where the model did not: a read through a factory or flow
/// held in a property, passed through an initializer or a function, returned by one, installed as the root;
/// and the `@Injected` properties of an object built outside any key's make, resolved from the factory current
/// where it is built (a `withCurrent` body's, or the installed root's). Each read is judged in each root
/// factory or flow it may happen in; what cannot be followed keeps its note, with the reason the binding
/// stopped.
struct FactoryFollowing {
    /// What the reads judged here break, as the rules word it.
    private(set) var diagnostics: [(SourceLocation, RivetDiagnostic)] = []
    /// The sites judged here, by where they are.
    private(set) var judged: Set<SourceLocation> = []
    /// A better reason for sites still not judged, by where they are.
    private(set) var reasons: [SourceLocation: String] = [:]
    /// The reads judged through a receiver: where, the key, and the factories and flows it may be read in.
    private(set) var reads: [FollowedRead] = []

    /// Follows nothing: for part of a program.
    init() {}

    init(context: ValidationContext, sites: [ResolutionSite], binder: NameBinder) {
        let program = context.program
        var hostsJudged: Set<String> = []
        for site in sites where !site.isAttributed {
            switch site.form {
            case .subscript, .accessor, .resolve:
                follow(read: site, context: context, binder: binder)
            case .injected:
                guard let injection = program.files[site.location.file].injections.first(where: { $0.location == site.location }),
                    let host = injection.host, !injection.isLazy
                else { continue }
                if hostsJudged.insert(host).inserted { judge(host: host, context: context, binder: binder) }
                if let reason = hostReasons[host] {
                    reasons[site.location] = reason
                } else if hostFindings[host] != nil {
                    judged.insert(site.location)
                }
            case .lazyInjected:
                if isReadAtOnceWhereverBuilt(site, program: program, binder: binder) { judged.insert(site.location) }
            case .contribute:
                continue
            }
        }
        for findings in hostFindings.values { diagnostics += findings }
    }

    private let laidOut = LaidOutChains()
    private var hostReasons: [String: String] = [:]
    private var hostFindings: [String: [(SourceLocation, RivetDiagnostic)]] = [:]

    // MARK: Reads through a receiver

    /// The types whose members may resolve a key.
    private static let resolvingTypes = Set([RivetWord.factory, .injectedValues, .asyncInjectedValues].map(\.rawValue))

    /// `receiver[K.self]`, `receiver.name`, `receiver.resolve(K.self)`: judged in each factory the receiver holds.
    private mutating func follow(read site: ResolutionSite, context: ValidationContext, binder: NameBinder) {
        guard let syntax = binder.index.syntax(site.location.file),
            let anchor = binder.index.token(at: site.location.offset, in: syntax)
        else { return }
        let word = Word(view: syntax.view, anchor: anchor)
        guard let (target, isAwaited, hasArgument) = BodyResolutionReader.target(after: word),
            let key = context.program.key(of: Resolution(target: target, location: site.location))
        else { return }
        let receiver = Expression(receiverStart(of: word)..<(anchor + 1), in: syntax.view)
        // As notes quote it: `checkout`, not `checkout?`.
        let quoted = syntax.view.kind(anchor) == .operator ? Expression(receiver.span.lowerBound..<anchor, in: syntax.view).quoted : receiver.quoted
        let bound = binder.value(of: receiver, in: site.location.file)
        guard !bound.factories.isEmpty else {
            let isOwnType = !bound.types.isEmpty && bound.types.allSatisfy { !Self.resolvingTypes.contains($0) }
            if bound.stop == nil, isOwnType, case .accessor(let name) = target,
                bound.types.allSatisfy({ binder.declaresProperty(name, in: $0) })
            {
                // An object of the program's own types reading its own property: not a resolution.
                judged.insert(site.location)
            } else if bound.stop == nil, isOwnType {
                let types = bound.types.sorted().map { "`\($0)`" }.joined(separator: ", ")
                reasons[site.location] = "the receiver `\(quoted)` is a \(types), whose own \(site.form.name) the analysis does not follow"
            } else if let stop = bound.stop, site.construct?.contains(SiteScanner.unknownReceiver) == true {
                reasons[site.location] = "the receiver `\(quoted)` may hold \(stop)"
            }
            return
        }
        if let stop = bound.stop {
            // A value the binding could not follow may be a flow, or a factory bound where the read runs:
            // judging the factories it knows would report what the runtime may never do.
            reasons[site.location] = "the receiver `\(quoted)` may hold \(stop)"
            return
        }
        if let overridden = overriddenUncertainly(key, in: bound, context: context, binder: binder) {
            // An override that may come after something resolved changes how the key is built from then on.
            reasons[site.location] = "`\(quoted)` may resolve `\(context.name(key))` with \(overridden), which may change how it is built"
            return
        }
        guard let findings = judge(read: key, isAwaited: isAwaited, hasArgument: hasArgument, host: nil, at: site.location, anchor: anchor, in: bound,
                                   context: context, binder: binder) else {
            reasons[site.location] = reason(bound, subject: "`\(quoted)`", context: context)
            return
        }
        judged.insert(site.location)
        reads.append(FollowedRead(location: site.location, text: site.text, key: key, factories: bound.factories.sorted()))
        diagnostics += findings
    }

    /// How notes name the override in force where the read happens that leaves the key's lifecycle or async-ness
    /// unknown there (one made elsewhere than first); nil when there is none.
    private func overriddenUncertainly(_ key: Int, in bound: Bound, context: ValidationContext, binder: NameBinder) -> String? {
        for ref in bound.factories {
            if context.program.files[ref.file].factories[ref.index].isFlow {
                guard let chains = Self.chains(of: ref, binder: binder) else { continue }
                for (constructions, isComplete) in chains where isComplete {
                    guard let chain = laidOut.chain(constructions, in: context.program) else { continue }
                    if chain.scopes(context).contains(where: { $0.scope.lifecycle(of: key) == nil || $0.scope.isAsync(key) == nil }) {
                        return "an override in force in this flow"
                    }
                }
            } else if let group = context.group(of: ref), group.roots.contains(where: { $0.lifecycle(of: key) == nil || $0.isAsync(key) == nil }) {
                return "an override in force in this factory"
            }
        }
        return nil
    }

    /// The first token of the receiver chain ending at the word (`x` in `x!`, whose `!` is the word).
    private func receiverStart(of word: Word) -> Int {
        let view = word.view
        let end = view.kind(word.anchor) == .operator ? word.anchor : word.anchor + 1
        return ExpressionParser(view: view).chainStart(endingBefore: end) ?? word.anchor
    }

    // MARK: @Injected hosts

    /// Judges the `@Injected` properties of `host` at each place the sources build one outside a key's make
    /// or closure (those the model judges as the key's dependencies), in the factories current there.
    private mutating func judge(host: String, context: ValidationContext, binder: NameBinder) {
        let program = context.program
        let accessors = program.injectedProperties[host] ?? []
        let keys = accessors.compactMap { program.accessorKey[$0] }
        guard keys.count == accessors.count, !keys.isEmpty else { return }
        var findings: [(SourceLocation, RivetDiagnostic)] = []
        var placesJudged = 0
        let places = binder.constructions(of: host)
        if places.isEmpty, let injection = program.files.lazy.flatMap(\.injections).first(where: { $0.host == host && !$0.isLazy }),
            let syntax = binder.index.syntax(injection.location.file), let anchor = binder.index.token(at: injection.location.offset, in: syntax)
        {
            // Built by UI code or the system (a view's model, an app delegate), where the installed root is current.
            let roots = binder.installedRoots(depth: NameBinder.callDepth)
            guard roots.isFactoriesKnown else {
                hostReasons[host] = "an `@Injected` property of `\(host)`, a type the sources never build, "
                    + (roots.stop.map { "where the root it resolves from is not known (\($0))" } ?? "with no root installed")
                return
            }
            for key in keys {
                reads.append(FollowedRead(location: injection.location, text: "\(host)(…)", key: key, factories: roots.factories.sorted()))
                guard let found = judge(read: key, isAwaited: false, host: host, at: injection.location, anchor: anchor, in: roots, context: context, binder: binder) else {
                    hostReasons[host] = "an `@Injected` property of `\(host)`, a type the sources never build, where "
                        + reason(roots, subject: "the installed root", context: context)
                    return
                }
                findings += found
            }
            hostFindings[host] = findings
            return
        }
        for (file, call) in places {
            guard let syntax = binder.index.syntax(file), let name = call.name else { continue }
            let location = syntax.location(of: name)
            if isInsideReadBody(location, program: program) { continue }
            let current = binder.currentFactories(at: call.nameAnchor, in: file)
            guard current.isFactoriesKnown else {
                hostReasons[host] = "an `@Injected` property of `\(host)`, built at \(place(location, binder)) "
                    + (current.stop.map { "(\($0))" } ?? "") + ", where the analysis does not know which factory is current"
                return
            }
            for key in keys {
                reads.append(FollowedRead(location: location, text: "\(host)(…)", key: key, factories: current.factories.sorted()))
                guard let found = judge(read: key, isAwaited: false, host: host, at: location, anchor: call.nameAnchor, in: current, context: context, binder: binder) else {
                    hostReasons[host] = "an `@Injected` property of `\(host)`, built at \(place(location, binder)), where "
                        + reason(current, subject: "the current factory", context: context)
                    return
                }
                findings += found
            }
            placesJudged += 1
        }
        if placesJudged > 0 { hostFindings[host] = findings }
    }

    /// Whether the place is inside a make or closure whose resolutions the model reads (and judges as a key's).
    /// Whether every construction of an `@LazyInjected` property's type is in a key's build that reads the property from
    /// what it has just built (`Helper().value`): the model judges each such read as the key's dependency, and the
    /// property resolves nowhere else. A type with subclasses, or built anywhere else, is not.
    private func isReadAtOnceWhereverBuilt(_ site: ResolutionSite, program: Program, binder: NameBinder) -> Bool {
        guard let injection = program.files[site.location.file].injections.first(where: { $0.location == site.location }),
            let host = injection.host, let property = injection.property, !program.superclasses.values.contains(host)
        else { return false }
        let places = binder.constructions(of: host)
        guard !places.isEmpty, places.allSatisfy({ file, call in
            guard let syntax = binder.index.syntax(file), let name = call.name else { return false }
            return isInsideReadBody(syntax.location(of: name), program: program)
        }) else { return false }
        var readAtOnce: Set<SourceLocation> = []
        for (index, key) in program.keys.enumerated() {
            let builders = (key.make == nil ? [] : [Builder.keyMake]) + (key.registrations + key.overrides + key.contributions + key.hooks).map(\.builder)
            for builder in builders {
                for resolution in program.resolutions(of: builder, key: index) ?? [] where program.constructedType(resolution) == host {
                    guard resolution.memberRead == property else { return false }
                    readAtOnce.insert(resolution.location)
                }
            }
        }
        return readAtOnce.count == places.count
    }

    private func isInsideReadBody(_ location: SourceLocation, program: Program) -> Bool {
        program.files[location.file].siteRegions.bodies.contains { $0.open < location.offset && location.offset < $0.close }
    }

    private func place(_ location: SourceLocation, _ binder: NameBinder) -> String {
        let file = binder.index.files[location.file]
        let (line, column) = LineTable(file.bytes).lineAndColumn(of: location.offset)
        return "\(file.path.split(separator: "/").last.map(String.init) ?? file.path):\(line):\(column)"
    }

    // MARK: Judging

    /// The findings of reading `key` (for `host`'s `@Injected` property, when given) in each factory of
    /// `bound`, as warnings where the read may not run; nil when one of them is not a root factory whose
    /// assemblies were read whole, or the read may reach an async component, whose warm-up the analysis does
    /// not order with reads it follows this way.
    private func judge(read key: Int, isAwaited: Bool, hasArgument: Bool = false, host: String?, at location: SourceLocation, anchor: Int,
                       in bound: Bound, context: ValidationContext, binder: NameBinder) -> [(SourceLocation, RivetDiagnostic)]? {
        var scopes: [[(configuration: [BranchArm], found: [(SourceLocation, RivetDiagnostic)])]] = []
        var warmUps: WarmUps??
        for ref in bound.factories.sorted() {
            if context.program.files[ref.file].factories[ref.index].isFlow {
                guard let found = judgeInFlow(read: key, isAwaited: isAwaited, hasArgument: hasArgument, host: host, at: location,
                                              anchor: anchor, flow: ref, context: context, binder: binder) else { return nil }
                scopes.append([([], found)])
                continue
            }
            guard let group = context.group(of: ref) else { return nil }
            var isBeforeWarmUp = false
            if context.program.hasAsync, !isAwaited, group.roots.contains(where: { $0.mayReachAsync(from: key) }) {
                if warmUps == nil { warmUps = .some(binder.warmUps(before: anchor, in: location.file)) }
                guard let known = warmUps ?? nil else { return nil }
                if known.isEmpty {
                    isBeforeWarmUp = true
                } else if !known.contains(ref, readThrough: bound.factories) {
                    return nil
                }
            }
            let construction = context.program.files[ref.file].factories[ref.index]
            scopes.append(group.roots.map { root in
                let found = context.judgeRead(of: key, head: host, at: location, in: root, construction: construction)
                guard found.isEmpty, isBeforeWarmUp else { return (root.configuration, found) }
                let notReady = context.asyncNotReady(reading: key, head: host, at: location, in: root)
                return (root.configuration, Self.mayRun(notReady, place: (warmUps ?? nil)?.uncertainPlace))
            })
        }
        // A value that may be one of several factories, where some would stop the read and others not, may
        // never be the failing one where the read runs: not judged.
        let stops = scopes.map { scope in scope.contains { !$0.found.isEmpty } }
        if stops.contains(true), stops.contains(false) { return nil }
        let findings = ValidationContext.merge(scopes)
        guard !findings.isEmpty, let place = binder.uncertainPlace(of: anchor, in: location.file) else { return findings }
        return findings.map { finding in
            if case .mayRun = finding.1 { return finding }
            return (finding.0, .mayRun(finding.1, place: place))
        }
    }

    /// The findings as warnings where the read is first reached through a call that may not run, when the order
    /// of warm-ups decided them (`place`, from `WarmUps.uncertainPlace`).
    private static func mayRun(_ findings: [(SourceLocation, RivetDiagnostic)], place: String?) -> [(SourceLocation, RivetDiagnostic)] {
        guard let place else { return findings }
        return findings.map { ($0.0, .mayRun($0.1, place: place)) }
    }

    /// The findings of reading `key` in the flow `ref`, in each chain of scopes the binding finds above it; nil
    /// when a chain does not reach a root, a scope's assemblies were not read whole, or the warm-up order
    /// decides and is unknown.
    private func judgeInFlow(read key: Int, isAwaited: Bool, hasArgument: Bool, host: String?, at location: SourceLocation, anchor: Int,
                             flow ref: FactoryRef, context: ValidationContext, binder: NameBinder) -> [(SourceLocation, RivetDiagnostic)]? {
        guard let chains = Self.chains(of: ref, binder: binder) else { return nil }
        // Without async components, the order makes no difference.
        let warmUps = context.program.hasAsync ? binder.warmUps(before: anchor, in: location.file) : WarmUps()
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for (constructions, isComplete) in chains {
            guard isComplete, let chain = laidOut.chain(constructions, in: context.program) else { return nil }
            func judged(beforeOwn: Bool, beforeParents: Bool = false) -> [(SourceLocation, RivetDiagnostic)] {
                Self.judge(read: key, isAwaited: isAwaited, isBeforeWarmUp: beforeOwn, isBeforeParentsWarmUp: beforeParents,
                           hasArgument: hasArgument, head: host, at: location, in: chain, context: context)
            }
            // An async component a scope above builds is ready once that scope warmed up, and not before
            // anything was awaited; after other awaits (the flow's own warm-up may build it), it is not judged.
            let mayReachAbove = context.program.hasAsync && !isAwaited
                && chain.scopes(context).contains { $0.scope.mayReachAsyncAbove(from: key) }
            guard let warmUps else {
                // Unknown order: judged only when the warm-up makes no difference.
                if mayReachAbove { return nil }
                let before = judged(beforeOwn: true)
                let after = judged(beforeOwn: false)
                guard before.map(\.1) == after.map(\.1) else { return nil }
                found += after
                continue
            }
            if warmUps.isEmpty {
                let before = judged(beforeOwn: true, beforeParents: true)
                // What only the order decides may not happen when the read is first reached through a call that may not run.
                let after = warmUps.uncertainPlace == nil ? before : judged(beforeOwn: false)
                found += before.map { finding in
                    after.contains { $0.1 == finding.1 } ? finding : Self.mayRun([finding], place: warmUps.uncertainPlace)[0]
                }
                continue
            }
            let warmed = Set(warmUps.warmed.compactMap { $0.count == 1 ? $0.first : nil }.map {
                context.program.files[$0.file].factories[$0.index].location
            })
            if mayReachAbove, !constructions.dropLast().allSatisfy({ warmed.contains($0.location) || Self.buildsNothingAsync($0, context.program) }) {
                return nil
            }
            let beforeOwn = !warmUps.contains(ref, readThrough: [ref])
            let judgedHere = judged(beforeOwn: beforeOwn)
            let after = beforeOwn && warmUps.uncertainPlace != nil ? judged(beforeOwn: false) : judgedHere
            found += judgedHere.map { finding in
                after.contains { $0.1 == finding.1 } ? finding : Self.mayRun([finding], place: warmUps.uncertainPlace)[0]
            }
        }
        return found
    }

    /// Whether the scope a construction begins builds no async component of its own, so that its warm-up builds
    /// nothing: a flow begun with no assembly (`beginFlow()`) in a program that overrides no key with an async make.
    private static func buildsNothingAsync(_ construction: FactoryConstruction, _ program: Program) -> Bool {
        construction.isFlow && construction.uses?.isEmpty == true && !program.keys.contains { $0.overrides.contains(where: \.isAsync) }
    }

    /// Why reads in `bound` were not judged.
    private func reason(_ bound: Bound, subject: String, context: ValidationContext) -> String {
        let refs = bound.factories.sorted()
        if refs.count > 1 {
            return "\(subject) may hold one of \(refs.count) factories and flows, in some of which the read would stop the program "
                + "and in others not, or that the analysis cannot judge"
        }
        if refs.contains(where: { context.program.files[$0.file].factories[$0.index].isFlow }) {
            return "\(subject) may be a flow whose scopes the analysis does not follow up to a root factory and read whole, "
                + "or whose warm-up it cannot order with the read"
        }
        guard refs.allSatisfy({ context.group(of: $0) != nil }) else {
            return "\(subject) may be a factory whose assemblies the analysis could not read whole"
        }
        return "\(subject) may be read before a warm-up built the async component it reaches, which the analysis does not order here"
    }
}

/// A read through a factory or flow held in a property, a parameter, a return (``FactoryFollowing``), as
/// `rivet explain` lists it among those that resolve the key.
struct FollowedRead {
    var location: SourceLocation
    /// The read as written: `flow.loginPresenter`.
    var text: String
    var key: Int
    var factories: [FactoryRef]
}
