import _RivetShims

extension Factory {
    /// Builds every async component registered here, in parallel wherever their dependencies allow: at
    /// launch for the app's factory, and when a flow begins for the flow's.
    ///
    /// Each component's make runs in a child task of its own, so independent components are built at once
    /// and one that awaits another continues as soon as that one is ready. A component something else is
    /// already building (another warm-up, an await) is joined, not built twice. A flow's warm-up builds its
    /// own async components and the `.flow` ones its parents register; the parents' singletons are built
    /// when a component of the flow awaits them.
    ///
    /// ```swift
    /// let factory = Factory(AppAssembly())
    /// try await factory.warmUp()            // the database and the remote configuration, at once
    /// let repository = factory.usersRepository
    /// ```
    ///
    /// - Throws: ``ComponentBuildError`` naming the first component that failed and the chain that needed
    ///   it, once the other builds have ended: those that did not need it are kept, and those that did fail
    ///   with it. `CancellationError` when the calling task is cancelled, which cancels the builds not
    ///   finished. Nothing of a failed or cancelled build is kept, so calling `warmUp()` again (after an
    ///   override, say) builds only what is missing.
    public func warmUp() async throws {
        let components = _asyncComponentsToWarm().map { _UncheckedSendable($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for component in components {
                group.addTask { try await component.value.entry.warm(registeredIn: component.value.owner, flow: self) }
            }
            // Every build runs to its end, so that what did not need a failed component is kept; then the
            // first failure is thrown. Cancelling the caller cancels the children.
            var failure: (any Error)?
            while true {
                do {
                    guard try await group.next() != nil else { break }
                } catch {
                    failure = failure ?? error
                }
            }
            if let failure { throw failure }
        }
    }

    /// Awaits a component: an async one is built once, whoever else awaits it at the same time, and
    /// reused from then on; any other resolves as it would synchronously.
    ///
    /// ```swift
    /// let database = try await factory.resolve(DatabaseKey.self)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key's type.
    ///   - isolation: Where the caller runs; the caller's isolation by default.
    /// - Returns: The value.
    /// - Throws: ``ComponentBuildError`` when building it (or an async component it awaits) failed;
    ///   `CancellationError` when the task was cancelled before the value was ready.
    public func resolve<K: InjectionKey>(
        _ key: K.Type,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> K.Value {
        let key = ObjectIdentifier(K.self)
        let observer = _observer
        // One look-up: an override between two could make the registration found async after a sync one.
        guard let (registration, owner) = _registration(for: key) else {
            guard let observer else { return _makeLiveDefaultInFrame(K.self, key) }
            return _observed(by: observer, key, { _ObservedKind(scope: self) }) { _makeLiveDefaultInFrame(K.self, key) }
        }
        let entry = unsafeDowncast(registration, to: _Entry<K.Value>.self)
        guard entry.isAsync else {
            guard let observer else { return _build(K.self, entry, registeredIn: owner) }
            return _observed(by: observer, key, {
                _observedKind(entry.lifecycle, isAsync: false, usesKeyMake: entry.usesKeyMake, registeredIn: owner)
            }) { _build(K.self, entry, registeredIn: owner) }
        }
        let (cell, scope) = _asyncCell(K.self, entry, registeredIn: owner)
        try await cell.ensureBuilt(by: entry, in: scope, observedBy: observer, from: self, isolation: isolation)
        return cell.publishedValue
    }

    /// Replaces how a key is built with an async closure, in this factory and the flows begun from it: a
    /// mock that must be set up asynchronously. Warm up again (or await the key) to build it.
    ///
    /// ```swift
    /// factory.overrideAsync(DatabaseKey.self) { _ in try await InMemoryDatabase.seeded() }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: `.singleton` or `.flow`; by default the key's registered lifecycle here when it is one
    ///     of those, else `.singleton`.
    ///   - make: Builds the value.
    public func overrideAsync<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: AsyncLifecycle? = nil,
        make: @escaping @Sendable (AsyncInjectedValues) async throws -> K.Value
    ) where K.Value: Sendable {
        let registered: Lifecycle = lifecycle?.lifecycle ?? (_registeredLifecycle(of: K.self) == .flow ? .flow : .singleton)
        _install(_Registration(K.self, registered, asyncMake: make))
    }
}
