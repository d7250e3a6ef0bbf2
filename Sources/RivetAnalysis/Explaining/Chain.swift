/// A way in to a key: where the program starts resolving, and the keys from there to the key.
struct Chain {
    enum Start {
        /// `factory.name` on a root factory constant.
        case constant(FactoryConstruction, Resolution)
        case injection(Injection)
        /// The first key itself, which nothing the analysis read resolves.
        case key
    }

    var start: Start
    var keys: [Int]

    /// Orders chains of one length by where they start.
    var sortKey: SourceLocation {
        switch start {
        case .constant(_, let resolution): resolution.location
        case .injection(let injection): injection.location
        case .key: SourceLocation(file: Int.max, offset: Int32(keys[0]))
        }
    }
}
