import Testing
@testable import RivetAnalysis

@Suite struct RegistryBodyReaderTests {
    @Test func assemble_isTheFirstWithABodyTakingIntoARegistry() throws {
        let found = try #require(RegistryBodyReader.assemble(among: members("""
            struct A: Assembly {
                func assemble(into other: inout Other) {}
                func assemble<T>(into registry: inout Registry) {}
                func assemble(into registry: inout Rivet.Registry) { registry.register(K.self) }
                func assemble(into second: inout Registry) {}
            }
            """)))
        #expect(found.name.text == "assemble")
        #expect(found.registry.text == "registry")
    }

    @Test func assemble_ofAnotherModulesRegistry_isNone() {
        #expect(RegistryBodyReader.assemble(among: members("struct A { func assemble(into registry: inout Foo.Registry) {} }")) == nil)
    }

    @Test func helper_takesExactlyOneRegistry_aClosureTypesParameterNotCounted() {
        let found = syntaxFile("""
            func one(_ registry: inout Registry) {}
            func qualified<T>(x: T, into registry: inout Rivet.Registry) {}
            func two(_ a: inout Registry, _ b: inout Registry) {}
            func closure(_ registry: inout Registry, then: (_ r: inout Registry) -> Void) {}
            func none(_ value: inout Int) {}
            func bodiless(_ registry: inout Registry)
            """).functionDeclarations.map { RegistryBodyReader.helper($0).map { "\($0.name.text)(\($0.registry.text))" } ?? "-" }
        #expect(found == ["one(registry)", "qualified(registry)", "-", "closure(registry)", "-", "-"])
    }
}
