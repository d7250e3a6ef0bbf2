/// A `static func make(_ values: InjectedValues)` found in a type or extension body, or an async one
/// (`make(_ values: AsyncInjectedValues) async throws`), or a parameterized key's
/// (`static func make(_ values: InjectedValues, _ id: Int)`).
struct MakeDeclaration {
    /// The type's name, last component.
    var typeName: String
    var resolutions: [Resolution]
    var location: SourceLocation
    /// Whether it takes `AsyncInjectedValues`: an `AsyncInjectionKey`'s make, which only a warm-up or an
    /// await runs.
    var isAsync = false
    /// Whether it takes an argument after the values: a `ParameterizedKey`'s make.
    var hasArgument = false
}
