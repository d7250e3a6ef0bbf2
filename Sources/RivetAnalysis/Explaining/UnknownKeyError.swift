/// A name `rivet explain` could not take for one key of the analysed sources.
///
/// Its description is the one line the tool prints, with the names the user may have meant:
///
/// ```
/// no key `SesionKey` in these sources; did you mean `SessionKey`?
/// ```
package struct UnknownKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as given.
    package let name: String
    /// Keys (or accessors) with a similar name, best first.
    package let suggestions: [String]
    /// Where a key of that name is declared more than once (`path:line`): the analysis cannot tell which
    /// one code means, so it explains neither. Empty when no key has the name.
    package let ambiguousDeclarations: [String]

    /// The line the tool prints, after `rivet: `.
    package var description: String {
        if !ambiguousDeclarations.isEmpty {
            return "`\(name)` is declared more than once (\(ambiguousDeclarations.joined(separator: ", "))); "
                + "the analysis cannot tell which one code means, so it explains neither"
        }
        let known = "no key or accessor `\(name)` in these sources"
        guard !suggestions.isEmpty else { return known }
        return known + "; did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?"
    }
}
