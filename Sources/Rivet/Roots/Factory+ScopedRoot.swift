extension Factory {
    /// Runs `body` with a root factory of its own, built from `assemblies`: for a preview, a tool, or a
    /// test outside RivetTesting, which must not touch the app's installed root.
    ///
    /// The factory is current while `body` runs, as with ``withCurrent(_:)``: `@Injected` properties
    /// initialised inside resolve from it, in this thread's synchronous code and in the tasks it starts.
    /// The installed root (``root``) is left as it is, and two scopes running at the same time never see
    /// each other's factory, overrides or singletons. When `body` returns, the factory is released, and its
    /// singletons with it, unless `body` kept them.
    ///
    /// ```swift
    /// let names = try await Factory.withScopedRoot(AppAssembly(), PreviewAssembly()) { factory in
    ///     factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
    ///     return try await UsersPresenter().userNames()
    /// }
    /// ```
    ///
    /// What a scope does not reach: detached tasks, other threads, and callbacks a framework runs on its
    /// own (a notification, a timer, a completion handler): they see the installed root. Bind the factory
    /// there with `factory.withCurrent { }`, or resolve what they need before leaving the scope.
    ///
    /// - Parameters:
    ///   - assemblies: The scope's assemblies, in order; applied in ``LaunchContext/current``.
    ///   - body: The code to run, given the scope's factory.
    /// - Returns: What `body` returns.
    public static func withScopedRoot<R>(_ assemblies: any Assembly..., body: (Factory) throws -> R) rethrows -> R {
        try Factory(assemblies: assemblies)._runAsScopedRoot(body)
    }

    /// Runs asynchronous `body` with a root factory of its own; see the synchronous form.
    ///
    /// - Parameters:
    ///   - assemblies: The scope's assemblies, in order; applied in ``LaunchContext/current``.
    ///   - isolation: Where `body` runs; the caller's isolation by default.
    ///   - body: The code to run, given the scope's factory.
    /// - Returns: What `body` returns.
    public static func withScopedRoot<R>(
        _ assemblies: any Assembly...,
        isolation: isolated (any Actor)? = #isolation,
        body: (Factory) async throws -> R
    ) async rethrows -> R {
        try await Factory(assemblies: assemblies)._runAsScopedRoot(isolation: isolation, body)
    }

    /// Runs `body` with a root factory of its own, its assemblies applied in `launch`: a preview or a test
    /// sees what a launch with these arguments and environment builds.
    ///
    /// ```swift
    /// Factory.withScopedRoot(launch: LaunchContext(arguments: ["app", "-mock-network"]), AppAssembly(),
    ///                        MockNetworkAssembly().when(.argument("-mock-network"))) { factory in ... }
    /// ```
    ///
    /// - Parameters:
    ///   - launch: The launch context the assemblies are applied in.
    ///   - assemblies: The scope's assemblies, in order.
    ///   - body: The code to run, given the scope's factory.
    /// - Returns: What `body` returns.
    public static func withScopedRoot<R>(
        launch: LaunchContext,
        _ assemblies: any Assembly...,
        body: (Factory) throws -> R
    ) rethrows -> R {
        try Factory(parent: nil, assemblies: .list(assemblies), launch: launch)._runAsScopedRoot(body)
    }

    /// Runs asynchronous `body` with a root factory of its own, its assemblies applied in `launch`.
    ///
    /// - Parameters:
    ///   - launch: The launch context the assemblies are applied in.
    ///   - assemblies: The scope's assemblies, in order.
    ///   - isolation: Where `body` runs; the caller's isolation by default.
    ///   - body: The code to run, given the scope's factory.
    /// - Returns: What `body` returns.
    public static func withScopedRoot<R>(
        launch: LaunchContext,
        _ assemblies: any Assembly...,
        isolation: isolated (any Actor)? = #isolation,
        body: (Factory) async throws -> R
    ) async rethrows -> R {
        try await Factory(parent: nil, assemblies: .list(assemblies), launch: launch)._runAsScopedRoot(isolation: isolation, body)
    }

    private func _runAsScopedRoot<R>(_ body: (Factory) throws -> R) rethrows -> R {
        try withCurrent { try body(self) }
    }

    private func _runAsScopedRoot<R>(isolation: isolated (any Actor)?, _ body: (Factory) async throws -> R) async rethrows -> R {
        try await withCurrent(isolation: isolation) { try await body(self) }
    }
}
