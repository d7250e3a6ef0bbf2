@testable import RivetAnalysis
import Testing

/// A part of a program (a library target, `--partial`) cannot be judged for the rules that need the root
/// factory: its check says so, unless the whole program is checked too.
@Suite struct PartialProgramTests {
    static let library = """
        final class Session {}
        final class Player { init(_ session: Session) {} }
        struct SessionKey: InjectionKey { static func make(_ values: InjectedValues) -> Session { Session() } }
        struct PlayerKey: InjectionKey { static func make(_ values: InjectedValues) -> Player { Player(values[SessionKey.self]) } }
        public struct PodcastAssembly: Assembly {
            public init() {}
            public func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(PlayerKey.self, .singleton)
            }
        }
        """

    static func notes(_ files: [String: String], checkedWholeElsewhere: Bool = false) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let options = Analysis.Options(isPartial: true, isCheckedWholeElsewhere: checkedWholeElsewhere)
        return Analysis(files: sources, options: options).diagnostics.filter { $0.kind.severity == .note }.map(\.description)
    }

    @Test func aLibraryAlone_notesTheRulesItCouldNotRun() {
        #expect(Self.notes(["Podcast.swift": Self.library]) == [
            "Podcast.swift:5:15: note: Rivet: cannot follow which root factory is built from these assemblies (they are part of a program, whose factory is built elsewhere), so captive dependencies, flow-scoped keys and keys that nothing registers were not checked here; apply the build plugin to the target that builds the app's factory too (it reads this target's sources), or run `rivet check` on the whole program (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func aLibraryWhoseAppIsCheckedToo_leavesThoseRulesToIt() {
        #expect(Self.notes(["Podcast.swift": Self.library], checkedWholeElsewhere: true) == [])
    }

    @Test func aPartWithItsOwnRootFactory_isJudgedThere() {
        let main = "let factory = Factory(PodcastAssembly())\n_ = factory[PlayerKey.self]\n"
        #expect(Self.notes(["Podcast.swift": Self.library, "main.swift": main]) == [])
        #expect(diagnostics(["Podcast.swift": Self.library, "main.swift": main], partial: true) == [
            "Podcast.swift:4:96: error: Rivet: singleton `PlayerKey` depends on flow-scoped `SessionKey` (PlayerKey -> SessionKey); make PlayerKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func aTestTargetBuildingItsFactories_isNotNoted() {
        let tests = """
            import RivetTesting
            import XCTest
            final class PlayerTests: RivetTestCase {
                override var assemblies: [any Assembly] { [PodcastAssembly()] }
            }
            """
        #expect(Self.notes(["Podcast.swift": Self.library, "PlayerTests.swift": tests]) == [])
    }
}
