/// The body of a type or extension, with the type's name written from the top level (`Shop.CartKey`, for
/// `struct CartKey` in `enum Shop` or for `extension Shop.CartKey`): a key's name written inside it is
/// looked up there first, then in the types around it, as Swift does (``KeyNames``).
struct TypeScope {
    /// The bytes from the body's `{` to its `}`.
    var body: Range<Int32>
    var qualifiedName: String
}

extension [TypeScope] {
    /// The name of the innermost type whose body holds `offset`; nil at the top level of the file.
    func innermostType(at offset: Int32) -> String? {
        // Bodies nest, so the one holding `offset` that starts last is the innermost.
        var found: TypeScope?
        for scope in self where scope.body.contains(offset) && scope.body.lowerBound >= (found?.body.lowerBound ?? 0) {
            found = scope
        }
        return found?.qualifiedName
    }
}
