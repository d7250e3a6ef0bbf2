extension Factory {
    /// Builds a root factory in `launch`: the assemblies made conditional with ``Assembly/when(_:)`` apply
    /// only where their condition holds in it. One call picks the app's assemblies by context:
    ///
    /// ```swift
    /// let factory = Factory(
    ///     launch: .current,
    ///     AppAssembly(),
    ///     MockNetworkAssembly().when(.argument("-mock-network")),
    ///     PreviewAssembly().when(.preview)
    /// )
    /// ```
    ///
    /// The flows begun from the factory and its `reset()` apply their assemblies in the same context.
    /// A test passes an explicit context (`LaunchContext(arguments: ["app", "-mock-network"])`) to see what
    /// a launch with it builds.
    ///
    /// - Parameters:
    ///   - launch: The launch context: ``LaunchContext/current``, or one a test or a tool makes.
    ///   - assemblies: The app's assemblies, in order; a later one overrides an earlier one.
    public convenience init(launch: LaunchContext, _ assemblies: any Assembly...) {
        self.init(parent: nil, assemblies: .list(assemblies), launch: launch)
    }
}
