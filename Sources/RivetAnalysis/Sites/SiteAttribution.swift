/// Every resolution site of the program, each judged or named: the sites the lexical pass found, compared
/// with the resolutions the analysis judged.
///
/// A site the parser recorded is judged when the model reaches its key: a resolution in a key's `make` or
/// in a registration, override, contribution or hook closure of a key (judged through the key, in every
/// factory that builds it); one through a root factory constant (judged in that factory); an accessor's
/// own `self[K.self]`, judged through the key; an `@Injected` property of a type that a key's make or
/// closure builds (judged as that key's dependency). Anything else is unattributed, with what stopped it.
///
/// Sources that use nothing of Rivet (no file imports it, and none declares a key, an accessor or an
/// assembly, builds a factory or has an `@Injected` property) have no sites.
struct SiteAttribution {
    private(set) var sites: [ResolutionSite] = []
    /// The line tables of the files that have sites, for the notes.
    private(set) var tables: [Int: LineTable] = [:]

    init(files: [SourceFile], program: Program) {
        let accessorNames = Set(program.files.flatMap { $0.accessors + $0.asyncAccessors }.map(\.name))
            .union(program.generatedAccessors.keys)
        // Sources that neither import Rivet nor declare anything of it (vapor's `storage[Key.self]`) have
        // no resolution site: nothing in them can reach a Rivet key.
        guard !accessorNames.isEmpty || !program.keys.isEmpty || program.files.contains(where: { file in
            file.importsRivet || !file.assemblies.isEmpty || !file.factories.isEmpty || !file.injections.isEmpty
        }) else { return }
        let judge = SiteJudge(program: program)
        let matcher = AccessorNames(accessorNames)
        for (index, file) in program.files.enumerated() {
            var found = file.sites
            let bytes = files[index].bytes
            if file.rivetNameDeclaration == nil, let view = file.syntax?.view, matcher.mayAccess(bytes) {
                let scanner = SiteScanner(view: view, regions: file.siteRegions, recorded: file.recordedSiteOffsets)
                found += scanner.accessorSites(named: matcher)
            }
            guard !found.isEmpty else { continue }
            found.sort { $0.offset < $1.offset }
            let table = LineTable(bytes)
            tables[index] = table
            // A site of a closure handed to a registering function is recorded once the program places its registration.
            let recorded = file.compositions.contains(where: \.passesClosure)
                ? file.recordedSiteOffsets : []
            for site in found {
                let location = SourceLocation(file: index, offset: site.offset)
                let reason = recorded.contains(site.offset) ? nil : site.reason
                let construct = reason ?? (judge.judged.contains(location) ? nil : judge.reasons[location]
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

/// The program's accessor names, matched against bytes without making strings: whether a file may hold
/// a member access named like one (a byte search for `.name`, so that only those files are read again, and
/// a program with no accessor costs nothing), and whether a token is one.
struct AccessorNames {
    /// The names by a hash of their bytes: a match is a hash and a comparison or two, however many names
    /// there are.
    private var byHash: [UInt64: [[UInt8]]] = [:]
    let names: Set<String>

    init(_ names: Set<String>) {
        self.names = names
        for name in names {
            let bytes = Array(name.utf8)
            byHash[Self.hash(bytes, 0, bytes.count), default: []].append(bytes)
        }
    }

    var isEmpty: Bool { names.isEmpty }

    /// FNV-1a over `bytes[start..<end]`.
    private static func hash(_ bytes: [UInt8], _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in start..<end {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Whether `bytes[start..<end]` is one of the names.
    func contains(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end > start, let found = byHash[Self.hash(bytes, start, end)] else { return false }
        return found.contains { name in name.count == end - start && name.indices.allSatisfy { name[$0] == bytes[start + $0] } }
    }

    /// Whether `.name` occurs anywhere in `bytes` for one of the names (in code, a comment or a string).
    func mayAccess(_ bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] == UInt8(ascii: ".") {
                var end = index + 1
                while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                if contains(bytes, index + 1, end) { return true }
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
