import Testing
@testable import RivetAnalysis

/// Inputs no compiler would accept must neither crash nor hang the analysis, and must yield nothing.
@Suite struct AdversarialInputTests {
    static let cycle = """
        struct AKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[BKey.self] } }
        struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[AKey.self] } }

        """

    @Test(arguments: [
        "let s = \"never closed",
        "/* /* nested, never closed */",
        "let s = \"\"\"\nno end",
        "let s = #\"raw, no end\"",
        "let r = #/ no end",
        "let s = \"\\(unclosed interpolation",
        "func f() { {",
        "} ) ]",
    ])
    func unterminatedOrUnbalancedFile_isSkippedWhole(_ tail: String) {
        let analysis = Analysis(files: [SourceFile(path: "Bad.swift", text: Self.cycle + tail)])
        #expect(analysis.diagnostics == [])
        #expect(analysis.unreadableFiles == ["Bad.swift"])
    }

    @Test func deepNesting_ofBracketsAndInterpolations_finishes() {
        let depth = 50_000
        let brackets = String(repeating: "{([", count: depth) + String(repeating: "])}", count: depth)
        let interpolations = String(repeating: "\"\\(", count: 2_000) + String(repeating: ")\"", count: 2_000)
        let analysis = Analysis(files: [
            SourceFile(path: "Brackets.swift", text: brackets),
            SourceFile(path: "Strings.swift", text: interpolations),
        ])
        #expect(analysis.diagnostics == [])
        #expect(analysis.unreadableFiles == ["Strings.swift"])
    }

    @Test func randomBytesAndInvalidUTF8_neverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("{}()[]\"#/\\*`$@:.,;=<>-! \n\tabcKey_0\u{00E9}".utf8) + [0xFF, 0xC3, 0x80, 0x00]
        for length in [0, 1, 2, 7, 64, 4_096] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let analysis = Analysis(files: [SourceFile(path: "Random.swift", bytes: bytes)])
                #expect(analysis.diagnostics.allSatisfy { $0.path == "Random.swift" })
            }
        }
    }

    @Test func invalidUTF8_insideAFile_stillLetsTheRestBeRead() {
        var bytes = Array(Self.cycle.utf8)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: 0)
        bytes.insert(contentsOf: [0x2F, 0x2F, 0xFF, 0x0A], at: 3)
        let analysis = Analysis(files: [SourceFile(path: "Bytes.swift", bytes: bytes)])
        #expect(analysis.diagnostics.map(\.kind) == [.dependencyCycle(chain: ["AKey", "BKey", "AKey"])])
    }
}

/// A small deterministic random number generator, so that failures reproduce.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
