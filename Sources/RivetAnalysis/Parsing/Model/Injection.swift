/// An `@Injected(\.name)` or `@LazyInjected(\.name)` property.
struct Injection {
    var accessor: String
    var location: SourceLocation
    /// The struct, class or actor whose stored property it is; nil elsewhere.
    var host: String?
    /// Whether it is `@LazyInjected`, which resolves on first read rather than on initialisation.
    var isLazy: Bool
    /// Why it has no host, in plain words (`at file scope`, `under `#if``), when it has none.
    var unhosted: String?
    /// The property's name, when its declaration can be read: a make that reads it from a host it has just
    /// built (`Helper().value`) resolves an `@LazyInjected` one there and then.
    var property: String?

    /// How messages show it: `@Injected(\.name)`.
    var label: String { "@\((isLazy ? RivetWord.lazyInjected : .injected).rawValue)(\\.\(accessor))" }
}
