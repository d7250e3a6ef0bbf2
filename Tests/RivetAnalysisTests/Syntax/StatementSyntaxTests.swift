import Testing
@testable import RivetAnalysis

/// The statements a branch is read from: the keyword that opens a block, `if` chains and `switch`es.
@Suite struct StatementSyntaxTests {
    /// Each block of `source` (each `{`), in order.
    private func blocks(_ file: SyntaxFile) -> [Block] {
        (0..<file.view.count).filter { file.view.kind($0) == .leftBrace }.map { Block(view: file.view, brace: $0) }
    }

    @Test func theKeywordOpeningABlock_isItsIfElseOrSwitch_andNoneForLoopsAndClosures_aGuardsElseHeadingNoChain() {
        let file = syntaxFile("""
            if a, f(x) { } else if b[0] { } else { }
            switch (x, y) { default: break }
            for x in y { }
            guard a else { }
            run { }
            while a { }
            """)
        let keywords = blocks(file).map(\.conditionalKeyword)
        #expect(keywords.map { $0?.text ?? "-" } == ["if", "if", "else", "switch", "-", "else", "-", "-"])
        #expect(keywords[5].flatMap(IfChain.head(of:)) == nil)
        #expect(keywords[2].flatMap(IfChain.head(of:))?.anchor == 0)
    }

    @Test func anIfChain_readsEachConditionAndBlock_fromAnyOfItsKeywords() {
        let file = syntaxFile("if a { } else if b && c { } else { }")
        let all = blocks(file)
        guard let keyword = all[2].conditionalKeyword, let head = IfChain.head(of: keyword), let chain = IfChain(head: head) else {
            Issue.record("no chain")
            return
        }
        #expect(head.anchor == 0)
        #expect(chain.conditions.map(\.quoted) == ["a", "b && c"])
        #expect(chain.blocks.map(\.brace) == all.map(\.brace))
        #expect(chain.condition(1).span == chain.conditions[1].span)
    }

    @Test func anIfWithoutABlock_isNoChain() {
        let file = syntaxFile("if a ; { }")
        #expect(IfChain(head: Word(view: file.view, anchor: 0)) == nil)
    }

    @Test func aSwitchsLabels_areItsOwnCasesAndDefault_notThoseOfIfCaseOrANestedSwitch() {
        let file = syntaxFile("""
            switch mode {
            case .a, .b:
                if case .c = x { }
                switch y { case 1: break default: break }
            case let .d(value) where value > 1:
                break
            default:
                break
            }
            """)
        let body = blocks(file)[0]
        guard let keyword = body.conditionalKeyword else {
            Issue.record("no keyword")
            return
        }
        let statement = SwitchStatement(keyword: keyword, body: body)
        #expect(statement.subject.quoted == "mode")
        #expect(statement.labels.map(\.pattern) == [".a, .b", "let .d(value) where value > 1", "default"])
        #expect(statement.labels.map(\.word.text) == ["case", "case", "default"])
    }
}
