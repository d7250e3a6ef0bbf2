extension Registry {
    /// The registrations of one assembly.
    init(_ assembly: any Assembly) {
        self.init()
        _assembling = type(of: assembly)
        assembly.assemble(into: &self)
    }

    /// The registrations of assemblies applied in order, so that a later one overrides an earlier one.
    init(_ assemblies: [any Assembly]) {
        self.init()
        for assembly in assemblies {
            _assembling = type(of: assembly)
            assembly.assemble(into: &self)
        }
    }
}
