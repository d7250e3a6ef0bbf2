/// One contribution to a collection key: where it was made, for messages, and how to build its element.
struct _Contribution<Element> {
    let source: String
    let make: @Sendable (InjectedValues) -> Element
}

/// A collection key's contributions in one registry, in order, each with its label: nothing (`Void`) for a
/// list, the entry key for a dictionary. Never changed: a contribution makes a new one.
final class _Contributions<Label, Element> {
    let items: [(label: Label, contribution: _Contribution<Element>)]

    init(_ items: [(label: Label, contribution: _Contribution<Element>)]) {
        self.items = items
    }
}
