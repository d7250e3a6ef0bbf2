import Foundation
import RivetTestSupport
import Testing
@testable import RivetAnalysis

/// The resolutions made through a factory constant (`let factory = Factory(…)`), as ``ConstantUseReader``
/// reads them: those certainly made after it, up to a use that may change what it resolves.
@Suite struct ConstantUseTests {
    /// The sites of `source`, after ``ResolutionSiteTests/program`` and its own four.
    private func sites(_ source: String) -> [String] {
        Array(Analysis(files: [SourceFile(path: "App.swift", text: ResolutionSiteTests.program + source)]).sites.map(\.listing).dropFirst(4))
    }

    /// What stopped the reading is quoted in the reason given for the uses after it, so that a note points at it.
    @Test func theUseThatMayChangeWhatTheConstantResolves_isQuotedInTheReasonOfTheUsesAfterIt() {
        let source = ResolutionSiteTests.program + """
            func run() {
                let factory = Factory(AppAssembly())
                keep(factory)
                print(factory.a)
            }
            """
        let parsed = Parser.parse(Array(source.utf8), file: 0)
        #expect(parsed.siteRegions.constantUses.values.contains(
            "after `keep(factory)`, an earlier use of `factory` that may change what it resolves (an override, or passing it on)"
        ))
    }

    @Test func aConstantDeclaredInEachCaseOfASwitch_readsItsOwnUses_upToItsOverride() {
        #expect(sites("""
            func run(mode: Int) {
                switch mode {
                case 0:
                    let factory = Factory(AppAssembly())
                    print(factory[AKey.self])
                    factory.override(BKey.self) { _ in B() }
                    print(factory.b)
                default:
                    let factory = Factory(AppAssembly())
                    print(factory.a, factory[BKey.self])
                }
            }
            """) == [
            "App.swift:22:15: subscript factory[AKey.self]: attributed",
            // Past the override the reader stops; binding by name follows the constant on (FactoryFollowingTests).
            "App.swift:24:15: accessor factory.b: attributed",
            "App.swift:27:15: accessor factory.a: attributed",
            "App.swift:27:26: subscript factory[BKey.self]: attributed",
        ])
    }

    /// Each constant read every use of its name after it to the end of its block: 16,000 file-scope
    /// constants of one name (invalid Swift, as generated or half-edited code may be) took 40 s in release.
    @Test func thousandsOfFileScopeConstantsOfOneName_areReadInLinearTime_eachThroughItsOwnUses() {
        let count = 16_000
        var listing: [String] = []
        let seconds = threadCPUSeconds {
            listing = sites(String(repeating: "let factory = Factory(AppAssembly())\nprint(factory[AKey.self], factory.b)\n", count: count))
        }
        #expect(listing.count == 2 * count)
        #expect(listing.allSatisfy { $0.hasSuffix(": attributed") })
        #expect(seconds < BranchHazardTests.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }
}
