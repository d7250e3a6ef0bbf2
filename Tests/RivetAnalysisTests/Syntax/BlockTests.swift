import Testing
@testable import RivetAnalysis

@Suite struct BlockTests {
    /// The computed property's block of the first variable of `source`.
    private func block(_ source: String) -> Block? {
        syntaxFile(source).variables.first?.accessorBlock
    }

    @Test func returnedExpression_isTheOneExpressionAfterAnyReturn_elseOther() {
        #expect(block("var a: A { self[AKey.self] }").map { dump($0.returnedExpression) } == "self[AKey.self]")
        #expect(block("var a: A { return self[AKey.self] }").map { dump($0.returnedExpression) } == "self[AKey.self]")
        #expect(block("var a: A { let x = self[AKey.self]; return x }").map { dump($0.returnedExpression) } == "‹let x = self[AKey.self]; return x›")
        #expect(block("var a: A { }").map { dump($0.returnedExpression) } == "‹›")
    }

    @Test func getter_fillingTheBlock_givesItsEffectsAndBody() throws {
        let plain = try #require(block("var a: A { get { self[AKey.self] } }")?.getter)
        #expect(plain.effects.isEmpty)
        #expect(dump(plain.body.returnedExpression) == "self[AKey.self]")
        let effectful = try #require(block("var a: A { get async throws(LoadError) { try await resolve(AKey.self) } }")?.getter)
        #expect(effectful.effects.map(\.text) == ["async", "throws"])
        #expect(dump(effectful.body.returnedExpression) == "try await resolve(AKey.self)")
    }

    @Test func aGetterBesideASetter_orNoGetter_isNone() {
        #expect(block("var a: A { get { x } set { } }")?.getter == nil)
        #expect(block("var a: A { x }")?.getter == nil)
        #expect(block("var a: A { get }")?.getter == nil)
    }

    @Test func enclosingAndContains_followTheBraces() throws {
        let file = syntaxFile("struct S { func f() { g() } }\nlet h = 1")
        let call = try #require(file.calls.last?.name)  // `g`; the first is the declaration `f(`
        let body = try #require(call.block)
        #expect(body.contains(call))
        let type = try #require(body.enclosing)
        #expect(type.contains(call))
        #expect(type.enclosing == nil)
        let outside = try #require(file.variables.first?.name)
        #expect(!type.contains(outside) && outside.block == nil)
        #expect(type.startsAfter(file.variables[0].keyword) == false)
    }
}
