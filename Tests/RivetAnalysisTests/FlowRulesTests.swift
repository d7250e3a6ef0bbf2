import Testing
@testable import RivetAnalysis

/// Flows judged like roots: cycles among what a flow builds, async components of its warm-up, and the
/// resolutions made through a flow constant, with the registrations in force in the flow.
@Suite struct FlowRulesTests {
    /// Two keys whose own makes resolve nothing, and an empty app assembly.
    static let keys = """
        struct CoordinatorKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Coordinator { Coordinator() }
        }
        struct PaymentKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Payment { Payment() }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {}
        }

        """

    static func cycle(_ chain: String, key: String) -> String {
        "Rivet: dependency cycle: `\(key)` needs itself (\(chain)); break the cycle by injecting one side lazily "
            + "(@LazyInjected) or by moving what both need into a key of its own."
    }

    @Test func twoKeysTheFlowsOwnAssemblyRegisters_buildingEachOther_areACycle_reportedOnceForFlowsOfTheSameAssemblies() {
        let source = Self.keys + """
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                    registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            let again = app.beginFlow(CheckoutAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:12:88: error: " + Self.cycle("CoordinatorKey -> PaymentKey -> CoordinatorKey", key: "CoordinatorKey"),
        ])
    }

    @Test func aCycleAcrossTheFlowsRegistrationAndTheRoots_isFound_andTheRootAloneHasNone() {
        let source = Self.keys + """
            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                }
            }
            let app = Factory(ShopAssembly())
            func checkout() {
                let checkout = app.beginFlow(CheckoutAssembly())
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:17:88: error: " + Self.cycle("CoordinatorKey -> PaymentKey -> CoordinatorKey", key: "CoordinatorKey"),
        ])
    }

    @Test func aParentsSingleton_isBuiltInTheParentWithItsRegistrations_soNoCycleClosesThroughIt() {
        let source = Self.keys + """
            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentKey.self, .singleton) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                }
            }
            let app = Factory(ShopAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            """
        // The root's singleton gets its own copy of the flow's key: a warning of its own, no cycle.
        #expect(diagnostics(source) == [
            "App.swift:12:89: warning: Rivet: singleton `PaymentKey` gets `CoordinatorKey` from its own make, as a new transient "
                + "(PaymentKey -> CoordinatorKey), not a flow's: only the flow assembly `CheckoutAssembly` registers CoordinatorKey, and "
                + "singletons are built in the root factory; register CoordinatorKey .flow in the root's assemblies to make this an "
                + "error, or resolve it inside the flow (// rivet: ignore flow-only-key keeps it as it is).",
        ])
    }

    @Test func aSingletonOfTheFlowsAssembly_resolvingAFlowKey_isBuiltInTheFlow_soItIsNoCaptive() {
        let source = Self.keys + """
            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow)
                }
            }
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentKey.self, .singleton) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            let app = Factory(ShopAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            _ = checkout[PaymentKey.self]
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aFlowBegunFromAParameter_isJudgedInItsOwnScopes_andKeysItDoesNotRegisterAreNotFollowed() {
        let source = Self.keys + """
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                }
            }
            struct PaymentAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self) { values in Coordinator(payment: values[PaymentKey.self]) }
                    registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            let app = Factory(AppAssembly())
            func start(parent: Factory) {
                let checkout = parent.beginFlow(CheckoutAssembly())
                let payment = parent.beginFlow(PaymentAssembly())
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:17:81: error: " + Self.cycle("CoordinatorKey -> PaymentKey -> CoordinatorKey", key: "CoordinatorKey"),
        ])
    }

    @Test func aNestedFlowsRegistration_andItsParentFlows_closeACycleThere_andNowhereElse() {
        let source = Self.keys + """
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            struct PaymentAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                }
            }
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            let payment = checkout.beginFlow(PaymentAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:17:88: error: " + Self.cycle("CoordinatorKey -> PaymentKey -> CoordinatorKey", key: "CoordinatorKey"),
        ])
    }

    @Test func anOverrideThatBuildsTheKeyOtherwise_leavesNoCertainEdge_soNoCycle() {
        let source = Self.keys + """
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                    registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                }
            }
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            checkout.override(PaymentKey.self) { _ in Payment() }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aFlowBegunInPlaceFromAFactory_hasItAsParent_soItsDuplicateEntryIsAnError_andItsCycleIsFound() {
        let files = [
            "main.swift": Self.keys + """
                struct ScreensKey: DictionaryKey {
                    typealias EntryKey = String
                    typealias Element = Screen
                }
                struct ShopAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Home") }
                        registry.register(PaymentKey.self) { values in Payment(coordinator: values[CoordinatorKey.self]) }
                    }
                }
                struct OnboardingAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Welcome") }
                        registry.register(CoordinatorKey.self, .flow) { values in Coordinator(payment: values[PaymentKey.self]) }
                    }
                }
                let onboarding = Factory(ShopAssembly()).beginFlow(OnboardingAssembly())
                """,
        ].mapKeys { "Sources/App/" + $0 }
        #expect(diagnostics(files) == [
            "Sources/App/main.swift:22:29: error: Rivet: `ScreensKey` has two contributions for the entry \"home\" (ShopAssembly "
                + "(App/main.swift:16) and OnboardingAssembly (App/main.swift:22)); contribute each entry once: to replace one, "
                + "override the key it is contributed with.",
            "Sources/App/main.swift:23:88: error: " + Self.cycle("CoordinatorKey -> PaymentKey -> CoordinatorKey", key: "CoordinatorKey"),
        ])
        #expect(notes(files).isEmpty)
    }

    @Test func aFlowConstantsResolutionWithAnArgument_ofAKeyTheFlowRegistersWithout_isAKindMismatch() {
        let source = """
            struct ThemeKey: InjectionKey, ParameterizedKey {
                static func make(_ values: InjectedValues) -> Theme { Theme() }
                static func make(_ values: InjectedValues, _ name: String) -> Theme { Theme(name) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            struct SettingsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(ThemeKey.self, Lifecycle.flow)
                }
            }
            func openSettings() {
                let settings = Factory(AppAssembly()).beginFlow(SettingsAssembly())
                print(settings[ThemeKey.self])
                print(settings[ThemeKey.self, "dark"])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:16:11: error: Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; make the type conform to one of them.",
        ])
    }

    static let asyncKeys = """
        struct CartKey: AsyncInjectionKey {
            static func make(_ values: AsyncInjectedValues) async throws -> Cart { try await Cart.restore() }
        }
        struct PricesKey: AsyncInjectionKey {
            static func make(_ values: AsyncInjectedValues) async throws -> Prices { Prices(cart: values[CartKey.self]) }
        }
        struct SummaryKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Summary { Summary(cart: values[CartKey.self]) }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {}
        }
        struct CheckoutAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(CartKey.self, .flow)
            }
        }

        """

    static func notReady(_ chain: String, key: String = "CartKey") -> String {
        "Rivet: async `\(key)` resolved before it was built (\(chain)); build it first: try await factory.warmUp() at "
            + "launch or when the flow begins, or await it: try await values.resolve(\(key).self)."
    }

    @Test func aFlowConstantsReadOfItsAsyncComponent_beforeItsWarmUp_isNotReady_andAfterItIsFine() {
        let source = Self.asyncKeys + """
            func launch() async throws {
                let app = Factory(AppAssembly())
                let checkout = app.beginFlow(CheckoutAssembly())
                _ = checkout[SummaryKey.self]
                _ = checkout[CartKey.self]
                _ = try await checkout.resolve(CartKey.self)
                try await checkout.warmUp()
                _ = checkout[SummaryKey.self]
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:21:9: error: " + Self.notReady("SummaryKey -> CartKey"),
            "App.swift:22:9: error: " + Self.notReady("CartKey"),
        ])
    }

    @Test func anAsyncMakeOfTheFlowsWarmUp_readingAnotherWithoutAwaitingIt_isNotReady() {
        let source = Self.asyncKeys + """
            struct PricingAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(PricesKey.self)
                }
            }
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly(), PricingAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:5:91: error: " + Self.notReady("PricesKey -> CartKey"),
        ])
    }

    @Test func aFlowConstantsResolution_ofAnAsyncKeyNoScopeRegisters_isNotRegistered() {
        let source = Self.asyncKeys + """
            let app = Factory(AppAssembly())
            let browse = app.beginFlow()
            _ = browse[SummaryKey.self]
            """
        #expect(diagnostics(source) == [
            "App.swift:20:5: error: Rivet: async `CartKey` is resolved but not registered (SummaryKey -> CartKey); its make is async, "
                + "so a warm-up or an await must build it: register it with registry.registerAsync(CartKey.self, .singleton) or .flow.",
        ])
    }

    @Test func anAsyncKeyNothingRegisters_isReportedOnceWhereAMakeResolvesIt_notAgainAtTheFlowsResolution() {
        let source = Self.asyncKeys.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.contains("registerAsync(CartKey.self") ? "" : String($0) }.joined(separator: "\n") + """
            let app = Factory(AppAssembly())
            let browse = app.beginFlow()
            _ = browse[SummaryKey.self]
            """
        func notRegistered(_ chain: String) -> String {
            "Rivet: async `CartKey` is resolved but not registered (\(chain)); its make is async, so a warm-up or an await "
                + "must build it: register it with registry.registerAsync(CartKey.self, .singleton) or .flow."
        }
        #expect(diagnostics(source) == [
            "App.swift:5:91: error: " + notRegistered("PricesKey -> CartKey"),
            "App.swift:8:75: error: " + notRegistered("SummaryKey -> CartKey"),
        ])
    }

    @Test func theEntryPoint_judgesAResolutionInALaidOutChain_beforeAndAfterAWarmUp() throws {
        let source = Self.asyncKeys + """
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            """
        let files = [SourceFile(path: "App.swift", text: source)]
        let program = Program(files: files.enumerated().map { Parser.parse($0.element.bytes, file: $0.offset) })
        let context = ValidationContext(program: program, sources: files, options: Analysis.Options())
        let constructions = program.files[0].factories
        let chain = try #require(ScopeChain.laidOut(constructions, isComplete: true, in: program))
        let summary = try #require(program.keyNames.key("SummaryKey", at: nil))
        let location = constructions[1].location
        #expect(chain.diagnostics(resolving: summary, at: location, isAwaited: false, isBeforeWarmUp: true, context).map(\.1.description) == [
            Self.notReady("SummaryKey -> CartKey"),
        ])
        #expect(chain.diagnostics(resolving: summary, at: location, isAwaited: false, isBeforeWarmUp: false, context).isEmpty)
    }
}
