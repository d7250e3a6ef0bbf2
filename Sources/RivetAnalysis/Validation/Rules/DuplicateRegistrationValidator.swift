/// A warning for a key that one assembly registers twice unconditionally: the later registration
/// silently replaces the earlier one.
struct DuplicateRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for file in context.program.files {
            // By body (two assemblies may share a name in different namespaces), and by key: one declared
            // once whatever its written name (`StoreKey` and `Inbox.StoreKey`), else by the name as written.
            var first: [Int: [String: SourceLocation]] = [:]
            for registration in file.registrations where !registration.isConditional && registration.conditions.isEmpty && !registration.isOverride {
                guard let assembly = registration.assembly, let body = registration.container else { continue }
                let key = context.program.keyIndex[registration.keyName].map { "#\($0)" } ?? registration.writtenName
                if let earlier = first[body]?[key] {
                    found.append((registration.location, .duplicateRegistration(
                        key: registration.writtenName, assembly: assembly, firstLine: context.line(of: earlier)
                    )))
                } else {
                    first[body, default: [:]][key] = registration.location
                }
            }
        }
        return found
    }
}
