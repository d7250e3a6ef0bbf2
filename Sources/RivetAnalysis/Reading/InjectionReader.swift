/// Reads `@Injected(\.name)` and `@LazyInjected(\InjectedValues.name)` attributes: which accessor the
/// property resolves, and whether lazily.
enum InjectionReader {
    /// The accessor's name (where the injection is reported) and whether the property is `@LazyInjected`;
    /// nil for any other attribute or argument.
    static func injection(_ attribute: Attribute) -> (accessor: Word, isLazy: Bool)? {
        // `Injected` or `Rivet.Injected`.
        let name = attribute.name
        guard name.count == 1 || (name.count == 2 && name[0].is(.rivet)), let wrapper = name.last,
            wrapper.is(.injected) || wrapper.is(.lazyInjected),
            let arguments = attribute.arguments, arguments.count == 1, arguments[0].label == nil,
            case .keyPath(let path) = arguments[0].value.kind
        else { return nil }
        // `\.name`, `\InjectedValues.name` or `\Rivet.InjectedValues.name`.
        var names = path.names[...]
        if path.hasRoot {
            if names.count == 3, names[names.startIndex].is(.rivet) { names = names.dropFirst() }
            guard names.count == 2, names[names.startIndex].is(.injectedValues) else { return nil }
        } else {
            guard names.count == 1 else { return nil }
        }
        return (names[names.endIndex - 1], wrapper.is(.lazyInjected))
    }
}
