/// What the runtime stops with when a flow resolves a key: the rules that judge a resolution through a root
/// factory constant, judged in the flow. The entry point for any resolution attributed to a flow.
extension FlowScope {
    /// The diagnostics, at `location`, that the runtime would stop with when this flow resolves `key`:
    ///
    /// - an async component the flow's warm-up builds (a `.flow` one, or a singleton of the flow's own
    ///   assemblies), read without an await before any `warmUp()` or await on the flow (`isBeforeWarmUp`),
    ///   itself or through the keys the resolution builds in the flow; or one a scope above builds (a parent's
    ///   singleton), read before anything was awaited (`isBeforeParentsWarmUp`);
    /// - an `AsyncInjectionKey` that no scope of the flow registers (a complete chain), resolved directly, or
    ///   through keys built afresh per resolution when another scope registers it: its own make is async, so
    ///   nothing in the flow can build it;
    /// - a resolution with an argument (`hasArgument`, `checkout[K.self, id]`) of a type that is both kinds of
    ///   key, which the flow's registration in force registers without one.
    ///
    /// A cycle, or a captive dependency of a root's singleton, that the resolution reaches is reported
    /// where it is (``FlowCycles``, the root's rules), not here. Missing registrations are not judged here.
    func diagnostics(
        resolving key: Int,
        at location: SourceLocation,
        isAwaited: Bool,
        isBeforeWarmUp: Bool,
        isBeforeParentsWarmUp: Bool = false,
        hasArgument: Bool = false,
        _ context: ValidationContext
    ) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        func report(_ chain: [Int], _ diagnostic: (String, [String]) -> RivetDiagnostic) {
            found.append((location, diagnostic(context.name(chain[chain.count - 1]), chain.map(context.name))))
        }
        let program = context.program
        if program.hasAsync {
            let isUnregistered = { (other: Int) in
                program.keys[other].declaration.isAsync && program.keys[other].overrides.isEmpty && isKeyMake(other)
            }
            let perResolution = { (other: Int) in self.lifecycle(of: other)?.isPerResolution == true }
            // One that nothing registers at all is reported where a make or closure resolves it
            // (``AsyncNotRegisteredValidator``); here, only when the flow resolves it itself.
            let isRegisteredElsewhere = { (other: Int) in isUnregistered(other) && !program.keys[other].registrations.isEmpty }
            if isUnregistered(key) {
                report([key], RivetDiagnostic.asyncNotRegistered)
            } else if perResolution(key), let steps = chain(from: key, passingThrough: perResolution, to: isRegisteredElsewhere) {
                report(steps, RivetDiagnostic.asyncNotRegistered)
            }
            // Before anything was awaited, a key on the way to an unbuilt async component cannot have been built
            // either: the read builds it, in whichever scope owns it.
            let passes = { (other: Int) in self.isBuiltHere(other) == true || (isBeforeParentsWarmUp && self.isBuiltHere(other) == false) }
            let isUnbuilt = { (other: Int) in
                (isBeforeWarmUp && self.isWarmedHere(other))
                    || (isBeforeParentsWarmUp && self.isAsync(other) == true && self.isBuiltHere(other) == false)
            }
            if isBeforeWarmUp || isBeforeParentsWarmUp, passes(key), let isAsync = isAsync(key) {
                if isAsync {
                    if !isAwaited, isUnbuilt(key) { report([key], RivetDiagnostic.asyncNotReady) }
                } else if let path = pathToUnbuiltAsync(from: key, passingThrough: passes, isUnbuilt: isUnbuilt) {
                    report(path.chain, RivetDiagnostic.asyncNotReady)
                }
            }
        }
        let entry = program.keys[key]
        if hasArgument, entry.declaration.isBothKinds, entry.overrides.isEmpty,
            case .registration(let registration, _)? = source(of: key), registration.takesArgument == false
        {
            found.append((location, .keyKindMismatch(key: context.name(key))))
        }
        return found
    }

    /// Whether no scope of a complete chain registers the key, so that its own make builds it.
    private func isKeyMake(_ key: Int) -> Bool {
        if case .keyMake? = source(of: key) { return true }
        return false
    }
}
