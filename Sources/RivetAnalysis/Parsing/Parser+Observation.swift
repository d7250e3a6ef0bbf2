extension Parser {
    /// An `@Injected(…)` or `@LazyInjected(…)` at the `@` at `index`, declaring a stored property of an
    /// `@Observable` class, with no `@ObservationIgnored` among the declaration's attributes (before or
    /// after it): recorded in ``ParsedFile/observedInjections``.
    ///
    /// Only a property that is certainly compiled with its class (not in an `#if` of its own) and is an
    /// instance property (the macro leaves `static` ones alone) is recorded.
    mutating func readObservedInjection(_ attribute: Attribute) {
        let name = attribute.name[0]
        guard let body = name.block, let type = observableClassBodies[body.brace], name.compilationDepth == body.compilationDepth,
            let property = ObservedInjectionReader.observedProperty(attribute, in: view)
        else { return }
        result.observedInjections.append(ObservedInjection(
            location: location(attribute.at), property: property.text, type: type, attribute: attribute.text
        ))
    }
}
