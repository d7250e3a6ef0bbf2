/// Reads a dictionary key's entry key type: `typealias EntryKey = T`, or `typealias Value = [T: E]`.
enum EntryKeyReader {
    /// `T` as written (a dotted name), when `alias` names one of the two forms.
    static func entryKey(_ alias: TypeAliasDeclaration) -> String? {
        guard !alias.isGeneric, let value = alias.value else { return nil }
        if alias.name.is(.entryKey), let path = value.path {
            return path.map(\.text).joined(separator: ".")
        }
        if alias.name.is(.value), case .collection(let group) = value.kind, let key = group.pairs?.first?.key, let path = key.path {
            return path.map(\.text).joined(separator: ".")
        }
        return nil
    }
}
