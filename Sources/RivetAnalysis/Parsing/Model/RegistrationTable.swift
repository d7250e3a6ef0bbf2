/// What the assemblies of one factory or flow leave in force, as its registry does: for each key the last
/// registration, or, for a collection key, the contributions after the last registration of the whole
/// collection (a contribution after such a registration drops it, and a registration drops the
/// contributions before it); and every hook, in the order the assemblies add them.
struct RegistrationTable {
    private(set) var registrations: [Int: Registration] = [:]
    private(set) var contributions: [Int: [Registration]] = [:]
    private(set) var hooks: [Int: [Registration]] = [:]

    /// The table of `registrations`, in the order they run (one combination of branch arms).
    init(_ registrations: [Registration], in program: Program) {
        for registration in registrations {
            guard let key = registration.key else { continue }
            switch registration.role {
            case .registration:
                self.registrations[key] = registration
                contributions[key] = nil
            case .contribution:
                self.registrations[key] = nil
                contributions[key, default: []].append(registration)
            case .hook:
                hooks[key, default: []].append(registration)
            }
        }
    }

    /// Makes `registration` the one in force for `key` (an override made before anything resolves), in place
    /// of the assemblies' registration or contributions.
    mutating func register(_ registration: Registration, for key: Int) {
        registrations[key] = registration
        contributions[key] = nil
    }

    /// Whether the assemblies register the key, or contribute to it: a hook of the key then has a
    /// registration to run on.
    func registers(_ key: Int) -> Bool {
        registrations[key] != nil || contributions[key] != nil
    }
}
