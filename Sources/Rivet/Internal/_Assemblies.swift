/// The assemblies a scope was built from: `reset()` assembles them again, and messages name them. One is
/// kept without an array, so that building a factory or a flow from one assembly allocates none.
enum _Assemblies {
    case one(any Assembly)
    case list([any Assembly])

    /// A new table of what the assemblies register, applied in order, for a flow or not.
    func table(isFlow: Bool) -> _KeyTable {
        switch self {
        case .one(let assembly): Registry(assembly).takeTable(scope: Factory.scopeName(isFlow: isFlow, assemblies: names))
        case .list(let assemblies): Registry(assemblies).takeTable(scope: Factory.scopeName(isFlow: isFlow, assemblies: names))
        }
    }

    var names: [String] {
        switch self {
        case .one(let assembly): [_name(of: type(of: assembly))]
        case .list(let assemblies): assemblies.map { _name(of: type(of: $0)) }
        }
    }
}
