extension Parser {
    /// The overrides made through the root factory constant at `variable` before anything else uses it:
    /// `app.override(K.self) { … }` statements right after `let app = Factory(…)` (or after one another),
    /// in the same block and `#if` clause. Each is given by its key's location, as the registration records
    /// it. Nothing can resolve through the factory before they run, so its assemblies' builders of those keys
    /// never run in it or its flows (``UnreachedCode`` judges whether that holds for the whole program).
    ///
    /// - Parameter uses: Where the constant's name appears (not after a dot), in order, from `start` on.
    func leadingOverrides(of variable: Int, uses: ArraySlice<Int>) -> [SourceLocation] {
        let scope = view.enclosingBrace[variable]
        let depth = view.tokens[variable].ifDepth
        var found: [SourceLocation] = []
        var after = variable
        for index in uses {
            // A use inside an override's closure runs only when the key is built, after the override.
            if index < after { continue }
            guard view.enclosingBrace[index] == scope, view.tokens[index].ifDepth == depth, startsStatement(index),
                view.kind(index + 1) == .dot, let call = syntax.call(named: index + 2),
                case .registration(let written)? = RegistrationReader.read(call), written.isOverride, !written.isForeign,
                endsStatement(call.end)
            else { break }
            found.append(syntax.location(of: written.keyExpression))
            after = call.end
        }
        return found
    }

    /// Whether the token at `index` starts a statement: first on its line, or after `;` or a brace.
    private func startsStatement(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        switch view.kind(index - 1) {
        case .semicolon, .leftBrace, .rightBrace: return true
        default: return isLineBreak(before: index)
        }
    }

    /// Whether a statement may end before the token at `index`: the end of the file or the block, `;`, or
    /// a new line that an operator does not continue.
    private func endsStatement(_ index: Int) -> Bool {
        guard index < view.count else { return true }
        switch view.kind(index) {
        case .semicolon, .rightBrace: return true
        case .dot, .operator: return false
        default: return isLineBreak(before: index)
        }
    }

    private func isLineBreak(before index: Int) -> Bool {
        view.bytes[Int(view.tokens[index - 1].end)..<Int(view.tokens[index].start)].contains(UInt8(ascii: "\n"))
    }
}
