import Testing
@testable import RivetAnalysis

@Suite struct BlockSyntaxTests {
    /// The elements of the file's first block, as `word`, `op:text` and `{…}` for a nested block.
    private func elements(_ source: String) -> [String] {
        let file = syntaxFile(source)
        guard let brace = (0..<file.view.count).first(where: { file.view.kind($0) == .leftBrace }) else { return [] }
        return Block(view: file.view, brace: brace).elements.map { element in
            switch element {
            case .block(let nested): "{\(file.view.text(nested.brace + 1))…}"
            case .word(let word): word.text
            case .operator(let written): "op:" + written.text
            }
        }
    }

    @Test func elements_areTheWordsAndOperatorsAtTheBlocksLevel_insideBracketsToo_withNestedBlocksWhole() {
        #expect(elements("{ let a = f(values[K.self]) { inner } ; b ?? c }")
            == ["let", "a", "op:=", "f", "values", "K", "self", "{inner…}", "b", "op:??", "c"])
    }

    @Test func anOperatorWithAQuestionMark_orALogicalOne_mayShortCircuit_andOthersDoNot() {
        let file = syntaxFile("a ?? b; c?.d; e && f; g || h; i + j; k == l")
        let operators = (0..<file.view.count).filter { file.view.kind($0) == .operator }.map { Operator(view: file.view, anchor: $0) }
        #expect(operators.map { "\($0.text):\($0.mayShortCircuit)" }
            == ["??:true", "?:true", "&&:true", "||:true", "+:false", "==:false"])
    }

    @Test func aBlockMayLeave_whenItHoldsAReturnThrowBreakOrContinue_atAnyDepth() {
        let file = syntaxFile("{ if a { print(1) } ; if b { for x in y { if z { continue } } } ; do { throw E() } }")
        let outer = Block(view: file.view, brace: 0)
        let nested = outer.elements.compactMap { element -> Block? in
            if case .block(let block) = element { return block }
            return nil
        }
        #expect(nested.map { file.mayLeave($0) } == [false, true, true])
    }

    @Test func aWordsNeighbours_tellMemberDeclaredCalledAndWhatFollows() {
        let file = syntaxFile("let values = x; values.name; Presenter(); values[K.self]")
        let words = (0..<file.view.count).filter { file.view.kind($0) == .identifier }.map { Word(view: file.view, anchor: $0) }
        func word(_ text: String, _ occurrence: Int = 0) -> Word { words.filter { $0.text == text }[occurrence] }
        #expect(word("values").isDeclared && !word("values", 1).isDeclared)
        #expect(word("name").isAfterDot && !word("values", 1).isAfterDot)
        #expect(word("values", 1).memberAfter?.text == "name")
        #expect(word("Presenter").isCalled && word("Presenter").call?.name?.text == "Presenter" && word("name").call == nil)
        #expect(word("values", 2).subscriptAfter?.metatypeSubscript?.type.name.text == "K")
    }
}
