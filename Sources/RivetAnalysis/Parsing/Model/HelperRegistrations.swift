/// Registrations made by calling a registering function generic over its key, as Koin-style modules do
/// (`single(APIClientKey.self, into: &registry)`, with `func single<K: InjectionKey>(_ key: K.Type, into registry:
/// inout Registry) { registry.register(key, .singleton) }`): each call registers the key it is given, with the
/// lifecycle the function writes or is given, where the call is in the calling body.
enum HelperRegistrations {
    /// Adds to each file's registrations those its calls of such functions make. A call whose key or lifecycle
    /// argument is not written as `K.self` or a case leaves the calling body unread.
    static func add(to files: inout [ParsedFile]) {
        struct Function: Hashable {
            var file: Int
            var index: Int
        }
        var made: [Function: [Registration]] = [:]
        for (file, parsed) in files.enumerated() {
            for registration in parsed.helperRegistrations {
                if let container = registration.container { made[Function(file: file, index: container), default: []].append(registration) }
            }
        }
        guard !made.isEmpty else { return }
        var byName: [String: [(function: Function, type: String?)]] = [:]
        for (file, parsed) in files.enumerated() {
            for (index, declaration) in parsed.assemblies.enumerated() {
                if case .function(let type) = declaration.kind { byName[declaration.name, default: []].append((Function(file: file, index: index), type)) }
            }
        }
        // Each call of a registering function that only one function may be: the calling file, the call, the name
        // and the function called.
        var calls: [(file: Int, composition: Composition, name: String, callee: Function)] = []
        for file in files.indices {
            for composition in files[file].compositions {
                guard case .function(let name, let type) = composition.target else { continue }
                let named = (byName[name] ?? []).filter { type == nil || $0.type == type }
                let candidates = AssemblyFlattener.overload(named, for: composition, files: files) {
                    AssemblyFlattener.Body(file: $0.function.file, index: $0.function.index)
                }
                if candidates.count == 1 { calls.append((file, composition, name, candidates[0].function)) }
            }
        }
        // A registering function that calls another with its own key parameter's type (`single(K.self, .singleton,
        // into: &registry)` in `func singleton<K: InjectionKey>(_ key: K.Type, …)`) registers, at each of its own
        // calls, the key that call gives: what the callee makes is made by the caller too, until nothing is added.
        var lifted: Set<String> = []
        var changed = true
        var rounds = 0
        while changed, rounds < 16 {  // each call lifts each registration once; the bound is for safety
            changed = false
            rounds += 1
            for (file, composition, _, callee) in calls {
                guard let registrations = made[callee] else { continue }
                let parameters = files[callee.file].assemblies[callee.index].parameters
                let caller = files[file].assemblies[composition.container]
                for registration in registrations {
                    guard let instance = instance(of: registration, at: composition, parameters: parameters),
                        let keyIndex = keyParameter(of: instance, in: caller),
                        lifted.insert("\(file) \(composition.location.offset) \(callee.file) \(callee.index) \(registration.location.file) \(registration.location.offset) \(String(describing: registration.lifecycle))").inserted
                    else { continue }
                    var through = instance
                    through.container = composition.container
                    through.assembly = caller.name
                    through.keyParameter = keyIndex
                    made[Function(file: file, index: composition.container), default: []].append(through)
                    changed = true
                }
            }
        }
        for (file, composition, name, callee) in calls {
            guard let registrations = made[callee] else { continue }
            let parameters = files[callee.file].assemblies[callee.index].parameters
            for registration in registrations {
                guard let instance = instance(of: registration, at: composition, parameters: parameters),
                    instance.makeParameter == nil && instance.lifecycleParameter == nil
                        || keyParameter(of: instance, in: files[file].assemblies[composition.container]) != nil
                else {
                    if files[file].assemblies[composition.container].unread == nil {
                        files[file].assemblies[composition.container].unread = Unread(
                            location: composition.location,
                            construct: "`\(name)(…)`, whose key, lifecycle or `make` argument is not written as `K.self`, a case or a closure"
                        )
                    }
                    continue
                }
                // Registered by the caller's own calls, when the key is the caller's own parameter's.
                if keyParameter(of: instance, in: files[file].assemblies[composition.container]) != nil { continue }
                var placed = instance
                placed.container = composition.container
                placed.assembly = files[file].assemblies[composition.container].name
                files[file].registrations.append(placed)
                // The closure it is built by is read as a registration's: its resolution sites are judged with it.
                if let makeIndex = registration.makeParameter, let arguments = composition.arguments(for: parameters),
                    case .closure(_, let regions) = arguments[makeIndex]
                {
                    files[file].siteRegions.bodies += regions
                }
            }
        }
    }

    /// The caller's parameter whose type is the metatype of the key `instance` registers (`K.self` passed on in
    /// a function generic over `K`); nil when the key is not one of its parameters'.
    private static func keyParameter(of instance: Registration, in caller: AssemblyDeclaration) -> Int? {
        guard instance.writtenName == instance.keyName else { return nil }
        return caller.parameters.firstIndex { $0.metatypeOf == instance.keyName }
    }

    /// The registration `registration` makes at the call `composition`, with the key and lifecycle it is given; its
    /// `lifecycleParameter` and `makeParameter` are the caller's own when the call passes its own on.
    private static func instance(of registration: Registration, at composition: Composition,
                                 parameters: [AssemblyDeclaration.HelperParameter]) -> Registration? {
        guard let arguments = composition.arguments(for: parameters), let keyIndex = registration.keyParameter, keyIndex < arguments.count,
            case .key(let written, let location) = arguments[keyIndex], let last = written.last
        else { return nil }
        var instance = registration
        var forwardedLifecycle: Int?
        if let lifecycleIndex = registration.lifecycleParameter {
            guard lifecycleIndex < arguments.count else { return nil }
            switch arguments[lifecycleIndex] {
            case .lifecycle(let lifecycle): instance.lifecycle = lifecycle
            case .parameter(let index): forwardedLifecycle = index
            default: return nil
            }
        }
        guard instance.lifecycle != nil || forwardedLifecycle != nil else { return nil }
        var forwardedMake: Int?
        if let makeIndex = registration.makeParameter {
            guard makeIndex < arguments.count else { return nil }
            switch arguments[makeIndex] {
            case .closure(let resolutions, _): instance.builder = .code(resolutions)
            case .parameter(let index): forwardedMake = index
            default: return nil
            }
        }
        instance.keyName = last
        instance.writtenName = written.joined(separator: ".")
        instance.location = location
        instance.conditions = composition.conditions + registration.conditions
        instance.keyParameter = nil
        instance.lifecycleParameter = forwardedLifecycle
        instance.makeParameter = forwardedMake
        return instance
    }
}
