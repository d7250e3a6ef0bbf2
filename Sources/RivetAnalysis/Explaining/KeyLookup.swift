/// Finds the key a user names on the command line: by its type name (`SessionKey`), its qualified name
/// (`Login.TokenKey`), or an accessor that resolves it (`session`, `\.session`); and, for a name that
/// matches none, the names the user may have meant.
struct KeyLookup {
    let program: Program

    /// The key `name` stands for; nil when none does, or when several may (two keys of that name in two
    /// namespaces, named without one).
    func key(named name: String) -> Int? {
        let name = Self.trimmed(name)
        let isDotted = name.contains(".")
        guard case .key(let index) = program.keyNames.match(name, at: nil) else { return isDotted ? nil : program.accessorKey[name] }
        guard isDotted else { return index }
        // A dotted name must be the key's qualified name, or its end: `Login.TokenKey` for `App.Login.TokenKey`.
        let qualified = program.keys[index].declaration.identity
        return qualified == name || qualified.hasSuffix("." + name) ? index : nil
    }

    /// Where keys whose name is the last component of `name` are declared, when there are several.
    func duplicateDeclarations(of name: String) -> [SourceLocation] {
        guard let last = Self.trimmed(name).split(separator: ".").last.map(String.init) else { return [] }
        let found = program.files.flatMap(\.keys).filter { $0.name == last }.map(\.location)
        return found.count > 1 ? found.sorted() : []
    }

    /// Key and accessor names like `name`: containing it or contained in it (ignoring case), or at most
    /// two edits away; closest first, at most five.
    func suggestions(for name: String) -> [String] {
        let query = Self.trimmed(name).lowercased()
        let queryCharacters = Array(query)
        var candidates = Set(program.keys.map { $0.declaration.qualifiedName ?? $0.name })
        candidates.formUnion(program.accessorKey.keys)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let lowered = candidate.lowercased()
            let isContained = query.count >= 3 && (lowered.contains(query) || query.contains(lowered))
            // `Session` for `SessionKey`: the name without its `Key` is as good a match.
            let bare = lowered.hasSuffix("key") ? String(lowered.dropLast(3)) : lowered
            let distance = [lowered, bare].compactMap { Self.editDistance(queryCharacters, Array($0), limit: 2) }.min()
            if let distance {
                scored.append((distance, candidate))
            } else if isContained {
                scored.append((3, candidate))
            }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(5).map(\.name)
    }

    /// The name without what a user may paste around it: spaces, `\.` or `.` before an accessor, `.self`.
    private static func trimmed(_ name: String) -> String {
        var text = Substring(name.filter { !$0.isWhitespace })
        if text.hasPrefix("\\") { text = text.dropFirst() }
        if text.hasPrefix(".") { text = text.dropFirst() }
        if text.hasSuffix(".self") { text = text.dropLast(5) }
        return String(text)
    }

    /// The Levenshtein distance between `a` and `b` when it is at most `limit`; nil beyond.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                let substitution = previous[j] + (a[i - 1] == b[j] ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            guard let best = current.min(), best <= limit else { return nil }
            previous = current
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
