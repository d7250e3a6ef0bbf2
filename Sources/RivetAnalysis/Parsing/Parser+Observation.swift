extension Parser {
    /// An `@Injected(…)` or `@LazyInjected(…)` at the `@` at `index`, declaring a stored property of an
    /// `@Observable` class, with no `@ObservationIgnored` among the declaration's attributes (before or
    /// after it): recorded in ``ParsedFile/observedInjections``.
    ///
    /// Only a property that is certainly compiled with its class (not in an `#if` of its own) and is an
    /// instance property (the macro leaves `static` ones alone) is recorded.
    mutating func readObservedInjection(at index: Int) {
        guard let attribute = Attribute(at: index, in: view), view.kind(index - 1) != .dot else { return }
        let body = Int(view.enclosingBrace[index])
        guard let type = observableClassBodies[body], view.tokens[index].ifDepth == view.tokens[body].ifDepth,
            let property = ObservedInjectionReader.observedProperty(attribute, in: view)
        else { return }
        result.observedInjections.append(ObservedInjection(
            location: location(index), property: property.text, type: type, attribute: attribute.text
        ))
    }
}
