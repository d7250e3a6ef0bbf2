
/// Async components read before anything built them. A sync resolution (`factory[K.self]`,
/// `values.database` through `InjectedValues`) only reads an async component, so in a root factory whose
/// assemblies were read whole it is an error to reach one synchronously:
///
/// - from a root factory constant before any `warmUp()` or await on it, directly or through the sync keys
///   it builds in line (`factory.usersRepository`, whose make reads the database);
/// - from an async make that the same warm-up builds (two singletons, or two flow components) without
///   awaiting it first: a warm-up starts every build at once, in no set order.
///
/// An async flow component reached from the root is the flow rules' (no flow runs there), and a singleton
/// reaching one the captive rule's.
struct AsyncNotReadyValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        guard context.program.hasAsync else { return [] }
        return fromConstants(root, group, context) + fromAsyncMakes(root, context)
    }

    private func diagnostic(_ chain: [Int], _ context: ValidationContext) -> RivetDiagnostic {
        .asyncNotReady(key: context.name(chain[chain.count - 1]), chain: chain.map(context.name))
    }

    /// Resolutions through a root factory constant made before it could have built any async component.
    private func fromConstants(_ root: RootFactory, _ group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        let builtInRoot = { (key: Int) in root.lifecycle(of: key).map { $0.isPerResolution || $0.isBuiltInRoot } ?? false }
        for construction in group.constructions {
            for resolution in construction.resolutions.prefix(construction.resolutionsBeforeWarmUp) {
                guard let key = context.program.key(of: resolution), let lifecycle = root.lifecycle(of: key),
                    let isAsync = root.isAsync(key), lifecycle != .flow
                else { continue }
                let chain: [Int]
                if isAsync {
                    // Awaited, it is built here; its make is judged below.
                    guard !resolution.isAwaited else { continue }
                    chain = [key]
                } else if let path = root.pathToUnbuiltAsync(from: key, passingThrough: builtInRoot, isUnbuilt: { root.lifecycle(of: $0) == .singleton }) {
                    chain = path.chain
                } else {
                    continue
                }
                found.append((resolution.location, diagnostic(chain, context)))
            }
        }
        return found
    }

    /// Async makes that read a component of their own warm-up without awaiting it: the first such read of
    /// each, at the step of the make that leads to it, unless the make awaited that component before.
    private func fromAsyncMakes(_ root: RootFactory, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for key in context.program.asyncKeys where root.isAsync(key) == true {
            guard let lifecycle = root.lifecycle(of: key), lifecycle == .singleton || lifecycle == .flow else { continue }
            // Sync keys built in line from it: per resolution, or kept where it is kept (captives are another rule's).
            let passes = { (other: Int) in
                root.lifecycle(of: other).map { $0.isPerResolution || (lifecycle == .flow ? $0 == .flow : $0.isBuiltInRoot) } ?? false
            }
            var built: Set<Int> = []
            let isUnbuilt = { (other: Int) in
                root.isAsync(other) == true && root.lifecycle(of: other) == lifecycle && (other == key || !built.contains(other))
            }
            for dependency in root.dependencies(of: key) {
                let next = dependency.key
                var chain: [Int]?
                switch root.isAsync(next) {
                case true? where dependency.isAwaited:
                    built.formUnion(root.builtByAwaiting(next))
                case true?:
                    if isUnbuilt(next) { chain = [key, next] }
                case false?:
                    if passes(next), let path = root.pathToUnbuiltAsync(from: next, passingThrough: passes, isUnbuilt: isUnbuilt) {
                        chain = [key] + path.chain
                    }
                case nil:
                    break
                }
                if let chain {
                    found.append((dependency.location, diagnostic(chain, context)))
                    break
                }
            }
        }
        return found
    }
}
