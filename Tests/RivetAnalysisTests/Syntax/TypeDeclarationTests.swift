import Testing
@testable import RivetAnalysis

@Suite struct TypeDeclarationTests {
    @Test func headers_giveNamePathGenericsConformancesAndAttributes() {
        let file = syntaxFile("""
            @MainActor public final class Model<T: Hashable>: Rivet.InjectionKey, Box<Dictionary<String, T>>, Sendable where T: Sendable {}
            extension Login.TokenKey: @MainActor InterfaceKey {}
            private enum Hidden {}
            @Observation.Observable class Store {}
            x.struct = 1
            """)
        let types = file.typeDeclarations
        #expect(types.map(\.keyword) == ["class", "extension", "enum", "class"])
        #expect(types.map(\.components) == [["Model"], ["Login", "TokenKey"], ["Hidden"], ["Store"]])
        #expect(types.map(\.conformances) == [["InjectionKey", "Box", "Sendable"], ["InterfaceKey"], [], []])
        #expect(types.map(\.isGeneric) == [true, false, false, false])
        #expect(types.map(\.isMainActor) == [true, true, false, false])
        #expect(types.map(\.isHidden) == [false, false, true, false])
        #expect(types.map(\.isObservable) == [false, false, false, true])
        #expect(types.map { file.view.kind($0.brace) } == Array(repeating: .leftBrace, count: 4))
    }

    @Test func aHeaderWithoutABody_isNoDeclaration() {
        #expect(syntaxFile("struct A: B\nfunc f() {}").typeDeclarations.isEmpty)
        #expect(syntaxFile("class A<").typeDeclarations.isEmpty)
    }
}
