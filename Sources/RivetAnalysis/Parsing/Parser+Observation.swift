extension Parser {
    /// An `@Injected(…)` or `@LazyInjected(…)` at the `@` at `index`, declaring a stored property of an
    /// `@Observable` class, with no `@ObservationIgnored` among the declaration's attributes (before or
    /// after it): recorded in ``ParsedFile/observedInjections``.
    ///
    /// Only a property that is certainly compiled with its class (not in an `#if` of its own) and is an
    /// instance property (the macro leaves `static` ones alone) is recorded.
    mutating func readObservedInjection(at index: Int) {
        guard view.isWord(index + 1, .injected) || view.isWord(index + 1, .lazyInjected), view.kind(index - 1) != .dot,
            view.kind(index + 2) == .leftParen
        else { return }
        let body = Int(view.enclosingBrace[index])
        guard let type = observableClassBodies[body], view.tokens[index].ifDepth == view.tokens[body].ifDepth else { return }
        var isIgnored = false
        var isStatic = false
        // The attributes and modifiers before it, back to the previous declaration.
        var cursor = index - 1
        var steps = 0
        while cursor > body, steps < Self.attributeWalkLimit {
            steps += 1
            if view.kind(cursor) == .rightParen, view.kind(view.match(cursor) - 1) == .identifier {
                cursor = view.match(cursor) - 1
                continue
            }
            guard view.kind(cursor) == .identifier else { break }
            if let next = attributeStart(endingAt: cursor) {
                if view.isWord(cursor, "ObservationIgnored") { isIgnored = true }
                cursor = next - 1
            } else if Self.propertyModifiers.contains(view.text(cursor)) {
                if view.isWord(cursor, "static") || view.isWord(cursor, "class") { isStatic = true }
                cursor -= 1
            } else {
                break
            }
        }
        // The attributes and modifiers after it, up to `var`.
        cursor = view.match(index + 2) + 1
        steps = 0
        while cursor < view.count, !view.isWord(cursor, "var"), steps < Self.attributeWalkLimit {
            steps += 1
            if view.kind(cursor) == .at {
                var end = cursor + 1
                guard let (components, after) = view.dottedName(at: end) else { return }
                if components.last == "ObservationIgnored" { isIgnored = true }
                end = after
                if view.kind(end) == .leftParen { end = view.match(end) + 1 }
                cursor = end
            } else if view.kind(cursor) == .identifier, Self.propertyModifiers.contains(view.text(cursor)) {
                if view.isWord(cursor, "static") || view.isWord(cursor, "class") { isStatic = true }
                cursor += 1
                if view.kind(cursor) == .leftParen { cursor = view.match(cursor) + 1 }  // `private(set)`
            } else {
                return  // not a property declaration the analysis can read
            }
        }
        guard view.isWord(cursor, "var"), view.kind(cursor + 1) == .identifier, !isIgnored, !isStatic else { return }
        result.observedInjections.append(ObservedInjection(
            location: location(index),
            property: view.text(cursor + 1),
            type: type,
            attribute: "@" + quote(from: index + 1, to: view.match(index + 2) + 1)
        ))
    }

    /// How many attributes and modifiers around a property the parser reads, at most.
    static let attributeWalkLimit = 64

    private static let propertyModifiers: Set<String> = [
        "public", "internal", "package", "open", "final", "private", "fileprivate", "nonisolated", "static", "class",
        "override", "dynamic", "weak", "unowned", "lazy",
    ]

    /// The `@` of an attribute whose name ends at the identifier at `end` (`@ObservationIgnored`,
    /// `@Observation.ObservationIgnored`); nil when the word is not an attribute's name.
    private func attributeStart(endingAt end: Int) -> Int? {
        var cursor = end
        var steps = 0
        while view.kind(cursor - 1) == .dot, view.kind(cursor - 2) == .identifier, steps < 8 {
            cursor -= 2
            steps += 1
        }
        return view.kind(cursor - 1) == .at ? cursor - 1 : nil
    }
}
