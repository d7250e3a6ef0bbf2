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

    @Test func modifiers_areTheWordsBeforeTheKeyword_nearestFirst() {
        let functions = syntaxFile("""
            @MainActor public static nonisolated func make() {}
            class func shared() {}
            let x = y
            func plain() {}
            """).functionDeclarations
        #expect(functions.map { $0.modifiers.map(\.text) } == [["nonisolated", "static", "public"], ["class"], []])
        #expect(functions.map(\.isStatic) == [true, true, false])
    }

    @Test func parameterTypes_sayInoutTheirLeadingNameAndTheWordsTheyMention() throws {
        let function = try #require(syntaxFile("""
            func f(into registry: inout Rivet.Registry, _ values: [Rivet.InjectedValues], then: (inout Registry) -> Void) {}
            """).functionDeclarations.first)
        let parameters = function.parameters
        #expect(function.hasInoutParameter)
        #expect(parameters.map(\.isInout) == [true, false, false])
        #expect(parameters.map { $0.typeName.map(\.text) } == [["Rivet", "Registry"], [], []])
        #expect(parameters.map { $0.typeMentions(.injectedValues) } == [false, true, false])
        #expect(syntaxFile("func g(x: Int) {}").functionDeclarations.first?.hasInoutParameter == false)
    }

    @Test func aTailOverLines_reachesTheBody_unlessTheNextLineIsAnotherMember() {
        let functions = syntaxFile("""
            protocol P {
                func requirement(_ registry: inout Registry) -> Int?
                init() {}
            }
            func make(_ values: InjectedValues) -> Int
                where T: Sendable,
                U: Hashable
            {
                1
            }
            """).functionDeclarations
        #expect(functions.map { $0.name?.text } == ["requirement", nil, "make"])
        #expect(functions.map { $0.body != nil } == [false, true, true])
        #expect(functions[2].signatureText == "-> Int where T: Sendable, U: Hashable")
    }
}
