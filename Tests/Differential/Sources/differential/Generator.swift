/// Builds a `ProgramModel` from a seed: first a correct program (lifecycles repaired so that nothing
/// cached in the root reaches a flow, flow-only keys read in flows, async keys warmed up first), then, in
/// about half of the programs, one mistake of a class the runtime stops.
struct Generator {
    typealias Model = ProgramModel

    static let nouns = [
        "Session", "Router", "Cart", "Analytics", "Logger", "Database", "Keychain", "Settings", "Profile",
        "Feed", "Search", "Checkout", "Payment", "Catalog", "Inbox", "Player", "Downloads", "Theme",
        "Location", "Weather", "Auth", "Tracker", "Cache", "Network", "Store", "Config", "Clock", "Images",
    ]

    private var rng: SplitMix64
    private var p: Model

    private init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        p = Model(seed: seed)
    }

    /// Whether `shapes()` is drawn: off to measure what the analysis makes of the programs without the apps' shapes
    /// (`--without-shapes`).
    nonisolated(unsafe) static var drawsShapes = true

    static func program(seed: UInt64) -> Model {
        var generator = Generator(seed: seed)
        generator.build()
        return generator.p
    }

    private mutating func build() {
        let mistake: Model.Mistake = rng.chance(50) ? .none : rng.weighted([
            (.cycle, 3), (.captive, 3), (.flowNotRunning, 3), (.missing, 2), (.asyncBeforeWarmUp, 2),
            (.conditionalCaptive, 2), (.flowAssemblyMissing, 2),
        ])
        let count = rng.int(3...8)
        let asyncProgram = rng.chance(20) || mistake == .asyncBeforeWarmUp
        p.composedModule = rng.chance(30)
        p.featureAssembly = rng.chance(30) || mistake == .flowAssemblyMissing
        let names = Array(rng.shuffled(Self.nouns).prefix(count))

        for name in names {
            let kind = rng.weighted([
                (Model.Kind.plain, 55), (.interface, 15), (.parameterized, 10), (.list, 7), (.dictionary, 6),
                (.async, asyncProgram ? 12 : 0),
            ])
            p.keys.append(Model.Key(name: name, kind: kind, life: randomLife(kind)))
        }
        if asyncProgram && !p.isAsync {
            let index = count > 1 ? rng.int(1...(count - 1)) : 0
            p.keys[index].kind = .async
            p.keys[index].life = .singleton
        }
        makeEdges()
        makeHomes()
        repair()
        if rng.chance(20) { harmlessConditional() }
        if rng.chance(15) {
            let candidates = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) }
            if !candidates.isEmpty { p.override = rng.pick(candidates) }
        }
        makeSteps()
        apply(mistake)
        p.installRoot = p.installRoot || p.steps.contains {
            [.installedRootHost, .installedRootInMethod, .currentFactory, .propertyHost].contains($0.holder) && !$0.inFlow
        }
        vary()
        if Self.drawsShapes { shapes() }
        p.installRoot = p.installRoot || p.steps.contains { $0.holder == .systemBuilt }
    }

    /// The shapes apps are written in, drawn after `vary()` so that a seed's program is otherwise the one it
    /// was: reads moved to service locators, routers' stored builders, child coordinators, closures' parameters,
    /// tasks after the warm-up and types only the system builds; flows begun inside flows; registrations made
    /// through Koin-style generic helpers; reads in closures called where they are written; an override made
    /// under a condition (sometimes the program's mistake: a captive through it); the root's assemblies given
    /// as a list.
    private mutating func shapes() {
        if p.mistake == .none && rng.chance(10) {
            if makeDemoCaptive() { p.mistake = .demoCaptive }
        } else if rng.chance(12) {
            // Harmless: the override reads what the key's own make reads, so whether it applies changes nothing
            // the runtime stops on. Not a key a mistake leaves unregistered (the override would provide it).
            let candidates = p.keys.indices.filter {
                [.plain, .interface].contains(p.keys[$0].kind) && [.app, .module].contains(p.keys[$0].home) && p.override != $0
            }
            if !candidates.isEmpty {
                let condition = rng.int(0...2)
                p.demoOverride = .init(key: rng.pick(candidates), on: condition == 2 ? false : rng.chance(50), condition: condition)
            }
        }
        for s in p.steps.indices where rng.chance(35) {
            let step = p.steps[s]
            var choices = step.inFlow ? Self.newFlowHolders : Self.newRootHolders
            if !p.keys[step.key].hasAccessor { choices = choices.filter { Self.argumentHolders.contains($0) } }
            if p.warmUpAfterSteps { choices = choices.filter { $0 != .task } }
            if !choices.isEmpty { p.steps[s].holder = rng.pick(choices) }
        }
        for s in p.steps.indices {
            p.steps[s].style = rng.int(0...1)
            guard p.steps[s].inFlow, rng.chance(25) else { continue }
            p.steps[s].nesting = rng.chance(30) ? 2 : 1
            p.steps[s].chained = rng.chance(50)
            p.steps[s].featureOuter = rng.chance(50)
        }
        if p.steps.contains(where: { $0.holder == .nestedCoordinator }) {
            for s in p.steps.indices where p.steps[s].holder == .nestedCoordinator { p.steps[s].nesting = max(1, p.steps[s].nesting) }
        }
        if rng.chance(20) {
            p.helpersThroughDeclare = rng.chance(50)
            for i in p.keys.indices where [.plain, .interface].contains(p.keys[i].kind) && [.app, .module, .feature].contains(p.keys[i].home) && rng.chance(70) {
                p.keys[i].viaHelper = true
            }
        }
        for i in p.keys.indices where p.keys[i].kind != .async {
            for e in p.keys[i].edges.indices where rng.chance(8) { p.keys[i].edges[e].inClosure = true }
        }
        if p.conditional == nil && rng.chance(20) {
            p.assemblyList = rng.chance(50) ? .constant : .function
            p.moduleInList = p.composedModule && rng.chance(50)
        }
    }

    /// A singleton overridden under a condition that holds, with a closure that also reads a flow-scoped key:
    /// a captive made only through the override.
    private mutating func makeDemoCaptive() -> Bool {
        let plain = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) && p.keys[$0].home != .feature }
        var pairs: [(Int, Int)] = []
        for s in plain { for f in plain where f != s && !reach(s).contains(f) && !reach(f).contains(s) { pairs.append((s, f)) } }
        guard !pairs.isEmpty else { return false }
        let (s, f) = rng.pick(pairs)
        if p.conditional?.key == s || p.conditional?.key == f { p.conditional = nil }
        if p.override == s || p.override == f { p.override = nil }
        p.keys[f].life = .flow
        if p.keys[f].home == .unregistered { p.keys[f].home = .app }
        repair()
        guard !needsFlow(s) else {
            refreshSteps()
            return false
        }
        p.keys[s].life = .singleton
        if p.keys[s].home == .unregistered { p.keys[s].home = .app }
        let condition = rng.int(0...1)
        p.demoOverride = .init(key: s, on: true, condition: condition, extra: .init(to: f, via: rng.pick([.subscript_, .accessor])))
        refreshSteps()
        return true
    }

    /// Other ways of writing what the program already does, drawn last so that a seed's program is otherwise the
    /// one it was: some `@Injected` helpers become `@LazyInjected` ones read inside the make, some hooks become
    /// decorators, and some reads made in place move into a scoped root of the app's assembly alone.
    private mutating func vary() {
        for i in p.keys.indices {
            for e in p.keys[i].edges.indices where p.keys[i].edges[e].via == .injectedHelper && rng.chance(40) {
                p.keys[i].edges[e].via = .lazyHelper
            }
            if p.keys[i].hook != nil, rng.chance(50) { p.keys[i].decorates = true }
        }
        for s in p.steps.indices where p.steps[s].holder == .local && !needsAsync(p.steps[s].key) && rng.chance(25) {
            p.steps[s].holder = .scopedRoot
        }
    }

    private mutating func randomLife(_ kind: Model.Kind) -> Model.Life {
        switch kind {
        case .plain, .interface:
            rng.weighted([(.transient, 30), (.singleton, 25), (.weakSingleton, 10), (.graph, 10), (.flow, 25)])
        case .parameterized: rng.pick([.transient, .singleton, .flow])
        case .list, .dictionary: .transient
        case .async: .singleton
        }
    }

    // MARK: - Edges and registrations

    private mutating func makeEdges() {
        let count = p.keys.count
        // From the last key up, so that whether a target needs a warm-up is known when an edge is drawn.
        for i in stride(from: count - 1, through: 0, by: -1) where i + 1 < count {
            var targets = rng.shuffled(Array((i + 1)..<count))
            targets = Array(targets.prefix(rng.int(0...2)))
            for t in targets {
                let target = p.keys[t]
                if p.keys[i].kind == .async {
                    // An async make reads sync keys that need no warm-up (else the order of a parallel
                    // warm-up decides), and awaits async ones.
                    if target.kind == .async {
                        p.keys[i].edges.append(.init(to: t, via: .awaitResolve))
                    } else if [.plain, .interface].contains(target.kind) && !needsAsync(t) {
                        p.keys[i].edges.append(.init(to: t, via: rng.pick([.subscript_, .accessor])))
                    }
                    continue
                }
                let via: Model.Via = target.kind == .parameterized ? .subscript_
                    : rng.weighted([(.subscript_, 40), (.accessor, 35), (.injectedHelper, 25)])
                p.keys[i].edges.append(.init(to: t, via: via))
            }
        }
        // Hooks on some registered keys, reading a later key.
        for i in p.keys.indices where [.plain, .interface].contains(p.keys[i].kind) && i + 1 < count && rng.chance(12) {
            let t = rng.int((i + 1)...(count - 1))
            if [.plain, .interface, .list, .dictionary].contains(p.keys[t].kind) {
                p.keys[i].hook = .init(to: t, via: rng.pick([.subscript_, .accessor]))
            }
        }
    }

    private mutating func makeHomes() {
        for i in p.keys.indices {
            let key = p.keys[i]
            let module = p.composedModule ? 25 : 0
            let feature = p.featureAssembly ? 10 : 0
            switch key.kind {
            case .plain:
                p.keys[i].closure = rng.chance(30)
                let unregistered = key.life == .transient && !p.keys[i].closure && key.hook == nil ? 15 : 0
                let featureHere = [.transient, .flow].contains(key.life) ? feature : 0
                p.keys[i].home = rng.weighted([(.app, 60), (.module, module), (.unregistered, unregistered), (.feature, featureHere)])
            case .interface:
                p.keys[i].closure = true
                let featureHere = [.transient, .flow].contains(key.life) ? feature : 0
                p.keys[i].home = rng.weighted([(.app, 60), (.module, module), (.feature, featureHere)])
            case .parameterized:
                p.keys[i].closure = rng.chance(30)
                let unregistered = key.life == .transient && !p.keys[i].closure ? 15 : 0
                p.keys[i].home = rng.weighted([(.app, 60), (.module, module), (.unregistered, unregistered)])
            case .list, .dictionary:
                p.keys[i].home = rng.weighted([(.app, 60), (.module, module), (.feature, feature)])
            case .async:
                p.keys[i].home = rng.weighted([(.app, 60), (.module, module)])
            }
        }
    }

    // MARK: - What a key needs

    /// The keys a resolution of `i` reaches (its make's edges and its hook's), `i` included.
    func reach(_ i: Int) -> Set<Int> {
        var seen: Set<Int> = [i]
        var stack = [i]
        while let k = stack.popLast() {
            var targets = p.keys[k].edges.map(\.to) + (p.keys[k].hook.map { [$0.to] } ?? [])
            if let demo = p.demoOverride, demo.on, demo.key == k, let extra = demo.extra { targets.append(extra.to) }
            for t in targets where seen.insert(t).inserted {
                stack.append(t)
            }
        }
        return seen
    }

    /// Needs a flow running: flow-scoped itself, registered only in the flows' assembly, or reaches such a key.
    func needsFlow(_ i: Int) -> Bool {
        reach(i).contains { k in
            let key = p.keys[k]
            return key.life == .flow || (key.home == .feature && ![.list, .dictionary].contains(key.kind))
        }
    }

    func needsAsync(_ i: Int) -> Bool { reach(i).contains { p.keys[$0].kind == .async } }

    /// Cached in the root: may not reach a flow.
    func isRootCached(_ key: Model.Key) -> Bool {
        key.kind == .async || [.singleton, .weakSingleton].contains(key.life)
    }

    /// Makes the program correct: a key cached in the root that reaches a flow becomes flow-scoped (an
    /// async one drops the edge instead).
    private mutating func repair() {
        for i in stride(from: p.keys.count - 1, through: 0, by: -1) where isRootCached(p.keys[i]) {
            let flowEdges = p.keys[i].edges.filter { needsFlow($0.to) }
            let flowHook = p.keys[i].hook.map { needsFlow($0.to) } ?? false
            guard !flowEdges.isEmpty || flowHook else { continue }
            if p.keys[i].kind == .async {
                let kept = p.keys[i].edges.filter { !needsFlow($0.to) }
                p.keys[i].edges = kept
            } else {
                p.keys[i].life = .flow
                if p.keys[i].home == .unregistered { p.keys[i].home = .app }
            }
        }
    }

    private mutating func harmlessConditional() {
        let candidates = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) && p.keys[$0].home != .feature }
        guard !candidates.isEmpty else { return }
        let key = rng.pick(candidates)
        p.conditional = (key, nil, rng.chance(50))
    }

    // MARK: - Launch code

    static let rootHolders: [Model.Holder] = [
        .local, .coordinator, .parameter, .initParameter, .withCurrentHost, .coordinatorWithCurrent,
        .installedRootHost, .installedRootInMethod, .currentFactory, .makeHost, .sharedContainer, .builder, .propertyHost,
    ]
    static let flowHolders: [Model.Holder] = [
        .local, .coordinator, .optionalCoordinator, .parameter, .initParameter, .withCurrentHost,
        .coordinatorWithCurrent, .currentFactory, .makeHost, .sharedContainer, .builder, .propertyHost,
    ]
    static let argumentHolders: Set<Model.Holder> = [
        .local, .coordinator, .optionalCoordinator, .parameter, .initParameter, .currentFactory, .sharedContainer, .builder,
        .serviceLocator, .router, .childCoordinator, .closureParameter, .task, .nestedCoordinator,
    ]
    static let newRootHolders: [Model.Holder] = [.serviceLocator, .router, .childCoordinator, .closureParameter, .task, .systemBuilt]
    static let newFlowHolders: [Model.Holder] = [.serviceLocator, .router, .childCoordinator, .closureParameter, .task, .nestedCoordinator]

    private mutating func holder(for key: Int, inFlow: Bool) -> Model.Holder {
        var choices = inFlow ? Self.flowHolders : Self.rootHolders
        if !p.keys[key].hasAccessor { choices = choices.filter { Self.argumentHolders.contains($0) } }
        return rng.pick(choices)
    }

    private mutating func makeSteps() {
        let targets = Set(p.keys.flatMap { key in key.edges.map(\.to) + (key.hook.map { [$0.to] } ?? []) })
        var entries = p.keys.indices.filter { !targets.contains($0) }
        if rng.chance(30) { entries.append(rng.below(p.keys.count)) }
        for key in rng.shuffled(entries) {
            let inFlow = needsFlow(key) || rng.chance(50)
            p.steps.append(.init(key: key, inFlow: inFlow, holder: holder(for: key, inFlow: inFlow)))
        }
    }

    // MARK: - Mistakes

    private mutating func apply(_ mistake: Model.Mistake) {
        let done: Bool
        switch mistake {
        case .none: done = true
        case .cycle: done = makeCycle()
        case .captive: done = makeCaptive()
        case .flowNotRunning: done = makeFlowNotRunning()
        case .missing: done = makeMissing()
        case .asyncBeforeWarmUp: done = makeAsyncBeforeWarmUp()
        case .conditionalCaptive: done = makeConditionalCaptive()
        case .flowAssemblyMissing: done = makeFlowAssemblyMissing()
        case .demoCaptive: done = false // drawn by shapes()
        }
        p.mistake = done ? mistake : .none
    }

    private func isSync(_ i: Int) -> Bool { p.keys[i].kind != .async }

    private mutating func makeCycle() -> Bool {
        let sync = p.keys.indices.filter(isSync)
        guard !sync.isEmpty else { return false }
        var pairs: [(Int, Int)] = []
        for a in sync { for b in reach(a).sorted() where b != a && isSync(b) { pairs.append((a, b)) } }
        let (a, b) = pairs.isEmpty || rng.chance(10) ? { let k = rng.pick(sync); return (k, k) }() : rng.pick(pairs)
        let via: Model.Via = p.keys[a].kind == .parameterized ? .subscript_ : rng.pick([.subscript_, .accessor, .injectedHelper])
        p.keys[b].edges.append(.init(to: a, via: via))
        refreshSteps()
        return true
    }

    private mutating func makeCaptive() -> Bool {
        let plain = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) }
        var pairs: [(Int, Int)] = []
        for s in plain { for f in plain where f > s { pairs.append((s, f)) } }
        guard !pairs.isEmpty else { return false }
        let (s, f) = rng.pick(pairs)
        p.keys[s].life = rng.chance(20) ? .weakSingleton : .singleton
        if p.keys[s].home == .unregistered || p.keys[s].home == .feature { p.keys[s].home = .app }
        p.keys[f].life = .flow
        if p.keys[f].home == .unregistered { p.keys[f].home = .app }
        if !p.keys[s].edges.contains(where: { $0.to == f }) {
            p.keys[s].edges.append(.init(to: f, via: rng.pick([.subscript_, .accessor, .injectedHelper])))
        }
        if p.conditional?.key == s || p.conditional?.key == f { p.conditional = nil }
        if p.override == s || p.override == f { p.override = nil }
        refreshSteps()
        return true
    }

    private mutating func makeFlowNotRunning() -> Bool {
        let plain = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) }
        guard let k = plain.isEmpty ? nil : rng.pick(plain) else { return false }
        p.keys[k].life = .flow
        if p.keys[k].home == .unregistered { p.keys[k].home = .app }
        if p.conditional?.key == k { p.conditional = nil }
        repair()
        // A read of a key that needs the flow, made with no flow running.
        let candidates = p.steps.indices.filter { needsFlow(p.steps[$0].key) }
        guard !candidates.isEmpty else { return false }
        let s = rng.pick(candidates)
        p.steps[s].inFlow = false
        p.steps[s].holder = holder(for: p.steps[s].key, inFlow: false)
        return true
    }

    private mutating func makeMissing() -> Bool {
        let candidates = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) }
        guard !candidates.isEmpty else { return false }
        let k = rng.pick(candidates)
        p.keys[k].kind = .interface
        p.keys[k].closure = true
        p.keys[k].home = .unregistered
        p.keys[k].hook = nil
        if p.conditional?.key == k { p.conditional = nil }
        if p.override == k { p.override = nil }
        return true
    }

    private mutating func makeAsyncBeforeWarmUp() -> Bool {
        guard let first = p.steps.firstIndex(where: { needsAsync($0.key) }) else { return false }
        p.steps.insert(p.steps.remove(at: first), at: 0)
        p.warmUpAfterSteps = true
        return true
    }

    private mutating func makeConditionalCaptive() -> Bool {
        var pairs: [(Int, Int)] = []
        for s in p.keys.indices where [.plain, .interface].contains(p.keys[s].kind) {
            for edge in p.keys[s].edges where [.plain, .interface].contains(p.keys[edge.to].kind) && p.keys[edge.to].home != .feature {
                pairs.append((s, edge.to))
            }
        }
        guard !pairs.isEmpty else { return false }
        let (s, t) = rng.pick(pairs)
        p.keys[s].life = .singleton
        if p.keys[s].home == .unregistered || p.keys[s].home == .feature { p.keys[s].home = .app }
        // Correct without the debug assembly: the target must not already reach a flow.
        for k in reach(t).sorted() where p.keys[k].life == .flow || p.keys[k].home == .feature {
            if p.keys[k].life == .flow { p.keys[k].life = .transient }
            if p.keys[k].home == .feature { p.keys[k].home = .app }
        }
        p.conditional = (t, .flow, rng.chance(50))
        if p.override == s || p.override == t { p.override = nil }
        refreshSteps()
        return true
    }

    private mutating func makeFlowAssemblyMissing() -> Bool {
        let candidates = p.keys.indices.filter { [.plain, .interface].contains(p.keys[$0].kind) }
        guard !candidates.isEmpty else { return false }
        let k = rng.pick(candidates)
        p.keys[k].kind = .interface
        p.keys[k].closure = true
        p.keys[k].home = .feature
        if ![.transient, .flow].contains(p.keys[k].life) { p.keys[k].life = .transient }
        if p.conditional?.key == k { p.conditional = nil }
        if p.override == k { p.override = nil }
        repair()
        refreshSteps()
        let readers = p.steps.indices.filter { reach(p.steps[$0].key).contains(k) }
        guard !readers.isEmpty else { return false }
        let s = rng.pick(readers)
        p.steps[s].inFlow = true
        p.steps[s].plainFlow = true
        if !Self.flowHolders.contains(p.steps[s].holder) { p.steps[s].holder = holder(for: p.steps[s].key, inFlow: true) }
        return true
    }

    /// After a change of lifecycles: the reads of keys that now need a flow move into one (a captive
    /// stops the program in a flow too; a flow-not-running mistake is made on purpose, elsewhere).
    private mutating func refreshSteps() {
        for s in p.steps.indices where !p.steps[s].inFlow && needsFlow(p.steps[s].key) {
            p.steps[s].inFlow = true
            if !Self.flowHolders.contains(p.steps[s].holder) { p.steps[s].holder = holder(for: p.steps[s].key, inFlow: true) }
        }
    }
}
