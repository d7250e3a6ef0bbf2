/// Everything the parser found in all files, joined up: each key by name with its `make`, registrations
/// and overrides, each accessor with the key it resolves, each assembly with its registrations.
///
/// A name declared twice (two keys of one qualified name, two accessors or two assemblies of one name)
/// means nothing here: the analysis cannot tell which one code refers to, so it skips them. Keys are
/// found by the names code writes through ``KeyNames``.
struct Program {
    private(set) var files: [ParsedFile]
    private(set) var keys: [Key] = []
    /// Which key each name written in the sources stands for.
    private(set) var keyNames = KeyNames(declarations: [], keys: [:], files: [])
    /// The registrations whose key name may stand for several keys, each with how notes name it: the
    /// assemblies that make them are not read (``unreadAssemblies``).
    private(set) var ambiguousRegistrations: [SourceLocation: Unread] = [:]
    /// Those of them outside any body that registers (overrides on a factory): which key they override is
    /// not known, so the program is incomplete.
    private(set) var ambiguousOverrides: [Unread] = []
    private(set) var accessorKey: [String: Int] = [:]
    /// The accessors among them that derive a value from their key's (`self[K.self].user`).
    private(set) var derivedAccessors: Set<String> = []
    /// The key each `AsyncInjectedValues` accessor awaits, by name, for those read whole.
    private(set) var asyncAccessorKey: [String: Int] = [:]
    /// The names of all `AsyncInjectedValues` accessors, read or not: one hides an `InjectedValues`
    /// accessor of its name in an async make.
    private(set) var asyncAccessorNames: Set<String> = []
    /// Whether anything async is declared or registered: else the async rules have nothing to judge.
    private(set) var hasAsync = false
    /// Whether anything contributes to a collection key or adds a hook: else the rules about them have
    /// nothing to judge, and flows need not be laid out for them.
    private(set) var hasContributionsOrHooks = false
    /// The keys that are `AsyncInjectionKey`s, or that something registers or overrides as async: all the
    /// async rules look at, found once rather than once per root factory.
    private(set) var asyncKeys: [Int] = []
    /// The accessors the build plugin generates for keys that have none, by name.
    private(set) var generatedAccessors: [String: Int] = [:]
    /// The accessors of the `@Injected` properties of each struct, class or actor declared once, by its
    /// name: what building one resolves.
    private(set) var injectedProperties: [String: [String]] = [:]
    /// Where each of those properties is declared, in the same order.
    private(set) var injectedPropertyPlaces: [String: [SourceLocation]] = [:]
    /// The `@LazyInjected` properties of each struct, class or actor declared once, by its name: one
    /// resolves where a make reads it from a host it has just built.
    private(set) var lazyInjectedProperties: [String: [Injection]] = [:]
    /// The superclass of each class declared once whose first inherited name is a class declared once:
    /// building the class initialises the superclass's `@Injected` properties too.
    private(set) var superclasses: [String: String] = [:]
    /// Each understood assembly that a factory or flow is built from, with its registrations in the order
    /// they run, by the assembly's name: those of the assemblies and functions it composes inlined, each
    /// with the branch arms it runs in.
    private(set) var assemblies: [String: [Registration]] = [:]
    /// For each assembly that could not be read whole, the first construct that kept it from being.
    private(set) var unreadAssemblies: [String: Unread] = [:]
    /// The assemblies declared more than once.
    private(set) var duplicatedAssemblies: Set<String> = []
    /// Whether some file could not be read whole, registers in a way the parser cannot read, or declares
    /// its own protocol under one of Rivet's names: then rules that need the whole program stay silent.
    private(set) var isIncomplete = false
    /// The protocols files declare under Rivet's names, one per file, and where: those files are left out.
    private(set) var rivetNameDeclarations: [(name: String, location: SourceLocation)] = []

    /// A key with what builds it.
    struct Key {
        var declaration: KeyDeclaration
        /// The `make` the key declares; nil when it declares none that the parser saw.
        var make: MakeDeclaration?
        /// Whether more than one `make` was found, or none for a key that must have one elsewhere.
        var isMakeUnread: Bool
        var registrations: [Registration] = []
        var overrides: [Registration] = []
        /// `contribute(K.self, …)` calls, for a collection key.
        var contributions: [Registration] = []
        /// `onCreate(K.self)` and `decorate(K.self)` calls.
        var hooks: [Registration] = []

        /// Whether another key has its simple name.
        var isNameShared = false

        var name: String { declaration.name }
        /// How messages name it: by its simple name, or its qualified name when another key shares that.
        var displayName: String { isNameShared ? declaration.identity : name }
        var kind: KeyKind { declaration.kind }
        /// Whether the key can build itself: not an interface key, or one that writes its own `make`.
        var hasDefault: Bool { !declaration.isInterface || make != nil || isMakeUnread }
    }

    init(files parsed: [ParsedFile]) {
        var files = parsed
        for index in files.indices {
            guard let declaration = files[index].rivetNameDeclaration else { continue }
            rivetNameDeclarations.append(declaration)
            files[index] = ParsedFile()
            files[index].rivetNameDeclaration = declaration
        }
        Self.readAssemblyLists(&files)
        self.files = files
        var declarations: [KeyDeclaration] = []
        var accessors: [String: [AccessorDeclaration]] = [:]
        var asyncAccessors: [String: [AccessorDeclaration]] = [:]
        for file in files {
            isIncomplete = isIncomplete || file.isMalformed || file.hasUnreadRegistration || file.declaresRivetNames
            declarations += file.keys
            for accessor in file.accessors { accessors[accessor.name, default: []].append(accessor) }
            for accessor in file.asyncAccessors { asyncAccessors[accessor.name, default: []].append(accessor) }
            hasAsync = hasAsync || !file.asyncAccessors.isEmpty || file.keys.contains(where: \.isAsync)
                || file.registrations.contains(where: \.isAsync)
        }
        keys = Self.keys(declarations)
        keyNames = KeyNames(
            declarations: declarations,
            keys: Dictionary(uniqueKeysWithValues: keys.indices.map { (keys[$0].declaration.identity, $0) }),
            files: files
        )
        keys = Self.withMakes(keys, files: files, keyNames: keyNames)
        for (typeName, entryKey, location) in files.lazy.flatMap(\.entryKeyTypes) {
            guard let key = keyNames.key(typeName, at: location), case .dictionary = keys[key].kind else { continue }
            keys[key].declaration.kind = .dictionary(entryKeyType: entryKey)
        }
        for index in keys.indices { keys[index].isNameShared = keyNames.isShared(keys[index].name) }
        for (name, found) in accessors where found.count == 1 {
            if let key = Self.key(ofAccessor: found[0], in: keyNames) { accessorKey[name] = key }
            if found[0].isDerived { derivedAccessors.insert(name) }
        }
        asyncAccessorNames = Set(asyncAccessors.keys)
        for (name, found) in asyncAccessors where found.count == 1 {
            if let key = Self.key(ofAccessor: found[0], in: keyNames) { asyncAccessorKey[name] = key }
        }
        let covered = Set(accessors.values.joined().filter { !$0.isDerived }.compactMap { Self.key(ofAccessor: $0, in: keyNames) })
        // A parameterized key has no accessor: it is resolved with its argument. Keys sharing a simple name
        // would share the accessor derived from it.
        for (index, key) in keys.enumerated()
        where !covered.contains(index) && !key.isNameShared && key.declaration.qualifiedName != nil && key.kind != .parameterized {
            guard !key.declaration.isHidden, let name = AccessorName.derived(from: key.name), accessors[name] == nil else {
                continue
            }
            generatedAccessors[name] = index
            accessorKey[name] = index
        }
        HelperRegistrations.add(to: &self.files)
        ambiguousRegistrations = Self.resolveRegistrationKeys(&self.files, keyNames: keyNames)
        ambiguousOverrides = self.files.flatMap(\.registrations).filter { $0.container == nil }.compactMap { ambiguousRegistrations[$0.location] }
        isIncomplete = isIncomplete || !ambiguousOverrides.isEmpty
        for file in self.files {
            for registration in file.registrations {
                guard let key = registration.key else { continue }
                switch registration.role {
                case .registration where registration.isOverride: keys[key].overrides.append(registration)
                case .registration: keys[key].registrations.append(registration)
                case .contribution:
                    keys[key].contributions.append(registration)
                    hasContributionsOrHooks = true
                case .hook:
                    keys[key].hooks.append(registration)
                    hasContributionsOrHooks = true
                }
            }
        }
        if hasAsync {
            asyncKeys = keys.indices.filter { index in
                keys[index].declaration.isAsync || (keys[index].registrations + keys[index].overrides).contains(where: \.isAsync)
            }
        }
        var typeCounts: [String: Int] = [:]
        for file in files {
            for name in file.typeNames { typeCounts[name, default: 0] += 1 }
        }
        for file in files {
            for injection in file.injections {
                guard let host = injection.host, typeCounts[host] == 1 else { continue }
                if injection.isLazy {
                    lazyInjectedProperties[host, default: []].append(injection)
                } else {
                    injectedProperties[host, default: []].append(injection.accessor)
                    injectedPropertyPlaces[host, default: []].append(injection.location)
                }
            }
        }
        for file in files {
            // A struct or an actor cannot be inherited from: a unique type named first is a class.
            for (type, first) in file.inheritances where typeCounts[type] == 1 && typeCounts[first] == 1 { superclasses[type] = first }
        }
        injectedProperties = Self.inheriting(injectedProperties, superclasses: superclasses)
        injectedPropertyPlaces = Self.inheriting(injectedPropertyPlaces, superclasses: superclasses)
        lazyInjectedProperties = Self.inheriting(lazyInjectedProperties, superclasses: superclasses)
        var flattener = AssemblyFlattener(files: self.files)
        duplicatedAssemblies = flattener.duplicatedNames
        // Registrations are laid out only for the assemblies that factories and flows are built from: those
        // of every assembly of a chain that composes the next would add up to the chain's length squared.
        let built = Set(files.lazy.flatMap(\.factories).compactMap(\.assemblies).joined())
        for name in flattener.assemblyNames {
            if built.contains(name) {
                switch flattener.registrations(ofAssembly: name) {
                case .success(let registrations): assemblies[name] = registrations
                case .failure(let error): unreadAssemblies[name] = error.unread
                }
            } else if let unread = flattener.unread(ofAssembly: name) {
                unreadAssemblies[name] = unread
            }
        }
        for (name, unread) in Self.unreadForAmbiguousKeys(assemblies, ambiguous: ambiguousRegistrations) {
            assemblies[name] = nil
            unreadAssemblies[name] = unread
        }
    }

    /// Each type's `@Injected` accessors followed by those of its superclasses, nearest first.
    private static func inheriting<Value>(_ own: [String: [Value]], superclasses: [String: String]) -> [String: [Value]] {
        var all = own
        for type in superclasses.keys {
            var visited: Set<String> = [type]
            var current = type
            var found = own[type] ?? []
            while let next = superclasses[current], visited.insert(next).inserted {
                found += own[next] ?? []
                current = next
            }
            if !found.isEmpty { all[type] = found }
        }
        return all
    }

    /// The registrations of the assemblies in order, if all were read whole, each of a conditional
    /// assembly (`B().when(.test)`) in the branch arms of its conditions, before its own.
    func registrations(of uses: [AssemblyUse]) -> [Registration]? {
        var all: [Registration] = []
        for use in uses {
            guard let registrations = assemblies[use.name] else { return nil }
            if use.isNeverApplied { continue }
            guard !use.conditions.isEmpty else {
                all += registrations
                continue
            }
            all += registrations.map { registration in
                var conditional = registration
                conditional.conditions = use.conditions + registration.conditions
                return conditional
            }
        }
        return all
    }

    /// The key a resolution reaches, when the analysis can tell (not for a construction, which may
    /// reach several).
    func key(of resolution: Resolution) -> Int? {
        switch resolution.target {
        case .key(let name): keyNames.key(name, at: resolution.location)
        case .accessor(let name): accessorKey[name]
        case .asyncAccessor(let name): asyncAccessorNames.contains(name) ? asyncAccessorKey[name] : accessorKey[name]
        case .construction, .implicitConstruction: nil
        }
    }

    /// The type each `.init(…)` argument builds, where the callee's initializers name it: set once the
    /// program's initializers are read (``Analysis``).
    var implicitConstructions: [Resolution.Target: String] = [:] {
        didSet { makeDependencies = MakeDependencies() }
    }

    /// What each key's own `make` certainly resolves, found once per key: every rule that walks the graph asks.
    /// Made anew when ``implicitConstructions`` changes what a construction resolves; copies share it.
    private var makeDependencies = MakeDependencies()

    private final class MakeDependencies {
        var found: [Int: [Dependency]?] = [:]
    }

    /// The type a resolution builds: a construction's, or an implicit one's once known.
    func constructedType(_ resolution: Resolution) -> String? {
        switch resolution.target {
        case .construction(let type): type
        case .implicitConstruction: implicitConstructions[resolution.target]
        default: nil
        }
    }

    /// The keys a resolution reaches: one for a key or an accessor, one per `@Injected` property for a
    /// construction, and the `@LazyInjected` property read at once from what it built.
    func keys(of resolution: Resolution) -> [Int] {
        if case .implicitConstruction = resolution.target, constructedType(resolution) == nil { return [] }
        guard let type = constructedType(resolution) else { return key(of: resolution).map { [$0] } ?? [] }
        var accessors = injectedProperties[type] ?? []
        if let member = resolution.memberRead, let lazy = lazyInjectedProperties[type]?.first(where: { $0.property == member }) {
            accessors.append(lazy.accessor)
        }
        return accessors.compactMap { accessorKey[$0] }
    }

    /// Whether a resolution awaits: `values.resolve(K.self)`, or an `AsyncInjectedValues` accessor.
    func isAwaited(_ resolution: Resolution) -> Bool {
        if resolution.isAwaited { return true }
        if case .asyncAccessor(let name) = resolution.target { return asyncAccessorNames.contains(name) }
        return false
    }

    /// The resolutions a builder of `key` certainly makes; nil when the builder cannot be read.
    func resolutions(of builder: Builder, key: Int) -> [Resolution]? {
        switch builder {
        case .opaque: nil
        case .code(let code): code
        case .keyMake: keys[key].isMakeUnread ? nil : keys[key].make?.resolutions ?? []
        }
    }

    /// The keys a builder of `key` certainly resolves, with where and how; nil when the builder cannot be read.
    func dependencies(of builder: Builder, key: Int) -> [Dependency]? {
        if case .keyMake = builder {
            if let found = makeDependencies.found[key] { return found }
            let found = dependencies(of: resolutions(of: builder, key: key))
            makeDependencies.found[key] = .some(found)
            return found
        }
        return dependencies(of: resolutions(of: builder, key: key))
    }

    private func dependencies(of resolutions: [Resolution]?) -> [Dependency]? {
        guard let resolutions else { return nil }
        return resolutions.flatMap { resolution in
            let isAwaited = self.isAwaited(resolution)
            var found = self.keys(of: resolution).map { Dependency(key: $0, location: resolution.location, isAwaited: isAwaited) }
            // An `@Injected` property of the type built: where it is declared, for the cycle it may close.
            if let type = constructedType(resolution), let places = injectedPropertyPlaces[type] {
                let accessors = injectedProperties[type] ?? []
                var index = 0
                for (accessor, place) in zip(accessors, places) where accessorKey[accessor] != nil {
                    if index < found.count { found[index].property = place }
                    index += 1
                }
            }
            return found
        }
    }

    /// The keys resolved by every way `key` may be built, each the same way (awaited or not), in the order
    /// of the first: what is certain whichever registration or override is in force.
    func certainDependencies(of key: Int, builders: [Builder]) -> [Dependency] {
        guard let first = builders.first, var found = dependencies(of: first, key: key) else { return [] }
        // A key and whether it is awaited, as one number.
        func code(_ dependency: Dependency) -> Int { dependency.key &* 2 &+ (dependency.isAwaited ? 1 : 0) }
        for builder in builders.dropFirst() {
            guard let other = dependencies(of: builder, key: key) else { return [] }
            let keys = Set(other.map(code))
            found.removeAll { !keys.contains(code($0)) }
        }
        var seen: Set<Int> = []
        return found.filter { seen.insert(code($0)).inserted }
    }
}

extension Program {
    /// Settles each factory built from an assembly list named in its file (``AssemblyListReference``): read from the
    /// one declaration Swift can pick, this file's or another's, and left unread where another declaration of the
    /// name (a type's property or method around the use, a second list under `#if`) may be the one.
    fileprivate static func readAssemblyLists(_ files: inout [ParsedFile]) {
        let references = files.flatMap { $0.factories.compactMap(\.assemblyList) }
        guard !references.isEmpty else { return }
        let declarations = ListDeclarations(
            files: files, constants: Set(references.filter { $0.kind == .constant || $0.kind == .staticConstant }.map(\.declaredName)),
            functions: Set(references.filter { $0.kind == .function || $0.kind == .staticFunction }.map(\.declaredName))
        )
        var lists: [String: [AssemblyUse]?] = [:]
        for file in files {
            for (name, uses) in file.assemblyLists { lists[name] = lists[name] == nil ? .some(uses) : .some(nil) }
        }
        for file in files.indices {
            for index in files[file].factories.indices {
                guard let reference = files[file].factories[index].assemblyList else { continue }
                switch declarations.count(reference) {
                case 1:
                    break
                case 0:
                    // Declared nowhere the analysis reads: not a list it can name.
                    files[file].factories[index].assemblyList = nil
                    continue
                default:
                    files[file].factories[index].uses = nil
                    files[file].factories[index].assemblyList?.isAmbiguous = true
                    continue
                }
                if files[file].factories[index].uses == nil, reference.mayBeElsewhere, let uses = lists[reference.name] ?? nil {
                    files[file].factories[index].uses = uses
                }
            }
        }
    }
}
