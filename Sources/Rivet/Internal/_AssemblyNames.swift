/// The assemblies a scope was built from, kept for their type names in messages; one is kept without an
/// array, so that building a factory or a flow from one assembly allocates none.
enum _AssemblyNames {
    case one(any Assembly.Type)
    case list([any Assembly])

    var names: [String] {
        switch self {
        case .one(let type): [_name(of: type)]
        case .list(let assemblies): assemblies.map { _name(of: type(of: $0)) }
        }
    }
}
