import Testing
@testable import RivetAnalysis

@Suite struct ClosureSyntaxTests {
    @Test func aCaptureListAndATypedHead_giveTheParametersAndTheBody() {
        let source = "{ [weak self, owner = x] (factory: Factory, _ id: Int) async throws -> Int in factory.run() }"
        #expect(dump(expression(source)) == "{[‹weak self›, ‹owner = x›]; factory, _ in …}")
        guard case .closure(let closure) = expression(source).kind, let signature = closure.signature else {
            Issue.record("no signature")
            return
        }
        #expect(syntaxFile(source).view.text(signature.bodyStart) == "factory")
    }

    @Test func aClosureWithoutIn_hasNoSignature() {
        #expect(dump(expression("{ $0.name }")) == "{…}")
        #expect(dump(expression("{ print(1); return }")) == "{…}")
    }

    @Test func plainParameters_areReadUpToIn() {
        #expect(dump(expression("{ values, id in values }")) == "{values, id in …}")
        #expect(dump(expression("{ _ in }")) == "{_ in …}")
    }

    @Test func theFirstHeadName_isTheFirstNameOfAShortHead_andNoneForAKeywordOrAHeadWithoutIn() {
        func first(_ source: String) -> String? {
            guard case .closure(let closure) = expression(source).kind else { return nil }
            return closure.firstHeadName?.text
        }
        #expect(first("{ values in values.a }") == "values")
        #expect(first("{ [weak self] (values: InjectedValues) -> Int in 1 }") == "values")
        #expect(first("{ _ in 1 }") == "_")
        #expect(first("{ $0.a }") == nil)
        #expect(first("{ for x in xs { print(x) } }") == nil)
        #expect(first("{ (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in a }") == nil)
    }
}
