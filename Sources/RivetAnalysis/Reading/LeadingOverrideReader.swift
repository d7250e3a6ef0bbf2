/// Reads the overrides made first through a root factory constant: `app.override(K.self) { … }` statements
/// right after `let app = Factory(…)` (or after one another), in the same block and `#if` clause, before any
/// other use of `app`. Nothing can resolve through the factory before they run, so its assemblies' builders
/// of those keys never run in it or its flows (``UnreachedCode`` judges whether that holds for the whole
/// program).
struct LeadingOverrideReader {
    let syntax: SyntaxFile

    /// Where the key of each override made first is, as its registration records it.
    ///
    /// - Parameters:
    ///   - constant: The constant's name where it is declared.
    ///   - start: The first token of the code that may use it.
    ///   - uses: Where its name is used (not after a dot), in order.
    func overrides(through constant: Word, from start: Int, uses: [Word]) -> [SourceLocation] {
        var found: [SourceLocation] = []
        var previousEnd = start
        for use in uses[uses.partitionPoint { $0.anchor >= start }...] {
            // A use inside an override's closure runs only when the key is built, after the override.
            if use.anchor < previousEnd { continue }
            guard use.scope == constant.scope, use.compilationDepth == constant.compilationDepth, use.startsStatement,
                let call = use.memberAfter?.call, case .registration(let written)? = RegistrationReader.read(call),
                written.isOverride, !written.isForeign, call.endsStatement
            else { break }
            found.append(syntax.location(of: written.keyExpression))
            previousEnd = call.end
        }
        return found
    }
}
