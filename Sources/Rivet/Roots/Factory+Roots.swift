import _RivetShims

extension Factory {
    /// The factory bound to the running task, if any.
    @TaskLocal static var _bound: Factory?

    /// The root factory, installed once; a retained pointer, never released (Documentation/Internals.md, M10).
    nonisolated(unsafe) static let _root = _makeCell()

    /// Non-nil once any code has bound a factory with `withCurrent`: until then (an app that only installs
    /// its root) finding the current factory skips the task-local lookup.
    nonisolated(unsafe) static let _bindingsUsed = _makeCell()

    /// A word of its own, allocated once and never freed: read and written only atomically.
    private static func _makeCell() -> UnsafeMutablePointer<UInt> {
        let cell = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        cell.initialize(to: 0)
        return cell
    }

    /// Installs the app's root factory: the one ``Injected`` and ``current`` use wherever no other factory
    /// is bound. Call it once, at launch.
    ///
    /// ```swift
    /// @main struct App {
    ///     static func main() {
    ///         Factory.installRoot(Factory(AppAssembly()))
    ///         ...
    ///     }
    /// }
    /// ```
    ///
    /// A second call with another factory keeps the root installed first (code may already hold what it
    /// resolved from it), returns `false` and writes one line to standard error,
    /// ``RivetError/rootAlreadyInstalled``'s message; it does not stop the program, since an entry point
    /// run twice (an Xcode preview runs the app's) is not worth a crash. Code that needs a root of its own,
    /// a preview, a tool or a test outside RivetTesting, runs inside ``withScopedRoot(_:body:)`` instead.
    /// Installing the same factory again returns `true` and says nothing.
    ///
    /// - Parameter factory: The app's factory.
    /// - Returns: `true` if `factory` is the installed root after the call.
    @discardableResult
    public static func installRoot(_ factory: Factory) -> Bool {
        let retained = Unmanaged.passRetained(factory)
        let address = UInt(bitPattern: retained.toOpaque())
        if rivet_compare_exchange(_root, 0, address) { return true }
        retained.release()
        if rivet_load_acquire(_root) == address { return true }
        rivet_write_error(RivetError.rootAlreadyInstalled.description)
        return false
    }

    /// The root factory installed with ``installRoot(_:)``, if any: what ``current`` falls back to where no
    /// factory is bound. A scoped root (``withScopedRoot(_:body:)``) is not installed, and is not this.
    public static var root: Factory? {
        UnsafeRawPointer(bitPattern: rivet_load_acquire(_root)).map { Unmanaged<Factory>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The factory in force here: while a factory builds a component, that factory (so a component's
    /// ``Injected`` properties resolve where the component does); else the one bound to the running task
    /// (by ``withCurrent(_:)``, ``withScopedRoot(_:body:)``, a flow or a test scope); else the installed
    /// root. Stops with an error if there is none.
    public static var current: Factory {
        _current(for: "Factory.current")
    }

    @usableFromInline
    static func _current(for use: @autoclosure () -> String) -> Factory {
        let stack = _ResolutionStack.current
        let depth = stack.pointee.depth
        if depth > 0 {
            // Inside a make: the factory building, unless the make itself bound one with withCurrent since.
            let scope = stack.pointee.bindingDepth >= depth ? stack.pointee.binding : stack.pointee.top.pointee.scope
            if let scope { return Unmanaged<Factory>.fromOpaque(scope).takeUnretainedValue() }
        }
        if rivet_load_acquire(_bindingsUsed) != 0, let bound = _bound { return bound }
        if let root = UnsafeRawPointer(bitPattern: rivet_load_acquire(_root)) {
            return Unmanaged<Factory>.fromOpaque(root).takeUnretainedValue()
        }
        _fail(.noCurrentFactory(for: use()))
    }

    /// Runs `body` with this factory current: ``Injected`` properties initialised inside resolve from it,
    /// in this task and in the tasks it starts (not in detached tasks or other threads).
    ///
    /// ```swift
    /// let presenter = login.withCurrent { UsersPresenter() }   // @Injected resolves in the login flow
    /// ```
    ///
    /// - Parameter body: The code to run.
    /// - Returns: What `body` returns.
    public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
        Self._noteBindingsUsed()
        // Also marked on the thread's resolution stack, so that a make calling this wins over the factory
        // running the make (see `_current`).
        let stack = _ResolutionStack.current
        let outer = (stack.pointee.binding, stack.pointee.bindingDepth)
        stack.pointee.binding = _lockIdentity
        stack.pointee.bindingDepth = stack.pointee.depth
        defer { (stack.pointee.binding, stack.pointee.bindingDepth) = outer }
        return try Self.$_bound.withValue(self, operation: body)
    }

    /// Runs asynchronous `body` with this factory current, in this task and the child tasks it starts.
    ///
    /// - Parameters:
    ///   - isolation: Where `body` runs; the caller's isolation by default.
    ///   - body: The code to run.
    /// - Returns: What `body` returns.
    public func withCurrent<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        Self._noteBindingsUsed()
        return try await Self.$_bound.withValue(self, operation: body, isolation: isolation)
    }

    static func _noteBindingsUsed() {
        if rivet_load_acquire(_bindingsUsed) == 0 { rivet_store_release(_bindingsUsed, 1) }
    }
}

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
