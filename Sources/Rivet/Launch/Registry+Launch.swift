extension Registry {
    /// The launch context of the factory being assembled: ``LaunchContext/current``, or the one given to
    /// ``Factory/init(launch:_:)``. A flow's and a `reset()`'s are those of the root they belong to, so an
    /// assembly that reads it makes the same choice each time it is applied.
    ///
    /// ```swift
    /// func assemble(into registry: inout Registry) {
    ///     if registry.launch.hasArgument("-offline") { registry.register(APIClientKey.self) { _ in OfflineClient() } }
    /// }
    /// ```
    public var launch: LaunchContext { _launch }
}
