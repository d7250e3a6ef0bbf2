
/// Hooks that would never run: an `onCreate` or `decorate` of a key that the assemblies of the factory or
/// flow adding it do not register (nor contribute to). The runtime attaches hooks to the registration in
/// force in that scope when it is built, and stops there if there is none; a parent's registration does not
/// count. Judged in each root factory and each flow whose assemblies were read whole, in every combination
/// of branch arms, and reported on the hook's line.
struct HookWithoutRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        guard context.program.hasContributionsOrHooks else { return [] }
        let roots = context.groups.map { group in
            group.roots.map { root in
                (root.configuration, Self.unregistered(root.table, scope: RivetError.scopeName(isFlow: false, assemblies: root.assemblies), context))
            }
        }
        // Only a flow's own assemblies count: flows of the same assemblies are judged once.
        var judged: Set<[AssemblyUse]> = []
        let flows = context.flowChains.filter { judged.insert($0.signature[$0.signature.count - 1]).inserted }.map { chain in
            let scope = ResolutionSites.scopeName(chain.flow)
            return chain.configurations.map { configuration, tables in
                (configuration, Self.unregistered(tables[tables.count - 1], scope: scope, context))
            }
        }
        return ValidationContext.merge(roots + flows)
    }

    /// The hooks in `table` whose key it does not register, named with `scope`.
    private static func unregistered(_ table: RegistrationTable, scope: String, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        table.hooks.filter { !table.registers($0.key) }.sorted { $0.key < $1.key }.flatMap { key, hooks in
            hooks.map { ($0.location, RivetDiagnostic.hookWithoutRegistration(key: context.name(key), scope: scope)) }
        }
    }
}
