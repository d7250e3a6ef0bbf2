import Rivet
import RivetTesting
import Testing

// Documentation/Flows.md quotes these tests.

@Suite struct FlowsGuideTests {
    @Test func beginFlow_givesTheFlowItsOwnComponents_andSharesTheRootsSingletons() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        let coordinator = checkout.checkoutCoordinator
        #expect(checkout.checkoutCoordinator === coordinator)        // one per flow
        #expect(coordinator.cart === checkout.shoppingCart)           // its @Injected resolve in the flow
        #expect(coordinator.analytics === factory.analytics)          // the root's singleton
        #expect(factory.beginFlow(CheckoutAssembly()).checkoutCoordinator !== coordinator)
    }

    @Test func flowsRegistrations_applyInsideThatFlowOnly() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        #expect(checkout.deliveryOptions == ["standard", "express"])  // the flow's registration
        #expect(factory.deliveryOptions == ["standard"])               // the key's own make
        #expect(factory.beginFlow().deliveryOptions == ["standard"])   // another flow
        #expect(checkout.isFlow && !factory.isFlow)
    }

    @Test func overrides_ofTheRootReachItsFlows_andAFlowsStayInIt() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        let analytics = AnalyticsClient()
        factory.override(AnalyticsKey.self) { _ in analytics }
        checkout.override(DeliveryOptionsKey.self) { _ in ["drone"] }
        #expect(checkout.analytics === analytics)
        #expect(checkout.deliveryOptions == ["drone"])
        #expect(factory.beginFlow(CheckoutAssembly()).deliveryOptions == ["standard", "express"])
    }

    @Test func injected_resolvesInTheFlowBoundWithWithCurrent() {
        let checkout = Factory(ShopAssembly()).beginFlow(CheckoutAssembly())
        let presenter = checkout.withCurrent { CartPresenter() }
        presenter.add("socks")
        #expect(checkout.shoppingCart.items == ["socks"])
        #expect(checkout.checkoutCoordinator.cart.items == ["socks"])
    }

    @Test func transientResolvedFromAFlow_getsThatFlowsComponents() {
        let checkout = Factory(ShopAssembly()).beginFlow()
        let recommendations = checkout[RecommendationsKey.self]   // not registered: transient
        #expect(recommendations.cart === checkout.shoppingCart)
    }

    @Test func rootSingleton_isBuiltInTheRoot_evenWhenAFlowAsksFirst() {
        struct DeliveryQuote { let options: [String] }
        struct DeliveryQuoteKey: InjectionKey {
            static func make(_ values: InjectedValues) -> DeliveryQuote { DeliveryQuote(options: values.deliveryOptions) }
        }
        struct QuoteAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(DeliveryQuoteKey.self, .singleton) }
        }
        let factory = Factory(ShopAssembly(), QuoteAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        #expect(checkout[DeliveryQuoteKey.self].options == ["standard"])   // the root's registrations
    }

    @Test func nestedFlow_seesItsParentsRegistrations_andHasItsOwnFlowComponents() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        let payment = checkout.beginFlow(PaymentAssembly())
        #expect(payment.deliveryOptions == ["standard", "express"])   // the checkout's registration
        #expect(payment.analytics === factory.analytics)              // the root's singleton
        #expect(payment.shoppingCart === checkout.shoppingCart)       // the checkout's singleton
        #expect(payment.paymentAttempt.cart === checkout.shoppingCart)
        #expect(payment.paymentAttempt === payment.paymentAttempt)
        #expect(checkout.beginFlow(PaymentAssembly()).paymentAttempt !== payment.paymentAttempt)
    }

    @Test func flowComponent_resolvesInTheInnermostFlow() {
        let factory = Factory(ShopAssembly())
        let outer = factory.beginFlow()
        let inner = outer.beginFlow()
        #expect(inner.shoppingCart === inner.shoppingCart)
        #expect(inner.shoppingCart !== outer.shoppingCart)   // ShopAssembly registers the cart .flow
    }

    @Test func releasingTheFlow_releasesItsComponents() {
        let factory = Factory(ShopAssembly())
        weak var coordinator: CheckoutCoordinator?
        weak var cart: ShoppingCart?
        do {
            let checkout = factory.beginFlow(CheckoutAssembly())
            coordinator = checkout.checkoutCoordinator
            cart = checkout.shoppingCart
            #expect(coordinator != nil && cart != nil)
        }
        #expect(coordinator == nil)
        #expect(cart == nil)
    }

    @Test func flowComponentKeepingItsFlow_keepsItAlive_untilReset() {
        final class FlowKeeper {
            let flow = Factory.current   // the flow that builds it
        }
        struct FlowKeeperKey: InjectionKey {
            static func make(_ values: InjectedValues) -> FlowKeeper { FlowKeeper() }
        }
        struct KeeperAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(FlowKeeperKey.self, .flow) }
        }
        weak var flow: Factory?
        do {
            let checkout = Factory(ShopAssembly()).beginFlow(KeeperAssembly())
            flow = checkout
            #expect(checkout[FlowKeeperKey.self].flow === checkout)
        }
        #expect(flow != nil)   // the flow holds the keeper, which holds the flow
        flow?.reset()
        #expect(flow == nil)
    }

    @Test func resettingAFlow_startsItAgain() {
        let checkout = Factory(ShopAssembly()).beginFlow(CheckoutAssembly())
        let cart = checkout.shoppingCart
        checkout.reset()
        #expect(checkout.shoppingCart !== cart)
    }

    @Test func flowComponentResolvedWithNoFlowRunning_stopsTheProgram_namingTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(ShopAssembly())
            _ = factory[RecommendationsKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (RecommendationsKey -> ShoppingCartKey); \
            resolve it from a flow: let flow = factory.beginFlow(...); flow[ShoppingCartKey.self].
            """)
    }

    @Test func injectedOutsideTheFlow_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(ShopAssembly())
            _ = factory.withCurrent { CartPresenter() }   // created outside the checkout
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "ShoppingCartKey", chain: ["ShoppingCartKey"]).description)
    }

    @Test func keyRegisteredOnlyByAFlow_isTransientOutsideIt() {
        final class CheckoutStep {}
        struct CheckoutStepKey: InjectionKey {
            static func make(_ values: InjectedValues) -> CheckoutStep { CheckoutStep() }
        }
        struct StepAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(CheckoutStepKey.self, .flow) }
        }
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(StepAssembly())
        #expect(checkout[CheckoutStepKey.self] === checkout[CheckoutStepKey.self])
        #expect(factory[CheckoutStepKey.self] !== factory[CheckoutStepKey.self])   // no error: the key's own make
    }
}
