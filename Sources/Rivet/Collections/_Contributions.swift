/// One contribution to a collection key: where it was made, for messages, and how to build its element.
@usableFromInline
struct _Contribution<Element> {
    @usableFromInline let source: String
    @usableFromInline let make: @Sendable (InjectedValues) -> Element

    @usableFromInline
    init(source: String, make: @escaping @Sendable (InjectedValues) -> Element) {
        self.source = source
        self.make = make
    }
}

/// A collection key's contributions whatever their types: what an entry holds (a class, not a protocol, so
/// that `isKnownUniquelyReferenced` can tell whether anything else holds them; it cannot through `AnyObject`).
@usableFromInline
class _ContributionList {
    /// How many contributions were copied from earlier lists into this one and those it was made from: what a
    /// test hook reads (`Registry._copiedContributions(to:)`).
    let copiedItems: Int

    init(copiedItems: Int) {
        self.copiedItems = copiedItems
    }
}

/// A collection key's contributions in one registry, in order, each with its label: nothing (`Void`) for a
/// list, the entry key for a dictionary.
///
/// A contribution is added in place, in amortised constant time, by the registry that holds these alone
/// (`Registry._ownContributions`); one that shares them (a registry an assembly kept, a copy of the entry)
/// makes new ones, copying these once. Never changed once a factory holds them.
@usableFromInline
final class _Contributions<Label, Element>: _ContributionList {
    /// Read without an exclusivity check: appended to only while one registry holds these alone, before any factory.
    @usableFromInline @exclusivity(unchecked) var items: [(label: Label, contribution: _Contribution<Element>)]

    init(_ items: [(label: Label, contribution: _Contribution<Element>)], copiedItems: Int) {
        self.items = items
        super.init(copiedItems: copiedItems)
    }
}
