extension Parser {
    /// The lexical pass over the file's tokens: every resolution site of the forms that need no accessor
    /// name, each with what kept the parser from recording it, if anything.
    mutating func findSites() {
        for (name, bound) in boundConstructions where bound.allSatisfy({ result.factories[$0.construction].isFlow }) {
            siteRegions.regions.flowConstants.insert(name)
        }
        result.siteRegions = siteRegions.regions
        let scanner = SiteScanner(view: view, regions: result.siteRegions, recorded: result.recordedSiteOffsets)
        result.sites = scanner.keyedSites(at: siteCandidates + SiteScanner.candidates(in: view))
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// `import Rivet` at file scope, with any attributes or modifiers before it, or `import struct Rivet.Factory`.
    mutating func noteImport(at index: Int) {
        let name = view.kind(index + 2) == .identifier && Self.importKinds.contains(view.text(index + 1)) ? index + 2 : index + 1
        if view.isWord(name, .rivet) { result.importsRivet = true }
    }
}

extension ParsedFile {
    /// Where the sites the parser recorded in the model are: resolutions of makes, registration, override,
    /// contribution and hook closures, and through root factory constants (at the receiver); accessors'
    /// bodies; `@Injected` properties (at the accessor's name).
    var recordedSiteOffsets: Set<Int32> {
        var offsets: Set<Int32> = []
        func add(_ resolutions: [Resolution]) {
            for resolution in resolutions {
                switch resolution.target {
                case .construction, .implicitConstruction: continue
                default: break
                }
                offsets.insert(resolution.location.offset)
            }
        }
        for make in makes { add(make.resolutions) }
        for registration in registrations {
            if case .code(let resolutions) = registration.builder { add(resolutions) }
        }
        for construction in factories { add(construction.resolutions) }
        for accessor in accessors + asyncAccessors {
            if let offset = accessor.siteOffset { offsets.insert(offset) }
        }
        for injection in injections { offsets.insert(injection.location.offset) }
        return offsets
    }
}
