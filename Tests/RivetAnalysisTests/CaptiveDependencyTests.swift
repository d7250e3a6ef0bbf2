import Testing

@Suite struct CaptiveDependencyTests {
    @Test func singletonResolvingAFlowScopedKey_inARootFactory_isReportedInItsClosure() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .singleton)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:30:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func singletonReachingAFlowScopedKeyThroughTransients_showsTheChain() {
        let source = contractKeys + """
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(session: values.session) }
            }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[CartKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self, .singleton)
                    registry.register(SessionKey.self, .flow)
                }
            }
            func launch() -> Factory { Factory(AppAssembly()) }
            """
        #expect(diagnostics(source) == [
            "App.swift:31:77: error: Rivet: singleton `CheckoutKey` depends on flow-scoped `SessionKey` (CheckoutKey -> CartKey -> SessionKey); make CheckoutKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func sameAssemblies_begunOnlyAsAFlow_orNeverConstructed_reportNothing() {
        let source = contractKeys + """
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    registry.register(SessionKey.self, .flow)
                }
            }
            func login(_ factory: Factory) -> Factory { factory.beginFlow(LoginAssembly()) }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func flowKeyRegisteredOnlyInAFlowAssembly_isTransientInTheRoot_soAWarningNotACaptive() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
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
        #expect(diagnostics(source) == [
            "App.swift:29:90: warning: Rivet: singleton `APIClientKey` gets `SessionKey` from its own make, as a new transient "
                + "(APIClientKey -> SessionKey), not a flow's: only the flow assembly `LoginAssembly` registers SessionKey, and "
                + "singletons are built in the root factory; register SessionKey .flow in the root's assemblies to make this an "
                + "error, or resolve it inside the flow (// rivet: ignore flow-only-key keeps it as it is).",
        ])
    }

    @Test func registrationInAnIf_isJudgedInEachArm_andTheMessageNamesTheArm() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                let useFlows: Bool
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    if useFlows { registry.register(SessionKey.self, .flow) }
                }
            }
            let factory = Factory(AppAssembly(useFlows: true))
            """
        #expect(diagnostics(source) == [
            "App.swift:30:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
                + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `useFlows` is true.",
        ])
    }

    @Test func asyncSingletonAwaitingAFlowScopedKey_directlyOrThroughATransient_isCaptive() {
        let source = contractKeys + """
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(session: values.session) }
            }
            struct ProfileKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Profile { try await Profile.load(values.resolve(SessionKey.self)) }
            }
            struct HistoryKey: InterfaceKey { typealias Value = History }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.registerAsync(ProfileKey.self)
                    registry.registerAsync(HistoryKey.self, .singleton) { values in try await History(cart: values.resolve(CartKey.self)) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:31:102: error: Rivet: singleton `ProfileKey` depends on flow-scoped `SessionKey` (ProfileKey -> SessionKey); make ProfileKey flow-scoped or resolve SessionKey lazily inside the flow.",
            "App.swift:38:97: error: Rivet: singleton `HistoryKey` depends on flow-scoped `SessionKey` (HistoryKey -> CartKey -> SessionKey); make HistoryKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func asyncFlowComponentAwaitingAFlowScopedKey_isFine() {
        let source = contractKeys + """
            struct CartKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Cart { try await Cart.restore(values.resolve(SessionKey.self)) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.registerAsync(CartKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
    }

    /// A captive only the debug assembly makes, in a factory that never resolves the singleton, which a scoped
    /// root built without that assembly does: a warning, not a broken build (the differential's seed 90615).
    @Test func aCaptiveInAFactoryThatNeverResolvesTheSingleton_resolvedFromAnotherRoot_isAWarning() {
        let source = """
            import Rivet
            struct LoggerKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 1 } }
            struct PaymentKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[LoggerKey.self] } }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(PaymentKey.self, .singleton) }
            }
            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(LoggerKey.self, .flow) }
            }
            func pay() { Factory.withScopedRoot(AppAssembly()) { root in print(root[PaymentKey.self]) } }
            let factory = Factory(AppAssembly(), DebugAssembly())
            pay()
            """
        #expect(diagnostics(source) == [
            "App.swift:3:87: warning: Rivet: singleton `PaymentKey` depends on flow-scoped `LoggerKey` (PaymentKey -> LoggerKey); make PaymentKey flow-scoped or resolve LoggerKey lazily inside the flow. It is resolved only from factories where this does not hold; the first resolution here stops the program (// rivet: ignore captive-dependency keeps it).",
        ])
        // Resolved from the debug factory too: the error.
        #expect(diagnostics(source + "\nprint(factory[PaymentKey.self])").first?.contains(": error: Rivet: singleton `PaymentKey`") == true)
    }
}
