/// Reads `@Injected(\.name)` and `@LazyInjected(\InjectedValues.name)` attributes: which accessor the
/// property resolves, and whether lazily.
enum InjectionReader {
    /// The accessor's name (where the injection is reported) and whether the property is `@LazyInjected`;
    /// nil for any other attribute or argument.
    static func injection(_ attribute: Attribute) -> (accessor: Word, isLazy: Bool)? {
        guard attribute.name.count == 1, attribute.name[0].is(.injected) || attribute.name[0].is(.lazyInjected),
            let arguments = attribute.arguments, arguments.count == 1, arguments[0].label == nil,
            case .keyPath(let path) = arguments[0].value.kind
        else { return nil }
        let names = path.names
        let isRooted = path.hasRoot && names.count == 2 && names[0].is(.injectedValues)
        guard isRooted || (!path.hasRoot && names.count == 1) else { return nil }
        return (names[names.count - 1], attribute.name[0].is(.lazyInjected))
    }
}
