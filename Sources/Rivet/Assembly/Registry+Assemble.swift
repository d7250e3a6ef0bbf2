extension Registry {
    /// The registrations of one assembly, in the launch context of the factory being built.
    init(_ assembly: any Assembly, launch: LaunchContext) {
        self.init(launch: launch)
        _assembling = type(of: assembly)
        assembly.assemble(into: &self)
    }

    /// The registrations of assemblies applied in order, so that a later one overrides an earlier one.
    init(_ assemblies: [any Assembly], launch: LaunchContext) {
        self.init(launch: launch)
        for assembly in assemblies {
            _assembling = type(of: assembly)
            assembly.assemble(into: &self)
        }
    }
}
