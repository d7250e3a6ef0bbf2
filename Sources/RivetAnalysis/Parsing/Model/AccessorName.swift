/// The accessor name Rivet derives from a key's name.
enum AccessorName {
    /// `UsersRepositoryKey` -> `usersRepository`, `APIClientKey` -> `apiClient`, `URLKey` -> `url`; nil
    /// for a name that does not end in `Key` or is not plain ASCII.
    static func derived(from keyName: String) -> String? {
        guard keyName.hasSuffix("Key"), keyName.count > 3 else { return nil }
        let base = Array(keyName.dropLast(3))
        guard base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), base[0].isLetter else {
            return nil
        }
        var upper = 0
        while upper < base.count, base[upper].isUppercase { upper += 1 }
        let lowered = upper > 1 && upper < base.count ? upper - 1 : max(upper, 1)
        return base.prefix(lowered).map { $0.lowercased() }.joined() + String(base.dropFirst(lowered))
    }
}
