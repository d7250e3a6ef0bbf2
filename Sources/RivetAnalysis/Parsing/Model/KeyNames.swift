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
    /// Each file's type bodies, where a name written inside one is looked up first.
    private let typeScopes: [[TypeScope]]
    /// The first names of the types declared or extended in the sources: a name that starts with another
    /// (`MyApp.Shop.CartKey`) may start with a module's.
    private let topLevelTypes: Set<String>

    /// - Parameters:
    ///   - declarations: Every key declaration of the program, those left out included.
    ///   - keys: The index of each key the program keeps, by its qualified name.
    init(declarations: [KeyDeclaration], keys: [String: Int], files: [ParsedFile]) {
        for declaration in declarations { qualifiedNames[declaration.name, default: []].insert(declaration.identity) }
        self.keys = keys
        typeScopes = files.map(\.typeScopes)
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
        guard let names = qualifiedNames[String(Self.last(of: written))] else { return .unknown }
        // One key of that name: the name stands for it, however it is qualified (a type alias may qualify it).
        guard names.count > 1 else { return key(qualifiedName: names.first!) }
        var name = written
        var candidates = names.filter { Self.isSuffix(name, of: $0) }
        if candidates.isEmpty, name.contains("."), !topLevelTypes.contains(Self.first(of: name)) {
            name = String(name.drop { $0 != "." }.dropFirst())  // a module's name before the type's
            candidates = names.filter { Self.isSuffix(name, of: $0) }
        }
        guard candidates.count != 1 else { return key(qualifiedName: candidates.first!) }
        guard !candidates.isEmpty else { return .ambiguous(names.sorted()) }
        // Swift looks a name up in the type it is written in, then in each type around it, then at the top.
        let enclosing = location.flatMap { $0.file < typeScopes.count ? typeScopes[$0.file].innermostType(at: $0.offset) : nil }
        var path = enclosing.map { $0.split(separator: ".").map(String.init) } ?? []
        while true {
            let qualified = (path + [name]).joined(separator: ".")
            if candidates.contains(qualified) { return key(qualifiedName: qualified) }
            guard !path.isEmpty else { return .ambiguous(candidates.sorted()) }
            path.removeLast()
        }
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
