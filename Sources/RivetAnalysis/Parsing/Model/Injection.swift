/// An `@Injected(\.name)` or `@LazyInjected(\.name)` property.
struct Injection {
    var accessor: String
    var location: SourceLocation
}
