/// Reads the accessors of `extension InjectedValues` (`var cart: Cart { self[CartKey.self] }`) and of
/// `extension AsyncInjectedValues` (`var store: Store { get async throws { try await resolve(StoreKey.self) } }`):
/// which key each resolves, when its body does nothing else or starts with that resolution.
enum AccessorReader {
    /// One accessor.
    struct Found {
        /// The property's name: where the accessor is reported.
        var name: Word
        /// The key's type as written (`Shop.CartKey`), when the body is exactly the resolution of one.
        var key: [Word]?
        /// Where that resolution is: `self` of `self[K.self]` or `self.resolve(K.self)`, else `resolve`.
        var site: Word?
        /// Whether the body derives a value from the key's (`self[K.self].user`) rather than returning it.
        var isDerived = false
    }

    /// A property of `extension InjectedValues`, when it is written with a type: the key it resolves when
    /// its body, or its getter's, is exactly `self[K.self]` (with or without `return`), or starts with it and
    /// derives a value from the component (`self[SessionKey.self].user`): the resolution comes first, so it is
    /// made whenever the accessor is read.
    static func accessor(_ variable: VariableDeclaration) -> Found? {
        guard !variable.isConstant, variable.isTyped else { return nil }
        var found = Found(name: variable.name)
        guard var block = variable.accessorBlock else { return found }
        if let getter = block.getter, getter.effects.isEmpty { block = getter.body }
        guard let (receiver, key, end) = leadingResolution(block) else { return found }
        found.key = key
        found.site = receiver
        found.isDerived = end < block.close
        return found
    }

    /// `self[K.self]` at the start of the block's first statement (after `return`): `self`, the key as
    /// written, and where the subscript ends.
    private static func leadingResolution(_ block: Block) -> (receiver: Word, key: [Word], end: Int)? {
        let view = block.view
        var start = block.brace + 1
        if start < block.close, view.isWord(start, "return") { start += 1 }
        guard start + 1 < block.close, view.isWord(start, "self"), view.kind(start + 1) == .leftBracket else { return nil }
        let end = view.closing(start + 1) + 1
        guard end <= block.close, case .subscripted(let base, let group) = Expression(start..<end, in: view).kind,
            let receiver = base.name, receiver.is("self")
        else { return nil }
        let arguments = group.arguments
        guard arguments.count == 1, arguments[0].label == nil, let key = RegistrationReader.metatype(arguments[0].value) else { return nil }
        return (receiver, key, end)
    }

    /// A property of `extension AsyncInjectedValues`, when it is written with a type: the key it awaits when
    /// its getter is exactly `try await resolve(K.self)` (`get async throws { … }`, with `return` or `self.`).
    static func asyncAccessor(_ variable: VariableDeclaration) -> Found? {
        guard !variable.isConstant, variable.isTyped else { return nil }
        var found = Found(name: variable.name)
        guard let getter = variable.accessorBlock?.getter else { return found }
        var expression = getter.body.returnedExpression
        if case .prefixed("try", let operand) = expression.kind { expression = operand }
        if case .prefixed("await", let operand) = expression.kind { expression = operand }
        guard case .call(let call) = expression.kind, let name = call.name, name.is(.resolve), call.open >= 0, !call.isSpecialised,
            !call.hasTrailingClosure, let key = awaitedKey(call)
        else { return found }
        if call.isMember {
            guard let receiver = call.receiver?.name, receiver.is("self") else { return found }
            found.site = receiver
        } else {
            found.site = name
        }
        found.key = key
        return found
    }

    /// `K` of `resolve(K.self)` or `resolve(K.self, isolation: …)`.
    private static func awaitedKey(_ call: Call) -> [Word]? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return RegistrationReader.metatype(first.value)
    }

    /// The bare `resolve(…)` calls inside `block`, among `calls` (the file's calls of `resolve`, in source
    /// order): resolution sites, since the values there are `self`.
    static func bareResolutions(in block: Block, among calls: [Call]) -> [Word] {
        // The first call after the brace, found by halving: an extension may hold many accessors.
        var low = 0
        var high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if let name = calls[middle].name, block.startsAfter(name) { low = middle + 1 } else { high = middle }
        }
        var found: [Word] = []
        for call in calls[low...] {
            guard let name = call.name, block.contains(name) else { break }
            if !call.isMember { found.append(name) }
        }
        return found
    }
}
