/// Types that are both a `ParameterizedKey` and a key resolved without an argument (`InjectionKey`,
/// `ListKey`, …), which the runtime keeps apart: registering one with an argument stops the program when
/// the registration runs, and so does resolving one with an argument (`factory[K.self, id]`) where it is
/// registered without. Reported on a registration or override written in the argument form (a
/// `keepingAtMost:` bound, `ArgumentLifecycle`, a closure of two parameters), and on a resolution with an
/// argument through a root factory constant whose factory registers the key in the other form.
struct KeyKindMismatchValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        let keys = program.keys.indices.filter { program.keys[$0].declaration.isBothKinds }
        guard !keys.isEmpty else { return [] }
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for key in keys {
            for registration in program.keys[key].registrations + program.keys[key].overrides where registration.takesArgument == true {
                found.append((registration.location, .keyKindMismatch(key: context.name(key))))
            }
        }
        let dual = Set(keys)
        return found + ValidationContext.merge(context.groups.map { group in
            group.roots.map { root in
                let mismatched = group.constructions.flatMap(\.resolutions).filter { resolution in
                    guard resolution.hasArgument, let key = program.key(of: resolution), dual.contains(key) else { return false }
                    return root.registration(of: key)?.takesArgument == false && program.keys[key].overrides.isEmpty
                }
                return (root.configuration, mismatched.map { resolution in
                    (resolution.location, RivetDiagnostic.keyKindMismatch(key: context.name(program.key(of: resolution)!)))
                })
            }
        })
    }
}
