/// The parser's way into ``BodyResolutionReader`` for the readers still dispatched from its walk over
/// tokens: each records the region it read (``SiteRegions``) for the resolution sites the parse does not.
extension Parser {
    /// The resolutions certainly made by the body whose `{` is at `brace`, through the parameter whose
    /// token is `parameter`.
    ///
    /// - Parameter isAsync: Whether the parameter is `AsyncInjectedValues`, whose own accessors await.
    func resolutions(in brace: Int, parameter: Int?, isAsync: Bool = false) -> [Resolution] {
        guard let parameter else { return [] }
        let block = Block(view: view, brace: brace)
        return recorded(BodyResolutionReader(syntax: syntax).resolutions(
            in: block, through: .named(Word(view: view, anchor: parameter)), isAsync: isAsync
        ))
    }

    /// The resolutions certainly made by the closure whose `{` is at `brace`, through its one parameter or
    /// `$0`; `isAsync` when that is `AsyncInjectedValues` (`registerAsync`).
    func closureResolutions(_ brace: Int, isAsync: Bool = false) -> [Resolution] {
        recorded(BodyResolutionReader(syntax: syntax).resolutions(in: Closure(view: view, brace: brace), isAsync: isAsync))
    }

    /// The key of `resolve(K.self)` or `resolve(K.self, isolation: …)` whose name is at `index`.
    func awaitedKey(call index: Int) -> String? {
        BodyResolutionReader.awaitedKey(Word(view: view, anchor: index))?.name.text
    }

    private func recorded(_ read: BodyResolutionReader.Read) -> [Resolution] {
        if let region = read.region { siteRegions.regions.bodies.append(region) }
        siteRegions.regions.bodies += read.nested
        return read.resolutions
    }
}
