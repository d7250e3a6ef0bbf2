/// Every resolution site of the program, each judged or named: the sites the lexical pass found, compared
/// with the resolutions the analysis judged.
///
/// A site the parser recorded is judged when the model reaches its key: a resolution in a key's `make` or
/// in a registration, override, contribution or hook closure of a key (judged through the key, in every
/// factory that builds it); one through a root factory constant (judged in that factory); an accessor's
/// own `self[K.self]`, judged through the key; an `@Injected` property of a type that a key's make or
/// closure builds (judged as that key's dependency). Anything else is unattributed, with what stopped it.
struct SiteAttribution {
    private(set) var sites: [ResolutionSite] = []

    init(files: [SourceFile], program: Program) {
        let judge = SiteJudge(program: program)
        let accessorNames = Set(program.files.flatMap { $0.accessors + $0.asyncAccessors }.map(\.name))
            .union(program.generatedAccessors.keys)
        let prefilter = AccessorPrefilter(names: accessorNames)
        for (index, file) in program.files.enumerated() {
            var found = file.sites
            let bytes = files[index].bytes
            if !file.isMalformed, file.rivetNameDeclaration == nil, prefilter.mayAccess(bytes) {
                let (tokens, _) = Lexer.tokenize(bytes)
                let scanner = SiteScanner(
                    view: TokenView(bytes: bytes, tokens: tokens), regions: file.siteRegions, recorded: file.recordedSiteOffsets
                )
                found += scanner.accessorSites(named: accessorNames)
            }
            guard !found.isEmpty else { continue }
            found.sort { $0.offset < $1.offset }
            let table = LineTable(bytes)
            for site in found {
                let location = SourceLocation(file: index, offset: site.offset)
                let construct = site.reason ?? (judge.judged.contains(location) ? nil : judge.reasons[location]
                    ?? "recorded by the parser but judged by no rule (a bug in the analysis: please report it)")
                let (line, column) = table.lineAndColumn(of: site.offset)
                sites.append(ResolutionSite(
                    form: site.form, text: site.text, path: files[index].path, line: line, column: column,
                    location: location, construct: construct
                ))
            }
        }
    }
}

/// Whether a file may hold a member access named like an accessor: a byte search for `.name`, so that
/// only those files are read again (a program with no accessor costs nothing).
struct AccessorPrefilter {
    private let names: Set<ArraySlice<UInt8>>
    private let lengths: ClosedRange<Int>?

    init(names: Set<String>) {
        self.names = Set(names.map { ArraySlice(Array($0.utf8)) })
        let counts = names.map(\.utf8.count)
        lengths = counts.min().map { $0...counts.max()! }
    }

    func mayAccess(_ bytes: [UInt8]) -> Bool {
        guard let lengths else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] == UInt8(ascii: ".") {
                var end = index + 1
                while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                if lengths.contains(end - index - 1), names.contains(bytes[(index + 1)..<end]) { return true }
                index = end
                continue
            }
            index += 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
