/// Reads an `@Injected` or `@LazyInjected` property as the Observation macro sees it: a stored `var` it
/// would observe, unless marked `@ObservationIgnored` or `static`.
enum ObservedInjectionReader {
    /// The property's name, for a property the macro observes; nil otherwise, or when the declaration
    /// around the attribute cannot be read.
    static func observedProperty(_ attribute: Attribute, in view: TokenView) -> Word? {
        guard attribute.name.count == 1, attribute.name[0].is(.injected) || attribute.name[0].is(.lazyInjected),
            let property = PropertyDeclaration(around: attribute, in: view),
            !property.attributeNames.contains(where: { $0.is("ObservationIgnored") }),
            !property.modifiers.contains(where: { $0.is("static") || $0.is("class") })
        else { return nil }
        return property.name
    }
}
