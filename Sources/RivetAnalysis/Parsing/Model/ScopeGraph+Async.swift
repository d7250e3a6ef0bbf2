/// Async components in a root factory or a flow: which sync resolutions read one before anything built it.
///
/// A sync resolution of an async component only reads it: a warm-up or an await must have built it first.
/// An await builds it (and what its make awaits); a sync key resolved on the way is built in line, so what
/// its make resolves is read in turn, however it was reached.
extension ScopeGraph {
    /// The shortest chain from `start` through sync keys that `passes` accepts to an async component read
    /// without an await while `isUnbuilt` says it may not be built yet: the keys, and where the first step
    /// is made. The chain may end at `start` (a make that reads its own key).
    func pathToUnbuiltAsync(
        from start: Int,
        passingThrough passes: (Int) -> Bool,
        isUnbuilt: (Int) -> Bool
    ) -> (chain: [Int], location: SourceLocation)? {
        var previous: [Int: (key: Int, location: SourceLocation)] = [:]
        var queue = [start]
        var head = 0
        func chain(to end: Int, from current: Int, at location: SourceLocation) -> (chain: [Int], location: SourceLocation) {
            var keys = [end, current]
            var first = location
            var step = current
            while step != start, let back = previous[step] {
                keys.append(back.key)
                first = back.location
                step = back.key
            }
            return (keys.reversed(), first)
        }
        while head < queue.count {
            let current = queue[head]
            head += 1
            for dependency in dependencies(of: current) {
                let next = dependency.key
                switch isAsync(next) {
                case true?:
                    // An await builds it; its own make is judged as every async make is.
                    if !dependency.isAwaited, isUnbuilt(next) { return chain(to: next, from: current, at: dependency.location) }
                case false?:
                    // Awaited or not, a sync key is built in line.
                    if next != start, previous[next] == nil, passes(next) {
                        previous[next] = (current, dependency.location)
                        queue.append(next)
                    }
                case nil:
                    continue
                }
            }
        }
        return nil
    }

    /// The async components certainly built once `key` is awaited: itself, and what its make awaits, and
    /// so on.
    func builtByAwaiting(_ key: Int) -> Set<Int> {
        var built: Set<Int> = [key]
        var stack = [key]
        while let current = stack.popLast() {
            for dependency in dependencies(of: current) where dependency.isAwaited && isAsync(dependency.key) == true {
                if built.insert(dependency.key).inserted { stack.append(dependency.key) }
            }
        }
        return built
    }
}

extension RootFactory {
    /// Whether a sync read of `key` here may reach an async component: the key is one (or an override may
    /// make it one), or its certain dependencies built in line lead to one.
    func mayReachAsync(from key: Int) -> Bool {
        guard isAsync(key) == false else { return true }
        let builtInLine = { (other: Int) in lifecycle(of: other).map { $0.isPerResolution || $0.isBuiltInRoot } ?? false }
        return pathToUnbuiltAsync(from: key, passingThrough: builtInLine, isUnbuilt: { isAsync($0) != false }) != nil
    }
}
