/// Which key a name written in the sources stands for: the one lookup that registrations, resolutions,
/// accessors, makes, contributions, hooks and overrides go through.
///
/// A key is identified by its qualified name (`Shop.CartKey`). A name that one key alone ends with stands
/// for it; where several do, the name is looked up as Swift looks it up: in the type it is written in, then
/// in each type around that, then at the top level. What that leaves open is never guessed at.
struct KeyNames {
    /// What a written name stands for.
    enum Match: Equatable {
        case key(Int)
        /// No key declared in the sources checked has that name.
        case unknown
        /// The key it names is declared more than once under one qualified name (left out of the program).
        case declaredTwice
        /// Several keys may be meant where it is written: their qualified names.
        case ambiguous([String])
    }

    /// The qualified names of the keys declared, by their simple name.
    private var qualifiedNames: [String: Set<String>] = [:]
    /// The index of each key the program keeps, by its qualified name.
    private let keys: [String: Int]
    /// The keys whose simple name no other declaration has, by that name and by their qualified name: how
    /// nearly every name is written, found with one lookup.
    private var unique: [String: Int] = [:]
    /// Each file's type bodies, where a name written inside one is looked up first.
    private let typeScopes: [TypeScopeIndex]
    /// The first names of the types declared or extended in the sources: a name that starts with another
    /// (`MyApp.Shop.CartKey`) may start with a module's.
    private let topLevelTypes: Set<String>

    /// - Parameters:
    ///   - declarations: Every key declaration of the program, those left out included.
    ///   - keys: The index of each key the program keeps, by its qualified name.
    init(declarations: [KeyDeclaration], keys: [String: Int], files: [ParsedFile]) {
        for declaration in declarations { qualifiedNames[declaration.name, default: []].insert(declaration.identity) }
        self.keys = keys
        for declaration in declarations where qualifiedNames[declaration.name]?.count == 1 {
            guard let key = keys[declaration.identity] else { continue }
            unique[declaration.name] = key
            unique[declaration.identity] = key
        }
        typeScopes = files.map { TypeScopeIndex($0.typeScopes) }
        topLevelTypes = Set(files.lazy.flatMap(\.typeScopes).map { Self.first(of: $0.qualifiedName) })
    }

    /// The key `written` stands for where it is written; nil when none can be told.
    func key(_ written: String, at location: SourceLocation?) -> Int? {
        if case .key(let key) = match(written, at: location) { return key }
        return nil
    }

    /// Whether another key declaration has the simple name `name` under another qualified name: then
    /// messages name keys by their qualified names.
    func isShared(_ name: String) -> Bool {
        (qualifiedNames[name]?.count ?? 0) > 1
    }

    /// What `written` (`CartKey`, `Shop.CartKey`, `MyApp.Shop.CartKey`) stands for at `location`; without
    /// one, as if written at the top level of a file.
    func match(_ written: String, at location: SourceLocation?) -> Match {
        if let key = unique[written] { return .key(key) }
        guard let names = qualifiedNames[String(Self.last(of: written))] else { return .unknown }
        // One key of that name: the name stands for it, however it is qualified (a type alias may qualify it).
        guard names.count > 1 else { return key(qualifiedName: names.first!) }
        // Swift looks a name up in the type it is written in, then in each type around it, then at the top.
        let enclosing = location.flatMap { $0.file < typeScopes.count ? typeScopes[$0.file].innermostType(at: $0.offset) : nil }
        let path = enclosing.map { $0.split(separator: ".").map(String.init) } ?? []
        var name = written
        if let found = visible(name, from: path, among: names) { return key(qualifiedName: found) }
        var candidates = names.filter { Self.isSuffix(name, of: $0) }
        if candidates.isEmpty, name.contains("."), !topLevelTypes.contains(Self.first(of: name)) {
            name = String(name.drop { $0 != "." }.dropFirst())  // a module's name before the type's
            if let found = visible(name, from: path, among: names) { return key(qualifiedName: found) }
            candidates = names.filter { Self.isSuffix(name, of: $0) }
        }
        // One key ends with the name, though it is not visible from here (the place may be in a type the
        // parser does not name).
        guard candidates.count != 1 else { return key(qualifiedName: candidates.first!) }
        return .ambiguous((candidates.isEmpty ? names : candidates).sorted())
    }

    /// The one of `names` that `name`, written inside the type `path` (`Shop`, `Checkout`), stands for: the
    /// first found in that type, then in the type around it, and so on up to the top level.
    private func visible(_ name: String, from path: [String], among names: Set<String>) -> String? {
        for depth in stride(from: path.count, through: 0, by: -1) {
            let qualified = depth == 0 ? name : path[..<depth].joined(separator: ".") + "." + name
            if names.contains(qualified) { return qualified }
        }
        return nil
    }

    /// The key of that qualified name: the program keeps none declared more than once.
    private func key(qualifiedName: String) -> Match {
        keys[qualifiedName].map(Match.key) ?? .declaredTwice
    }

    /// Whether `name` is `qualified`, or its last components.
    private static func isSuffix(_ name: String, of qualified: String) -> Bool {
        qualified == name || qualified.hasSuffix("." + name)
    }

    /// The last component of a dotted name: `CartKey` of `Shop.CartKey`.
    static func last(of name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? Substring(name)
    }

    private static func first(of name: String) -> String {
        String(name.prefix { $0 != "." })
    }
}

extension KeyDeclaration {
    /// What identifies the key: its qualified name, or its simple name for a local or generic type.
    var identity: String { qualifiedName ?? name }
}
