/// How the program finds its keys, their makes, and the keys that accessors and registrations name:
/// each by its qualified name, through ``KeyNames``.
extension Program {
    /// The keys declared once under their qualified name, in the order of their first declaration.
    static func keys(_ declarations: [KeyDeclaration]) -> [Key] {
        var byName: [String: [KeyDeclaration]] = [:]
        for declaration in declarations { byName[declaration.identity, default: []].append(declaration) }
        return byName.sorted { $0.value[0].location < $1.value[0].location }.compactMap { _, found in
            guard found.count == 1 else { return nil }
            return Key(declaration: found[0], make: nil, isMakeUnread: false)
        }
    }

    /// The keys, each with the `make` declared in its body or an extension of it, when there is one.
    static func withMakes(_ keys: [Key], files: [ParsedFile], keyNames: KeyNames) -> [Key] {
        var makes: [Int: [MakeDeclaration]] = [:]
        // `extension InterfaceKey where Value == Bool { static func make … }` gives interface keys a make.
        var protocolMakes = false
        for make in files.lazy.flatMap(\.makes) {
            if let key = keyNames.key(make.typeName, at: make.location) { makes[key, default: []].append(make) }
            protocolMakes = protocolMakes || make.typeName == RivetWord.interfaceKey.rawValue || make.typeName == RivetWord.injectionKey.rawValue
        }
        var keys = keys
        for index in keys.indices {
            let declaration = keys[index].declaration
            // A parameterized key's make takes an argument; the make of any other key does not.
            let isParameterized = declaration.kind == .parameterized
            let found = makes[index] ?? []
            let keyMakes = found.allSatisfy { $0.hasArgument == isParameterized } ? found : found.filter { $0.hasArgument == isParameterized }
            // A key with none must have one elsewhere, except an interface key (unless a protocol extension
            // gives one) and a collection key, whose protocol's make has no elements.
            let isMakeElsewhere = !declaration.kind.isCollection && (!declaration.isInterface || protocolMakes)
            keys[index].make = keyMakes.count == 1 ? keyMakes[0] : nil
            keys[index].isMakeUnread = keyMakes.count > 1 || (keyMakes.isEmpty && isMakeElsewhere)
        }
        return keys
    }

    /// The key an accessor resolves, when its body names one the program knows.
    static func key(ofAccessor accessor: AccessorDeclaration, in keyNames: KeyNames) -> Int? {
        accessor.writtenKeyName.flatMap { keyNames.key($0, at: accessor.location) }
    }

    /// Finds the key of each registration, contribution, hook and override; returns those whose name may
    /// stand for several keys, each with how notes name it.
    static func resolveRegistrationKeys(_ files: inout [ParsedFile], keyNames: KeyNames) -> [SourceLocation: Unread] {
        var ambiguous: [SourceLocation: Unread] = [:]
        for file in files.indices {
            for index in files[file].registrations.indices {
                let registration = files[file].registrations[index]
                switch keyNames.match(registration.writtenName, at: registration.location) {
                case .key(let key): files[file].registrations[index].key = key
                case .ambiguous(let names):
                    let keys = names.map { "`\($0)`" }.joined(separator: ", ")
                    ambiguous[registration.location] = Unread(
                        location: registration.location,
                        construct: "`\(registration.writtenName)`, which may be any of the keys \(keys)"
                    )
                case .unknown, .declaredTwice: break
                }
            }
        }
        return ambiguous
    }

    /// What keeps each assembly one of whose registrations names a key that may be several from being
    /// read: which key it registers decides what the factories built from it can resolve.
    static func unreadForAmbiguousKeys(_ assemblies: [String: [Registration]], ambiguous: [SourceLocation: Unread]) -> [String: Unread] {
        guard !ambiguous.isEmpty else { return [:] }
        var unread: [String: Unread] = [:]
        for (name, registrations) in assemblies {
            if let found = registrations.lazy.compactMap({ ambiguous[$0.location] }).first { unread[name] = found }
        }
        return unread
    }
}
