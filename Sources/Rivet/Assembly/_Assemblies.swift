/// The assemblies a scope was built from: `reset()` assembles them again, and messages name them. One is
/// kept without an array, so that building a factory or a flow from one assembly allocates none.
enum _Assemblies {
    case one(any Assembly)
    case list([any Assembly])

    /// A new table of what the assemblies register, applied in order in `launch`, for a flow or not.
    func table(isFlow: Bool, launch: LaunchContext) -> _KeyTable {
        switch self {
        case .one(let assembly):
            Registry(assembly, launch: launch).takeTable(scope: RivetError.scopeName(isFlow: isFlow, assemblies: names))
        case .list(let assemblies):
            Registry(assemblies, launch: launch).takeTable(scope: RivetError.scopeName(isFlow: isFlow, assemblies: names))
        }
    }

    /// The conditional assemblies that `launch` does not apply, as a missing registration's message says so:
    /// "MockNetworkAssembly is not applied (`argument -mock-network` does not hold)". Its registrations are
    /// not there, although the scope's name lists it.
    func notApplied(in launch: LaunchContext) -> [String] {
        let assemblies: [any Assembly] = switch self {
        case .one(let assembly): [assembly]
        case .list(let assemblies): assemblies
        }
        return assemblies.compactMap { assembly in
            let unmet = _unmetConditions(of: assembly, in: launch)
            guard !unmet.isEmpty else { return nil }
            return "\(_assemblyName(of: assembly)) is not applied (\(unmet.joined(separator: " and ")) \(unmet.count == 1 ? "does" : "do") not hold)"
        }
    }

    /// The assemblies' names, a conditional one named by its base (`_assemblyName`).
    var names: [String] {
        switch self {
        case .one(let assembly): [_assemblyName(of: assembly)]
        case .list(let assemblies): assemblies.map(_assemblyName(of:))
        }
    }
}

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
