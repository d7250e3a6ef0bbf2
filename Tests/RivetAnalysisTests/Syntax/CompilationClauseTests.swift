import Testing
@testable import RivetAnalysis

@Suite struct CompilationClauseTests {
    @Test func aWordUnderNestedIfs_namesEachArmInnermostFirst() {
        let file = syntaxFile("""
            #if DEBUG
            #if os(iOS)
            #else
            let a = Factory(MockAssembly())
            #endif
            #elseif TESTING
            let b = 1
            #endif
            let c = 2
            """)
        let clauses = file.variables.map { file.compilationClauses(around: $0.name).map { "\($0.arm):\($0.conditions.joined(separator: "|"))\($0.isElse ? " else" : "")" } }
        #expect(clauses == [["1:os(iOS) else", "0:DEBUG"], ["1:DEBUG|TESTING"], []])
    }

    @Test func everyClause_namesTheConditionsOfAllTheArmsOfItsIf() {
        let file = syntaxFile("#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#else\nlet c = 3\n#endif")
        let all = file.variables.map { file.compilationClauses(around: $0.name).map { $0.allConditions.joined(separator: "|") } }
        #expect(all == [["DEBUG|os(iOS)"], ["DEBUG|os(iOS)"], ["DEBUG|os(iOS)"]])
    }

    @Test func anArgumentUnderIf_isLeftUnparsed() {
        let file = syntaxFile("Factory(\n#if DEBUG\nMock(),\n#endif\nLive())")
        #expect(file.calls[0].arguments.map { dump($0) } == ["‹#if DEBUG Mock()›", "‹#endif Live()›"])
    }
}
