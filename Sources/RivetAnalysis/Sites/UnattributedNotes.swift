/// The build's notes about resolution sites the analysis could not attribute: one per file, on its first
/// such site, with their count, so that a large app's build stays readable; `rivet check --unattributed`
/// lists each site.
enum UnattributedNotes {
    /// The notes, in file order, each with where it is. A site whose line (or the line above) carries
    /// `// rivet: ignore unattributed` is left out of its file's note.
    static func notes(for sites: [ResolutionSite], files: [SourceFile], tables: [Int: LineTable]) -> [(SourceLocation, Diagnostic)] {
        var byFile: [Int: [ResolutionSite]] = [:]
        var tables = tables
        for site in sites where !site.isAttributed {
            let file = site.location.file
            let table = tables[file] ?? LineTable(files[file].bytes)
            tables[file] = table
            guard !IgnoreComment.silences("unattributed", line: site.line, in: table, bytes: files[file].bytes) else { continue }
            byFile[file, default: []].append(site)
        }
        return byFile.keys.sorted().map { file in
            let found = byFile[file]!
            let first = found[0]
            return (first.location, Diagnostic(
                path: first.path, line: first.line, column: first.column,
                kind: .unattributed(count: found.count, first: first.text, construct: first.construct ?? "")
            ))
        }
    }
}

/// How many resolution sites the analysis found, attributed and could not attribute.
package struct SiteStatistics: Sendable, Equatable {
    package var found: Int
    package var attributed: Int
    package var unattributed: Int { found - attributed }
}

extension Analysis {
    /// The resolution sites' figures, as `rivet check --stats` prints them.
    package var siteStatistics: SiteStatistics {
        SiteStatistics(found: sites.count, attributed: sites.filter(\.isAttributed).count)
    }

    /// The sites the analysis could not attribute, in file order.
    package var unattributedSites: [ResolutionSite] { sites.filter { !$0.isAttributed } }
}
