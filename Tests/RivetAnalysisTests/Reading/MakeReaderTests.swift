import Testing
@testable import RivetAnalysis

@Suite struct MakeReaderTests {
    /// Each make of the first type of `source` as `values-name isAsync hasArgument`, `-` for a function that is none.
    private func makes(_ source: String) -> [String] {
        functions(members(source)).map { function in
            guard let make = MakeReader.make(function) else { return "-" }
            return "\(make.values?.text ?? "_") \(make.isAsync ? "async" : "sync") \(make.hasArgument ? "argument" : "plain")"
        }
    }

    @Test func theThreeForms_areRead() {
        #expect(makes("""
            struct K {
                static func make(_ values: InjectedValues) -> Int { 1 }
                static func make(_ values: AsyncInjectedValues) async throws -> Int { 1 }
                static func make(_ values: Rivet.InjectedValues, _ id: Dictionary<String, Int>) -> Int { 1 }
                static func make(_: InjectedValues) -> Int { 1 }
            }
            """) == ["values sync plain", "values async plain", "values sync argument", "_ sync plain"])
    }

    @Test func anyStaticModifierOrder_andATrailingComma_areRead() {
        #expect(makes("""
            struct K {
                static nonisolated func make(_ values: InjectedValues) -> Int { 1 }
                class func make(_ values: InjectedValues,) -> Int { 1 }
            }
            """) == ["values sync plain", "values sync plain"])
    }

    @Test func anInstanceGenericBodilessOrOtherwiseShapedMake_isNone() {
        #expect(makes("""
            struct K {
                func make(_ values: InjectedValues) -> Int { 1 }
                static func make<T>(_ values: InjectedValues) -> T { fatalError() }
                static func make(_ values: Other) -> Int { 1 }
                static func make(_ values: AsyncInjectedValues, _ id: Int) async -> Int { 1 }
                static func make(_ values: InjectedValues, _ a: Int, _ b: Int) -> Int { 1 }
                static func make() -> Int { 1 }
            }
            """) == ["-", "-", "-", "-", "-", "-"])
        #expect(makes("protocol P {\n    static func make(_ values: InjectedValues) -> Int\n}") == ["-"])
    }
}
