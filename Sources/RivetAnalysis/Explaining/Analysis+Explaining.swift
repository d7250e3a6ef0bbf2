extension Analysis {
    /// Explains one key: where it is declared, every registration and override, which one is in force in
    /// each root factory and flow the sources build (and its lifecycle there), who resolves it (keys,
    /// `@Injected` properties, factory constants, and the shortest chains that reach it) and what it
    /// resolves.
    ///
    /// ```swift
    /// let analysis = Analysis(files: sources)
    /// print(try analysis.explanation(of: "SessionKey"))
    /// // SessionKey (InjectionKey) at Sources/App/Graph.swift:10
    /// //   make: its own, at Sources/App/Graph.swift:11
    /// // ...
    /// ```
    ///
    /// - Parameters:
    ///   - name: The key's type name (`SessionKey`), its qualified name (`Login.TokenKey`), or the name of
    ///     an accessor that resolves it (`session`).
    ///   - format: Plain text, or a Mermaid flowchart of the key's neighbourhood.
    /// - Returns: The explanation's text, ending in a newline.
    /// - Throws: ``UnknownKeyError`` when no key has that name, with similar names to suggest.
    package func explanation(of name: String, format: ExplanationFormat = .text) throws(UnknownKeyError) -> String {
        let lookup = KeyLookup(program: program)
        guard let key = lookup.key(named: name) else {
            let places = Places(files)
            let ambiguous = lookup.duplicateDeclarations(of: name).map(places.name)
            throw UnknownKeyError(name: name, suggestions: ambiguous.isEmpty ? lookup.suggestions(for: name) : [], ambiguousDeclarations: ambiguous)
        }
        let explanation = KeyExplanation(key: key, program: program, followed: followedReads.filter { $0.key == key })
        switch format {
        case .text: return ExplanationTextRenderer(explanation: explanation, places: Places(files)).render()
        case .mermaid: return ExplanationMermaidRenderer(explanation: explanation).render()
        }
    }
}
