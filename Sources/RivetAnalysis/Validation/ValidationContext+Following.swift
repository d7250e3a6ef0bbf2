extension ValidationContext {
    /// The group of root factories a root construction belongs to; nil for a flow, or a factory whose
    /// assemblies were not read whole.
    func group(of ref: FactoryRef) -> FactoryGroup? {
        let construction = program.files[ref.file].factories[ref.index]
        guard !construction.isFlow else { return nil }
        return groups.first { group in group.constructions.contains { $0.location == construction.location } }
    }

    /// Reading `key` from `root`, where no flow runs (`head` starts the chain: the `@Injected` host, when the
    /// read is one): the flow-scoped key it reaches, directly or through keys built afresh per resolution, or
    /// an interface key it reaches that none of the root's assemblies registers, as the runtime
    /// stops them.
    func judgeRead(of key: Int, head: String?, at location: SourceLocation, in root: RootFactory, construction: FactoryConstruction) -> [(SourceLocation, RivetDiagnostic)] {
        let prefix = head.map { [$0] } ?? []
        // A key nothing registers is the whole-program rule's where a make, a closure or an `@Injected`
        // property reads it: only a read of it here is new.
        if let chain = pathToMissing(from: key, in: root), (chain.count == 1 && head == nil) || !isUnregistered(chain[chain.count - 1]) {
            let missing = name(chain[chain.count - 1])
            return [(location, .missingRegistration(
                key: missing, searched: [ResolutionSites.scopeName(construction)], chain: prefix + chain.map(name)
            ))]
        }
        guard let lifecycle = root.lifecycle(of: key) else { return [] }
        let chain: [Int]
        if lifecycle == .flow {
            chain = [key]
        } else if lifecycle.isPerResolution, let path = root.pathToFlowScoped(from: key) {
            chain = path.chain
        } else {
            return []
        }
        return [(location, .flowNotRunning(key: name(chain[chain.count - 1]), chain: prefix + chain.map(name), factory: "factory"))]
    }

    /// Reading `key` from `root` before anything built its async components: the first it reaches without an
    /// await, directly or through sync keys built in line, as the runtime stops it.
    func asyncNotReady(reading key: Int, head: String?, at location: SourceLocation, in root: RootFactory) -> [(SourceLocation, RivetDiagnostic)] {
        guard let lifecycle = root.lifecycle(of: key), lifecycle != .flow, let isAsync = root.isAsync(key) else { return [] }
        let chain: [Int]
        if isAsync {
            chain = [key]
        } else {
            let builtInRoot = { (other: Int) in root.lifecycle(of: other).map { $0.isPerResolution || $0.isBuiltInRoot } ?? false }
            guard let path = root.pathToUnbuiltAsync(from: key, passingThrough: builtInRoot, isUnbuilt: { root.lifecycle(of: $0) == .singleton })
            else { return [] }
            chain = path.chain
        }
        let prefix = head.map { [$0] } ?? []
        return [(location, .asyncNotReady(key: name(chain[chain.count - 1]), chain: prefix + chain.map(name)))]
    }

    /// Whether no assembly registers the key and nothing overrides it, anywhere.
    private func isUnregistered(_ key: Int) -> Bool {
        program.keys[key].registrations.isEmpty && program.keys[key].overrides.isEmpty
    }

    /// The shortest chain from `start`, through keys this root builds, to an interface key none of this
    /// root's assemblies registers.
    private func pathToMissing(from start: Int, in root: RootFactory) -> [Int]? {
        func isMissing(_ key: Int) -> Bool {
            let entry = program.keys[key]
            return !entry.hasDefault && entry.overrides.isEmpty && !root.registers(key)
        }
        if isMissing(start) { return [start] }
        var previous: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            // A flow-scoped key stops the read before its dependencies: that is the other finding.
            guard let lifecycle = root.lifecycle(of: current), lifecycle != .flow else { continue }
            for dependency in root.dependencies(of: current) where previous[dependency.key] == nil {
                previous[dependency.key] = current
                if isMissing(dependency.key) {
                    var chain = [dependency.key]
                    var step = dependency.key
                    while step != start, let back = previous[step] {
                        chain.append(back)
                        step = back
                    }
                    return chain.reversed()
                }
                queue.append(dependency.key)
            }
        }
        return nil
    }
}
