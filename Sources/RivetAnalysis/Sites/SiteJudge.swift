/// For each site the parser recorded in the model, whether the analysis judges it (nil) or what stopped it:
/// a key or accessor it cannot resolve, a make or registration of no key it knows, an `@Injected` property
/// whose type no key builds.
struct SiteJudge {
    /// The sites judged, by where they are.
    private(set) var judged: Set<SourceLocation> = []
    /// What stopped each other recorded site, by where it is.
    private(set) var reasons: [SourceLocation: String] = [:]
    private let program: Program
    private var accessors: [String: [AccessorDeclaration]] = [:]
    private var asyncAccessors: [String: [AccessorDeclaration]] = [:]

    init(program: Program) {
        self.program = program
        var typeCounts: [String: Int] = [:]
        for file in program.files {
            for accessor in file.accessors { accessors[accessor.name, default: []].append(accessor) }
            for accessor in file.asyncAccessors { asyncAccessors[accessor.name, default: []].append(accessor) }
            for name in file.typeNames { typeCounts[name, default: 0] += 1 }
        }
        // What the keys' builds resolve, through every way the model reads them.
        var built: Set<String> = []
        var judgedMakes: Set<SourceLocation> = []
        for key in program.keys {
            if let make = key.make, !key.isMakeUnread {
                judgedMakes.insert(make.location)
                record(make.resolutions, built: &built)
            }
            for registration in key.registrations + key.overrides + key.contributions + key.hooks {
                if case .code(let resolutions) = registration.builder { record(resolutions, built: &built) }
            }
        }
        // Building a class initialises its superclasses' properties too.
        for type in built {
            var current = type
            while let superclass = program.superclasses[current], built.insert(superclass).inserted { current = superclass }
        }
        for (index, file) in program.files.enumerated() {
            for make in file.makes where !judgedMakes.contains(make.location) {
                let reason = program.keyNames.key(make.typeName, at: make.location) != nil
                    ? "in a `make` of `\(make.typeName)` the analysis does not take as the key's own (the key has more than one)"
                    : "in the `make` of `\(make.typeName)`, " + unknownKey(make.typeName, at: make.location)
                for resolution in make.resolutions { stop(resolution, reason) }
            }
            for registration in file.registrations where registration.key == nil {
                guard case .code(let resolutions) = registration.builder else { continue }
                let reason = unknownKey(registration.writtenName, at: registration.location)
                for resolution in resolutions { stop(resolution, "in a closure for `\(registration.keyName)`, " + reason) }
            }
            for construction in file.factories {
                for resolution in construction.resolutions { set(resolution.location, targetReason(resolution)) }
            }
            for accessor in file.accessors {
                guard let offset = accessor.siteOffset else { continue }
                set(SourceLocation(file: index, offset: offset),
                    program.accessorKey[accessor.name] != nil ? nil : accessorReason(accessor.name, isAsync: false))
            }
            for accessor in file.asyncAccessors {
                guard let offset = accessor.siteOffset else { continue }
                set(SourceLocation(file: index, offset: offset),
                    program.asyncAccessorKey[accessor.name] != nil ? nil : accessorReason(accessor.name, isAsync: true))
            }
            for injection in file.injections {
                set(injection.location, injectionReason(injection, built: built, typeCounts: typeCounts))
            }
        }
    }

    private mutating func record(_ resolutions: [Resolution], built: inout Set<String>) {
        for resolution in resolutions {
            if let type = program.constructedType(resolution) {
                built.insert(type)
            } else if case .implicitConstruction = resolution.target {
                continue
            } else {
                set(resolution.location, targetReason(resolution))
            }
        }
    }

    private mutating func stop(_ resolution: Resolution, _ reason: String) {
        switch resolution.target {
        case .construction, .implicitConstruction: return
        default: set(resolution.location, reason)
        }
    }

    /// Records a site's verdict: judged when `reason` is nil.
    private mutating func set(_ location: SourceLocation, _ reason: String?) {
        if let reason { reasons[location] = reason } else { judged.insert(location) }
    }

    /// Why the key a resolution names is not one the model knows; nil when it is.
    private func targetReason(_ resolution: Resolution) -> String? {
        guard program.key(of: resolution) == nil else { return nil }
        switch resolution.target {
        case .key(let name): return "`\(KeyNames.last(of: name))`, " + unknownKey(name, at: resolution.location)
        case .accessor(let name): return accessorReason(name, isAsync: false)
        case .asyncAccessor(let name): return accessorReason(name, isAsync: program.asyncAccessorNames.contains(name))
        case .construction, .implicitConstruction: return nil
        }
    }

    /// Why `written`, where it is, names no key the model knows.
    private func unknownKey(_ written: String, at location: SourceLocation) -> String {
        switch program.keyNames.match(written, at: location) {
        case .declaredTwice: "which is declared more than once in the sources checked, so the analysis cannot tell which key it is"
        case .ambiguous(let names):
            "which may be any of the keys \(names.map { "`\($0)`" }.joined(separator: ", ")), so the analysis cannot tell which key it is"
        case .key, .unknown: "which is not a key declared in the sources checked"
        }
    }

    private func accessorReason(_ name: String, isAsync: Bool) -> String {
        let kind = isAsync ? "async accessor" : "accessor"
        let found = (isAsync ? asyncAccessors : accessors)[name] ?? []
        guard found.count == 1 else {
            return found.isEmpty
                ? "`\(name)` is not an \(kind) declared in the sources checked"
                : "the \(kind) `\(name)` is declared more than once, so the analysis cannot tell which key it resolves"
        }
        guard let keyName = found[0].keyName, let written = found[0].writtenKeyName else {
            return isAsync
                ? "the async accessor `\(name)`'s body is not `try await resolve(K.self)`, so the analysis does not know its key"
                : "the accessor `\(name)`'s body is not `self[K.self]`, so the analysis does not know its key"
        }
        return "the \(kind) `\(name)` resolves `\(keyName)`, " + unknownKey(written, at: found[0].location)
    }

    private func injectionReason(_ injection: Injection, built: Set<String>, typeCounts: [String: Int]) -> String? {
        let label = "an `\(injection.label)` property"
        if injection.isLazy {
            return "\(label) resolves on first read, which the analysis follows only where a make reads it from the host it has just built"
        }
        guard let host = injection.host else {
            return "\(label) \(injection.unhosted ?? "outside a struct, class or actor"), so no construction of its type is known"
        }
        if typeCounts[host, default: 0] > 1 {
            return "\(label) of `\(host)`, which is declared more than once, so the analysis cannot tell which one is built"
        }
        guard built.contains(host) else {
            return "\(label) of `\(host)`, a type built where no factory is known (no key's make or closure that the analysis reads builds it)"
        }
        guard program.accessorKey[injection.accessor] != nil else { return accessorReason(injection.accessor, isAsync: false) }
        return nil
    }
}
