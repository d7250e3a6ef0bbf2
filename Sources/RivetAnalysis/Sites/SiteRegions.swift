/// What the parser followed and where it stopped, kept by byte offset so that the sites found after the
/// parse (member accesses, once the program's accessor names are known) are explained by the parser's own
/// decisions rather than guessed at.
struct SiteRegions {
    /// A make or closure body whose resolutions the parser read through one parameter.
    struct Body {
        var open: Int32
        var close: Int32
        /// The parameter's name (`values`, `$0`).
        var parameter: String
        /// Where the parser stopped reading the body, and why in plain words.
        var stop: (offset: Int32, reason: String)?
    }

    var bodies: [Body] = []
    /// For each use of a root factory constant the parser did not read a resolution through: why.
    var constantUses: [Int32: String] = [:]
    /// The names of `let name = ….beginFlow(…)` constants of the file.
    var flowConstants: Set<String> = []
}

/// Collects ``SiteRegions`` from inside the parser's non-mutating readers (a class, as `LeavingWords` is).
final class SiteRegionRecorder {
    var regions = SiteRegions()
}
