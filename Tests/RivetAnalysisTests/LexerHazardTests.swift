import Testing

/// Source-to-diagnostics pairs where Rivet's forms sit next to lexer hazards: text in comments, strings
/// and regex literals must mean nothing, and must not shift what comes after.
@Suite struct LexerHazardTests {
    @Test func formsInsideCommentsStringsAndRegexLiterals_meanNothing() {
        let source = #"""
            /* struct AKey: InjectionKey { /* nested */ static func make(_ values: InjectedValues) -> A { values[AKey.self] } } */
            let text = """
                struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> B { values[BKey.self] } }
                """
            let raw = #"registry.register(CKey.self) { values in values[CKey.self] } "#
            let pattern = /struct DKey: InjectionKey \{/
            // struct EKey: InjectionKey { static func make(_ values: InjectedValues) -> E { values[EKey.self] } }
            """#
        #expect(diagnostics(source) == [])
    }

    @Test func aCycleAfterEveryHazard_isFoundOnItsLineAndColumn() {
        let source = ##"""
            /* a /* nested */ comment with { and ( */
            let multiline = """
                "quoted" { ( [ \(interpolated("}", { ")" }()))
                """
            let raw = #"a " still raw { \#(1) "#
            let regex = #/ { ( /#
            let bare = /[a-z]{2}\//
            let division = total / count / 2
            struct `AKey`: InjectionKey { static func make(_ values: InjectedValues) -> A { values[BKey.self] } }
            struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> B { values[AKey.self] } }
            """##
        #expect(diagnostics(source) == [
            "App.swift:9:81: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func keysInsidePoundIf_areHiddenAndTheirResolutionsUncertain() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A {
                    #if DEBUG
                    return A(b: values[BKey.self])
                    #else
                    return A(b: nil)
                    #endif
                }
            }
            struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> B { values[AKey.self] } }
            """
        #expect(diagnostics(source) == [])
    }
}
