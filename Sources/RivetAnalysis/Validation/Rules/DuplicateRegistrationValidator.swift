/// A warning for a key that one assembly registers twice unconditionally: the later registration
/// silently replaces the earlier one.
struct DuplicateRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for (index, file) in context.program.files.enumerated() {
            var first: [String: [String: SourceLocation]] = [:]
            var lines: LineTable?  // built once per file, not once per duplicate
            for registration in file.registrations where !registration.isConditional && registration.conditions.isEmpty && !registration.isOverride {
                guard let assembly = registration.assembly else { continue }
                if let earlier = first[assembly]?[registration.writtenName] {
                    let table = lines ?? LineTable(context.sources[index].bytes)
                    lines = table
                    found.append((registration.location, .duplicateRegistration(
                        key: registration.writtenName, assembly: assembly, firstLine: table.lineAndColumn(of: earlier.offset).line
                    )))
                } else {
                    first[assembly, default: [:]][registration.writtenName] = registration.location
                }
            }
        }
        return found
    }
}
