/// The kinds of key the runtime tells apart.
enum KeyKind: Equatable {
    /// `InjectionKey`, `InterfaceKey` or `AsyncInjectionKey`: `values[K.self]`.
    case plain
    /// `ParameterizedKey`: `values[K.self, argument]`, with an `ArgumentLifecycle`.
    case parameterized
    /// `ListKey`: an array that assemblies `contribute` elements to.
    case list
    /// `DictionaryKey`: a dictionary that assemblies `contribute` entries to, `at:` an entry key, whose
    /// type (`EntryKey`) is given when the declaration names it.
    case dictionary(entryKeyType: String?)

    /// Whether assemblies contribute to it.
    var isCollection: Bool {
        switch self {
        case .list, .dictionary: true
        case .plain, .parameterized: false
        }
    }

    /// How `rivet explain` names the protocol.
    var protocolName: String? {
        switch self {
        case .plain: nil
        case .parameterized: RivetWord.parameterizedKey.rawValue
        case .list: RivetWord.listKey.rawValue
        case .dictionary: RivetWord.dictionaryKey.rawValue
        }
    }
}
