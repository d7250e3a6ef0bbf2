import Testing
@testable import RivetAnalysis

@Suite struct VariableDeclarationTests {
    @Test func aConstant_hasItsNameTypeAndInitialValue() {
        let file = syntaxFile("""
            let table: Dictionary<String, [Int]>? = make()
            var count = 0
            let factory: Factory = Factory(A(), B())
            """)
        #expect(file.variables.map(\.name.text) == ["table", "count", "factory"])
        #expect(file.variables.map(\.isConstant) == [true, false, true])
        #expect(file.variables.map(\.typeText) == ["Dictionary<String, [Int]>?", nil, "Factory"])
        #expect(file.variables.map { $0.initialValue.map { dump($0) } } == ["make()", "#", "Factory(A(), B())"])
        #expect(file.variable(initialisedBy: file.calls[1])?.name.text == "factory")
        #expect(file.variable(initialisedBy: file.calls[2]) == nil)
    }

    @Test func aValueThatAnOperatorContinues_isOther_andSoInitialisedByNoCall() {
        let file = syntaxFile("let a = make() ?? other\nlet b = try make()\nlet c = make().value")
        #expect(file.variables.map { $0.initialValue.map { dump($0) } } == ["‹make()›", "try make()", "make().value"])
        #expect(file.calls.allSatisfy { file.variable(initialisedBy: $0) == nil })
    }

    @Test func computedPropertiesAndPatterns() {
        let file = syntaxFile("var name: String { get { a } set {} }\nif let x = y { }\nlet (a, b) = pair")
        #expect(file.variables.map(\.name.text) == ["name", "x"])
        #expect(file.variables[0].typeText == "String")
        #expect(file.variables[0].initialValue == nil)
        #expect(file.variables[1].initialValue.map { dump($0) } == "y {…}")
    }

    @Test func aComputedProperty_hasItsBlock_aStoredOneNone() {
        let file = syntaxFile("""
            var cart: Cart { self[CartKey.self] }
            var count: Int = 0 { didSet {} }
            var untyped = 1
            """)
        #expect(file.variables.map(\.isTyped) == [true, true, false])
        #expect(file.variables.map { $0.accessorBlock.map { dump($0.returnedExpression) } } == ["self[CartKey.self]", nil, nil])
    }

    @Test func aTypesOwnAttributes_arePartOfIt_theNextDeclarationsAreNot() {
        let file = syntaxFile("""
            var clock: @Sendable () -> Int { self[ClockKey.self] }
            var c: @convention(c) (Int) -> Int
            var handler: () -> @MainActor () -> Void
            var count: Int
            @MainActor var main: Int { 1 }
            """)
        #expect(file.variables.map(\.typeText) == [
            "@Sendable () -> Int", "@convention(c) (Int) -> Int", "() -> @MainActor () -> Void", "Int", "Int",
        ])
        #expect(file.variables[0].accessorBlock.map { dump($0.returnedExpression) } == "self[ClockKey.self]")
    }
}
