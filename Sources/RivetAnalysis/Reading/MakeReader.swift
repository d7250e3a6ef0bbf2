/// Reads a key's `make`: `static func make(_ values: InjectedValues) -> T { … }`, an async key's
/// `static func make(_ values: AsyncInjectedValues) async throws -> T { … }`, and a parameterized key's
/// `static func make(_ values: InjectedValues, _ id: ID) -> T { … }`.
enum MakeReader {
    /// What a `make` says: the values parameter its resolutions go through, and its form.
    struct Found {
        /// `make`: where the make is reported.
        var name: Word
        /// The values parameter's name; nil when it is `_`, and then nothing is resolved through it.
        var values: Word?
        /// Whether it takes `AsyncInjectedValues`.
        var isAsync: Bool
        /// Whether it takes an argument after the values.
        var hasArgument: Bool
        var body: Block
    }

    /// The make that `function` is, if it is one: static, not generic, with a body, taking the values (and,
    /// not for an async key, one argument after them).
    static func make(_ function: FunctionDeclaration) -> Found? {
        guard let name = function.name, name.is(.make), !function.isGeneric, function.isStatic else { return nil }
        let parameters = function.parameters
        guard let values = parameters.first, parameters.count <= 2 else { return nil }
        let hasArgument = parameters.count == 2
        let isAsync = values.typeMentions(.asyncInjectedValues)
        guard isAsync || values.typeMentions(.injectedValues), !(isAsync && hasArgument), let body = function.body else { return nil }
        return Found(name: name, values: values.name.is("_") ? nil : values.name, isAsync: isAsync, hasArgument: hasArgument, body: body)
    }
}
