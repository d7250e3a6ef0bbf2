import Testing

@Suite struct DuplicateRegistrationTests {
    @Test func keyRegisteredTwiceInOneAssembly_isAWarningAtTheSecond() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .singleton)
                    registry.register(SessionKey.self, .flow)
                    registry.register(LoggerKey.self)
                }
            }
            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .transient)
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:31:27: warning: Rivet: `LoggerKey` is registered twice in `AppAssembly` (first on line 29); the later registration replaces the earlier one: remove one of them.",
        ])
    }

    @Test func twoSpecialisationsOfAGenericKey_areNoDuplicate() {
        // Two keys at run time: the second does not replace the first (nor does it make the first flow-scoped).
        let source = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CacheKey<String, Int>.self, .singleton)
                    registry.register(CacheKey<Int, Int>.self, .flow)
                }
            }
            """
        #expect(!diagnostics(source).contains { $0.contains("registered twice") })
    }

    @Test func sameNameInDifferentNamespaces_isNoDuplicate() {
        let source = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(Login.TokenKey.self, .flow)
                    registry.register(Checkout.TokenKey.self, .flow)
                }
            }
            """
        #expect(diagnostics(source) == [])
    }
}
