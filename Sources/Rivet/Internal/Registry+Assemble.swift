extension Registry {
    /// The registrations of one assembly.
    init(_ assembly: any Assembly) {
        self.init()
        assembly.assemble(into: &self)
    }

    /// The registrations of assemblies applied in order, so that a later one overrides an earlier one.
    init(_ assemblies: [any Assembly]) {
        self.init()
        for assembly in assemblies { assembly.assemble(into: &self) }
    }
}
