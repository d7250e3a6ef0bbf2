/// A warning for a key that one assembly registers twice unconditionally: the later registration
/// silently replaces the earlier one.
struct DuplicateRegistrationValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for (index, file) in context.program.files.enumerated() {
            // By body (two assemblies may share a name in different namespaces), and by key: one declared
            // once whatever its written name (`StoreKey` and `Inbox.StoreKey`), else by the name as written.
            var first: [Int: [String: SourceLocation]] = [:]
            var lines: LineTable?  // built once per file, not once per duplicate
            for registration in file.registrations
            where registration.isRegistration && !registration.isConditional && registration.conditions.isEmpty && !registration.isOverride {
                guard let assembly = registration.assembly, let body = registration.container else { continue }
                let key = registration.key.map { "#\($0)" } ?? registration.writtenName
                if let earlier = first[body]?[key] {
                    let table = lines ?? LineTable(context.sources[index].bytes)
                    lines = table
                    found.append((registration.location, .duplicateRegistration(
                        key: registration.writtenName, assembly: assembly, firstLine: table.lineAndColumn(of: earlier.offset).line
                    )))
                } else {
                    first[body, default: [:]][key] = registration.location
                }
            }
        }
        return found
    }
}
