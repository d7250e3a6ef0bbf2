/// A warning for a key that one assembly registers twice unconditionally: the later registration
/// silently replaces the earlier one.
struct DuplicateRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for file in context.program.files {
            var first: [String: [String: SourceLocation]] = [:]
            for registration in file.registrations where !registration.isConditional && registration.conditions.isEmpty && !registration.isOverride {
                guard let assembly = registration.assembly else { continue }
                if let earlier = first[assembly]?[registration.writtenName] {
                    found.append((registration.location, .duplicateRegistration(
                        key: registration.writtenName, assembly: assembly, firstLine: context.line(of: earlier)
                    )))
                } else {
                    first[assembly, default: [:]][registration.writtenName] = registration.location
                }
            }
        }
        return found
    }
}
