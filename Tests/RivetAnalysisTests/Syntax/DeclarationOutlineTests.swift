import Testing
@testable import RivetAnalysis

@Suite struct DeclarationOutlineTests {
    private func describe(_ declaration: Declaration) -> String {
        switch declaration {
        case .type(let type): "\(type.keyword) \(type.components.joined(separator: "."))"
        case .function(let function): "func \(function.name?.text ?? "‹operator›")"
        case .import(let word): word.text
        }
    }

    @Test func outline_listsTypesFunctionsAndFileScopeImports_inSourceOrder() {
        let file = syntaxFile("""
            import Rivet
            @testable import App
            struct A: Assembly {
                func assemble(into registry: inout Registry) {
                    func local() {}
                    struct Inner {}
                }
                static func +(a: A, b: A) -> A { a }
            }
            extension Login.Token { init() {} }
            func f() { import_(); let x = y.func }
            """)
        #expect(file.outline.map(describe) == [
            "import", "import", "struct A", "func assemble", "func local", "struct Inner", "func ‹operator›", "extension Login.Token", "func f",
        ])
    }

    @Test func members_areThoseDirectlyInTheBody_ofTheKindsAskedFor() throws {
        let file = syntaxFile("""
            extension InjectedValues {
                typealias EntryKey = String
                static func make(_ values: InjectedValues) -> Int { func helper() {}; return 1 }
                func other() {}
                var cart: Cart { self[CartKey.self] }
                let limit = 3
                struct Nested { var hidden: Int; func make() {} }
                #if DEBUG
                var debug: Debug { self[DebugKey.self] }
                #endif
            }
            """)
        let type = try #require(file.typeDeclarations.first)
        func names(_ members: [Member]) -> [String] {
            members.map { member in
                switch member {
                case .function(let function): "func " + (function.name?.text ?? "")
                case .typeAlias(let alias): "typealias " + alias.name.text
                case .variable(let variable): variable.keyword.text + " " + variable.name.text
                }
            }
        }
        #expect(names(file.members(of: type, [.functions, .typeAliases, .variables])) == [
            "typealias EntryKey", "func make", "func other", "var cart", "let limit", "var debug",
        ])
        #expect(names(file.members(of: type, [.functions], functionNames: [.make])) == ["func make"])
        #expect(names(file.members(of: type, [.typeAliases, .variables])) == ["typealias EntryKey", "var cart", "let limit", "var debug"])
    }
}
