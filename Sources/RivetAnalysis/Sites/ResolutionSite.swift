/// A place in the sources that may resolve a key, found by a lexical pass of its own: a `[K.self]`
/// subscript, a member access named like an `InjectedValues` accessor, an `@Injected` or `@LazyInjected`
/// property, or a `resolve(K.self)` call. The analysis either judges it (attributes it to a key's build,
/// which every factory is judged with, or to a factory constant) or names what stopped it.
package struct ResolutionSite: Sendable, Hashable {
    /// Which of the four forms it is.
    package enum Form: Sendable, Hashable {
        /// `values[K.self]`, `factory[K.self, argument]`.
        case `subscript`
        /// `values.name`, `factory.name`, where `name` is an accessor the program declares.
        case accessor
        /// `@Injected(\.name)`.
        case injected
        /// `@LazyInjected(\.name)`.
        case lazyInjected
        /// `values.resolve(K.self)`, `factory.resolve(K.self)`.
        case resolve
        /// `registry.contribute(K.self, E.self)`: the element built by `E`'s own registration, resolved as the
        /// collection is (the model records it as a resolution of `E`).
        case contribute

        /// How `rivet check --unattributed` names it: `subscript`, `accessor`, `@Injected`, `@LazyInjected`, `resolve`,
        /// `contribute`.
        package var name: String {
            switch self {
            case .subscript: "subscript"
            case .accessor: "accessor"
            case .injected: "@" + RivetWord.injected.rawValue
            case .lazyInjected: "@" + RivetWord.lazyInjected.rawValue
            case .resolve: RivetWord.resolve.rawValue
            case .contribute: RivetWord.contribute.rawValue
            }
        }
    }

    package let form: Form
    /// The site as written, whitespace condensed: `coordinator.factory[SessionKey.self]`.
    package let text: String
    /// The file, as given to the analysis.
    package let path: String
    /// 1-based line and column (in UTF-8 bytes) of the site's receiver, or of `@` for a property wrapper
    /// (of the accessor's name in `@Injected(\.name)`, where the analysis records it).
    package let line: Int
    package let column: Int
    let location: SourceLocation
    /// What stopped the analysis from judging it, in plain words; nil when it judged it.
    package let construct: String?

    /// Whether the analysis judged it.
    package var isAttributed: Bool { construct == nil }

    /// The site once the factories it happens in were followed: judged, or with the reason following stopped.
    func followed(judged: Set<SourceLocation>, reasons: [SourceLocation: String]) -> ResolutionSite {
        guard construct != nil else { return self }
        let construct = judged.contains(location) ? nil : reasons[location] ?? construct
        return ResolutionSite(form: form, text: text, path: path, line: line, column: column, location: location, construct: construct)
    }

    /// `path:line:column: <form> <text>: <construct>`, as `rivet check --unattributed` lists it.
    package var listing: String {
        "\(path):\(line):\(column): \(form.name) \(text): \(construct ?? "attributed")"
    }
}

/// A site the lexical pass found, before the program is joined up: `reason` is what kept the parser from
/// recording it in the model (a closure it does not follow, `#if`, a receiver it does not know), or nil
/// when the parser recorded it, which the analysis then judges or not by the key it reaches.
struct FoundSite {
    var form: ResolutionSite.Form
    var text: String
    var offset: Int32
    var reason: String?
}
