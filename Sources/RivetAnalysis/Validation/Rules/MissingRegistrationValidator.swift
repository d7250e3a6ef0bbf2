import Rivet

/// Keys that nothing can build: an `InterfaceKey` with no `make` of its own that no assembly registers
/// and nothing overrides, resolved by a key, a registration or an `@Injected` property.
///
/// Only when the analysis sees the whole program: not with ``Analysis/Options/isPartial`` (a library
/// whose implementations live in another module), nor when a file could not be read or registers in a
/// way the analysis cannot follow, and only when the composition is in sight: at least one root
/// `Factory(…)`, and every factory and flow built from assemblies that the analysis read whole (an
/// assembly from another package could register the key).
///
/// The message lists the scopes searched as the runtime would: a root factory constant's own scope for a
/// resolution through it, else every factory and flow the sources build, any of which may run the `make`,
/// closure or property (none of their assemblies registers the key).
struct MissingRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        guard !context.options.isPartial, !program.isIncomplete else { return [] }
        let constructions = program.files.flatMap(\.factories)
        guard constructions.contains(where: { !$0.isFlow }),
            constructions.allSatisfy({ $0.assemblies?.allSatisfy { program.assemblies[$0] != nil } ?? false })
        else { return [] }
        func isMissing(_ key: Int) -> Bool {
            let entry = program.keys[key]
            return !entry.hasDefault && entry.registrations.isEmpty && entry.overrides.isEmpty
        }
        var named: Set<String> = []
        let everywhere = constructions.map(Self.scopeName).filter { named.insert($0).inserted }
        var found: [(SourceLocation, RivetDiagnostic)] = []
        // The keys every root factory registers with a closure of its own, whatever its branches take.
        var replacedEverywhere: Set<String>?
        for construction in constructions where !construction.isFlow {
            let registrations = construction.assemblies.flatMap(program.registrations(ofAssemblies:)) ?? []
            let replaced = Set(registrations.lazy.filter { $0.conditions.isEmpty && !$0.isConditional && Self.replacesMake($0) }.map(\.keyName))
            replacedEverywhere = replacedEverywhere?.intersection(replaced) ?? replaced
        }
        /// Whether the key's own `make` never runs: every registration and override has a closure, and
        /// every root factory registers the key with one.
        func isMakeReplaced(_ index: Int) -> Bool {
            let key = program.keys[index]
            return replacedEverywhere?.contains(key.name) == true && (key.registrations + key.overrides).allSatisfy(Self.replacesMake)
        }
        for (index, key) in program.keys.enumerated() {
            let make = isMakeReplaced(index) ? nil : key.make
            let resolvers = (make.map { [$0.resolutions] } ?? []) + (key.registrations + key.overrides).compactMap { registration in
                if case .code(let resolutions) = registration.builder { return resolutions }
                return nil
            }
            for resolution in resolvers.joined() {
                guard let target = program.key(of: resolution), isMissing(target) else { continue }
                found.append((resolution.location, .missingRegistration(
                    key: context.name(target), searched: everywhere, chain: [context.name(index), context.name(target)]
                )))
            }
        }
        for file in program.files {
            for injection in file.injections {
                guard let target = program.accessorKey[injection.accessor], isMissing(target) else { continue }
                found.append((injection.location, .missingRegistration(
                    key: context.name(target), searched: everywhere, chain: [injection.label, context.name(target)]
                )))
            }
            for construction in file.factories {
                for resolution in construction.resolutions {
                    guard let target = program.key(of: resolution), isMissing(target) else { continue }
                    found.append((resolution.location, .missingRegistration(
                        key: context.name(target), searched: [Self.scopeName(construction)], chain: [context.name(target)]
                    )))
                }
            }
        }
        return found
    }

    /// Whether a registration builds with a closure of its own rather than the key's `make`.
    private static func replacesMake(_ registration: Registration) -> Bool {
        if case .keyMake = registration.builder { return false }
        return true
    }

    /// The scope a construction builds, named as the runtime's `Factory.description` names it.
    private static func scopeName(_ construction: FactoryConstruction) -> String {
        Factory.scopeName(isFlow: construction.isFlow, assemblies: construction.assemblies ?? [])
    }
}
