extension NameBinder {
    /// The type each `.init(…)` argument of a make or closure builds: the type of the parameter of that label
    /// in the callee's initializers (`BadgeStore(syncer: .init())`, whose `init(syncer: BadgeSyncer)` says
    /// it is a `BadgeSyncer`), when they all agree on one.
    func implicitConstructionTypes() -> [Resolution.Target: String] {
        var targets: Set<Resolution.Target> = []
        for file in program.files {
            let resolutions = file.makes.flatMap(\.resolutions) + file.registrations.flatMap { registration -> [Resolution] in
                if case .code(let code) = registration.builder { return code }
                return []
            }
            for resolution in resolutions {
                if case .implicitConstruction = resolution.target { targets.insert(resolution.target) }
            }
        }
        var found: [Resolution.Target: String] = [:]
        for target in targets {
            guard case .implicitConstruction(let callee, let label) = target else { continue }
            let types = Set(initializers(of: callee).compactMap { initializer in
                initializer.function.parameters.first { $0.callLabel == label }?.typeName.last?.text
            })
            if types.count == 1, let type = types.first { found[target] = type }
        }
        return found
    }
}
