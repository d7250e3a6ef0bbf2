/// An `@Injected` or `@LazyInjected` property of an `@Observable` class without `@ObservationIgnored`:
/// the macro makes the property observed, with a synthesized storage `_name` that collides with the
/// property wrapper's own `_name`, so the class does not compile.
struct ObservedInjection {
    /// Where the `@` of `@Injected` is.
    var location: SourceLocation
    /// The property's name.
    var property: String
    /// The class's name.
    var type: String
    /// The wrapper's attribute as written, condensed: `@Injected(\.usersRepository)`.
    var attribute: String
}
