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
}
