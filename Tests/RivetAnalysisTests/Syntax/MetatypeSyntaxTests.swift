import Testing
@testable import RivetAnalysis

@Suite struct MetatypeSyntaxTests {
    /// The subscript `[…]` after `values` in `source`, read as a metatype subscript: `Name` or `Name, value`.
    private func subscriptRead(_ source: String) -> String? {
        let file = syntaxFile(source)
        guard let open = (0..<file.view.count).first(where: { file.view.kind($0) == .leftBracket }),
            let (type, hasValue) = BracketGroup(view: file.view, open: open).metatypeSubscript
        else { return nil }
        return type.name.text + (hasValue ? ", value" : "")
    }

    @Test func aMetatypeSubscript_withOneUnlabelledValueOrNone_isRead() {
        #expect(subscriptRead("values[K.self]") == "K")
        #expect(subscriptRead("values[Login.TokenKey.self]") == "TokenKey")
        #expect(subscriptRead("values[K.self, id]") == "K, value")
        #expect(subscriptRead("values[K.self, (a, b)]") == "K, value")
    }

    @Test func aMetatypeSubscript_withALabelATrailingCommaOrTwoValues_isNotRead() {
        #expect(subscriptRead("values[K.self, id: 1]") == nil)
        #expect(subscriptRead("values[K.self,]") == nil)
        #expect(subscriptRead("values[K.self, a, b]") == nil)
        #expect(subscriptRead("values[K.self + 1]") == nil)
        #expect(subscriptRead("values[K]") == nil)
    }

    @Test func aCallsMetatypeArgument_isItsFirstArgumentWhole() {
        func argument(_ source: String) -> String? {
            let file = syntaxFile(source)
            return file.calls.first?.metatypeArgument?.name.text
        }
        #expect(argument("resolve(K.self)") == "K")
        #expect(argument("resolve(App.K.self, isolation: actor)") == "K")
        #expect(argument("resolve(K.self.other)") == nil)
        #expect(argument("resolve(key: K.self)") == nil)
    }
}
