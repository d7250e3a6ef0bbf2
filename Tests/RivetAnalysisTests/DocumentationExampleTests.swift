import Testing

/// The examples of Documentation/CompileTimeChecks.md, with the exact messages it shows. The guide marks
/// each example with `<!-- snippet: … -->`, so that `.ci/check-snippets` keeps it equal to this file.
@Suite struct DocumentationExampleTests {
    /// The keys the examples resolve.
    static let common = """
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }
        struct APIClientKey: InjectionKey {
            static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient(session: nil) }
        }
        struct LoggerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> any Logger { PrintLogger() }
        }
        """

    @Test func cycle() {
        let cycle = """
            struct AuthKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Auth { Auth(tokens: values.tokens) }
            }

            struct TokensKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Tokens { Tokens(auth: values[AuthKey.self]) }
            }

            extension InjectedValues {
                var tokens: Tokens { self[TokensKey.self] }
            }
            """
        #expect(diagnostics(["Cycle.swift": cycle]) == [
            "Cycle.swift:2:71: error: Rivet: dependency cycle: `AuthKey` needs itself (AuthKey -> TokensKey -> AuthKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func captiveDependency() {
        let captive = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values[SessionKey.self]) }
                }
            }

            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(["Captive.swift": captive, "Common.swift": Self.common]) == [
            "Captive.swift:4:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func flowNotRunning() {
        let shop = """
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(session: values[SessionKey.self]) }
            }

            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }

            func openShop() {
                let shop = Factory(ShopAssembly())
                let cart = shop[CartKey.self]
            }
            """
        #expect(diagnostics(["FlowNotRunning.swift": shop, "Common.swift": Self.common]) == [
            "FlowNotRunning.swift:13:16: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (CartKey -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }

    @Test func missingRegistration() {
        let missing = """
            struct PaymentsKey: InterfaceKey {
                typealias Value = any Payments
            }

            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
            }
            """
        let main = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(["Missing.swift": missing, "main.swift": main]) == [
            "Missing.swift:6:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func duplicateRegistration() {
        let duplicate = """
            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .singleton)
                    registry.register(LoggerKey.self) { _ in ConsoleLogger() }
                }
            }
            """
        #expect(diagnostics(["Duplicate.swift": duplicate, "Common.swift": Self.common]) == [
            "Duplicate.swift:4:27: warning: Rivet: `LoggerKey` is registered twice in `DebugAssembly` (first on line 3); the later registration replaces the earlier one: remove one of them.",
        ])
    }
}
