/// The body of a type or extension, with the type's name written from the top level (`Shop.CartKey`, for
/// `struct CartKey` in `enum Shop` or for `extension Shop.CartKey`): a key's name written inside it is
/// looked up there first, then in the types around it, as Swift does (``KeyNames``).
struct TypeScope {
    /// The bytes from the body's `{` to its `}`.
    var body: Range<Int32>
    var qualifiedName: String
}

/// A file's type bodies, to find the innermost one around a place without walking them all: a file may
/// declare thousands, and every key name written in it may be looked up.
struct TypeScopeIndex {
    /// By where they start.
    private let scopes: [TypeScope]
    /// The index of the body around each, if any.
    private let parents: [Int?]

    init(_ scopes: [TypeScope]) {
        self.scopes = scopes.sorted { $0.body.lowerBound < $1.body.lowerBound }
        var parents: [Int?] = []
        var open: [Int] = []
        for (index, scope) in self.scopes.enumerated() {
            while let last = open.last, !self.scopes[last].body.contains(scope.body.lowerBound) { open.removeLast() }
            parents.append(open.last)
            open.append(index)
        }
        self.parents = parents
    }

    /// The qualified name of the innermost type whose body holds `offset`; nil at the top level of the file.
    func innermostType(at offset: Int32) -> String? {
        // The last body starting at or before `offset`, then out through the bodies around it.
        var low = 0
        var high = scopes.count
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle].body.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        var index = low > 0 ? low - 1 : nil
        while let current = index, !scopes[current].body.contains(offset) { index = parents[current] }
        return index.map { scopes[$0].qualifiedName }
    }
}
