import Testing

/// A key only flows register `.flow`, reached from a root singleton: the root builds it with its own
/// `make` (a warning), or cannot build it at all (the runtime's missing-registration error).
@Suite struct FlowOnlyKeyTests {
    static let interfaceKeys = contractKeys + """
        protocol Cart: Sendable {}
        struct CartKey: InterfaceKey { typealias Value = any Cart }
        struct CheckoutKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[CartKey.self]) }
        }
        struct ShopAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(CartKey.self, .flow) { _ in MemoryCart() }
            }
        }

        """

    @Test func anInterfaceKeyOnlyFlowsRegister_reachedFromASingleton_isTheRuntimesMissingRegistration() {
        let source = Self.interfaceKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            let shop = factory.beginFlow(ShopAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:30:77: error: Rivet: no live value for `CartKey`: it has no make of its own and no assembly registers one "
                + "(searched Factory(AppAssembly); chain CheckoutKey -> CartKey); register it in the assembly of the module that "
                + "implements it: registry.register(CartKey.self) { values in ... }.",
        ])
    }

    @Test func anInterfaceKeyOnlyFlowsRegister_asATransient_reachedFromASingleton_isTheRuntimesMissingRegistration() {
        let source = contractKeys + """
            protocol Cart: Sendable {}
            struct CartKey: InterfaceKey { typealias Value = any Cart }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[CartKey.self]) }
            }
            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CartKey.self) { _ in MemoryCart() }
                }
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            let shop = factory.beginFlow(ShopAssembly())
            print(shop[CheckoutKey.self])
            """
        #expect(diagnostics(source) == [
            "App.swift:30:77: error: Rivet: no live value for `CartKey`: it has no make of its own and no assembly registers one "
                + "(searched Factory(AppAssembly); chain CheckoutKey -> CartKey); register it in the assembly of the module that "
                + "implements it: registry.register(CartKey.self) { values in ... }.",
        ])
    }

    @Test func registeredInTheRootToo_orOverridden_orResolvedLazily_isNoWarning() {
        let inRoot = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .transient)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(LoginAssembly())
            """
        #expect(diagnostics(inRoot) == [])
        let lazily = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: { values.session }) }
                }
            }
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(LoginAssembly())
            func test(_ factory: Factory) { factory.override(SessionKey.self) { _ in Session() } }
            """
        #expect(diagnostics(lazily) == [])
    }

    @Test func aSingletonsOwnMake_reachingAKeyOnlyFlowsRegister_isWarnedWhereItResolvesIt() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(UsersRepositoryKey.self, .singleton)
                }
            }
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(LoginAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:17:59: warning: Rivet: singleton `UsersRepositoryKey` gets `LoggerKey` from its own make, as a new transient "
                + "(UsersRepositoryKey -> LoggerKey), not a flow's: only the flow assembly `LoginAssembly` registers "
                + "LoggerKey, and singletons are built in the root factory; register LoggerKey .flow in the root's assemblies to make "
                + "this an error, or resolve it inside the flow (// rivet: ignore flow-only-key keeps it as it is).",
        ])
    }
}
