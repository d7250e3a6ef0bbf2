import Testing
@testable import RivetAnalysis

@Suite struct TypeAliasDeclarationTests {
    private func aliases(_ source: String) -> [TypeAliasDeclaration] {
        let file = syntaxFile(source)
        return file.view.tokens.indices.compactMap { TypeAliasDeclaration(at: $0, in: file.view) }
    }

    @Test func aliases_giveTheirNameAndValue_anOperatorMakingItOther() {
        let found = aliases("""
            typealias EntryKey = Login.Token
            typealias Value = [Token: Session]
            typealias Optional = Token?
            typealias Pair<T> = (T, T)
            static func make() {}
            """)
        #expect(found.map(\.name.text) == ["EntryKey", "Value", "Optional", "Pair"])
        #expect(found.map(\.isGeneric) == [false, false, false, true])
        #expect(found.map { $0.value.map { dump($0) } } == ["Login.Token", "[Token: Session]", "‹Token›", "(T, T)"])
    }

    @Test func anAliasWithoutAValue_hasNone() {
        #expect(aliases("protocol P { associatedtype A\n typealias B }").map { $0.value == nil } == [true])
        #expect(aliases("typealias").isEmpty)
    }
}
