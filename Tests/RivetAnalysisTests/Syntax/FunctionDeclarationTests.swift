import Testing
@testable import RivetAnalysis

@Suite struct FunctionDeclarationTests {
    @Test func parameters_giveLabelNameAndType() {
        let file = syntaxFile("""
            func assemble(into registry: inout Registry) {}
            static func make<T: Sendable>(_ values: InjectedValues, table: Dictionary<String, [T]> = [:]) async throws -> Cart { Cart() }
            init?(factory: Factory, handler: @escaping (Int, String) -> Void) {}
            func requirement() -> Int
            values.init(1)
            """)
        let functions = file.functionDeclarations
        #expect(functions.map { $0.name?.text } == ["assemble", "make", nil, "requirement"])
        #expect(functions.map(\.isGeneric) == [false, true, false, false])
        #expect(functions.map { $0.parameters.map(\.callLabel) } == [["into"], [nil, "table"], ["factory", "handler"], []])
        #expect(functions.map { $0.parameters.map(\.name.text) } == [["registry"], ["values", "table"], ["factory", "handler"], []])
        #expect(functions.map { $0.parameters.map(\.typeText) } == [
            ["inout Registry"], ["InjectedValues", "Dictionary<String, [T]>"], ["Factory", "@escaping (Int, String) -> Void"], [],
        ])
        #expect(functions.map(\.signatureText) == ["", "async throws -> Cart", "", "-> Int"])
        #expect(functions.map { $0.body != nil } == [true, true, true, false])
    }
}
