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

    @Test func anArgumentUnderIf_isLeftUnparsed() {
        let file = syntaxFile("Factory(\n#if DEBUG\nMock(),\n#endif\nLive())")
        #expect(file.calls[0].arguments.map { dump($0) } == ["‹#if DEBUG Mock()›", "‹#endif Live()›"])
    }
}
