import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Documentation/Lifecycles.md quotes these tests.

/// Suggestions from what is in the cart: it reads the flow's cart, so it cannot outlive the flow.
final class Recommendations {
    let cart: ShoppingCart
    init(cart: ShoppingCart) { self.cart = cart }
}

struct RecommendationsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Recommendations {
        Recommendations(cart: values.shoppingCart)
    }
}

/// Registers the recommendations as a singleton: a captive dependency.
struct CaptiveRecommendationsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RecommendationsKey.self, .singleton)
    }
}

/// Registers the recommendations as one per flow, which is as long as the cart they read lives.
struct FlowRecommendationsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RecommendationsKey.self, .flow)
    }
}

/// Registers the recommendations as a weak singleton, which is no more allowed to read the cart.
struct WeakRecommendationsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RecommendationsKey.self, .weakSingleton)
    }
}

/// A page size: a value, not a class instance.
struct PageSizeKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 20 }
}

/// Registers the page size as a weak singleton, which only a class instance can be.
struct PagingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PageSizeKey.self, .weakSingleton)
    }
}

/// Counts how many analytics clients it builds.
struct CountingAnalyticsAssembly: Assembly {
    let built: Counter
    func assemble(into registry: inout Registry) {
        registry.register(AnalyticsKey.self, .singleton) { [built] _ in
            built.increment()
            return AnalyticsClient()
        }
    }
}

@Suite struct LifecyclesGuideTests {
    @Test func nothingIsBuilt_untilItsKeyIsFirstResolved() {
        let built = Counter()
        let factory = Factory(ShopAssembly(), CountingAnalyticsAssembly(built: built))
        #expect(built.value == 0)
        _ = factory.analytics
        _ = factory.analytics
        #expect(built.value == 1)
    }

    @Test func transient_isNewOnEveryResolution() {
        let factory = Factory(ShopAssembly())
        #expect(factory.priceFormatter !== factory.priceFormatter)
    }

    @Test func singleton_isOnePerFactory_sharedWithItsFlows_andBuiltAgainAfterReset() {
        let factory = Factory(ShopAssembly())
        let analytics = factory.analytics
        #expect(factory.analytics === analytics)
        #expect(factory.beginFlow().analytics === analytics)      // flows share the root's singletons
        #expect(Factory(ShopAssembly()).analytics !== analytics)  // another factory builds its own
        factory.reset()
        #expect(factory.analytics !== analytics)                  // after reset() a new singleton
    }

    @Test func singleton_isReleasedWithTheFactoryThatRegisteredIt() {
        weak var analytics: AnalyticsClient?
        do {
            let factory = Factory(ShopAssembly())
            analytics = factory.analytics
            #expect(analytics != nil)
        }
        #expect(analytics == nil)
    }

    @Test func singleton_isBuiltOnce_whenManyTasksAskAtTheSameTime() async {
        let built = Counter()
        let factory = Factory(ShopAssembly(), CountingAnalyticsAssembly(built: built))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { _ = factory.analytics } }
        }
        #expect(built.value == 1)
    }

    @Test func weakSingleton_isSharedWhileHeld_andNotKeptByTheFactory() {
        let factory = Factory(ShopAssembly())
        var cache: ImageCache? = factory.imageCache
        #expect(factory.imageCache === cache)   // shared while someone holds it
        weak let released = cache
        cache = nil
        #expect(released == nil)                // the last holder let go: the factory kept none
    }

    @Test func weakSingletonOfAValueType_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(PagingAssembly())[PageSizeKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: weak singleton `PageSizeKey` built a value that is not a class instance, which cannot be held \
            weakly; register it as .singleton or .transient, or make its value a class.
            """)
    }

    @Test func graph_isSharedWithinOneResolution_andNewForTheNext() {
        let factory = Factory(ShopAssembly())
        let screen = factory.productScreen
        #expect(screen.header.request === screen.reviews.request)          // one resolution: one request
        #expect(factory.productScreen.header.request !== screen.header.request)
    }

    @Test func transientAndGraphValues_areReleasedWithWhoeverHoldsThem() {
        let factory = Factory(ShopAssembly())
        weak var formatter: PriceFormatter?
        weak var request: ProductRequest?
        do {
            let screen = factory.productScreen
            formatter = factory.priceFormatter
            request = screen.header.request
            #expect(request != nil)
        }
        #expect(formatter == nil)
        #expect(request == nil)
    }

    @Test func flow_isOnePerFlow() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow()
        #expect(checkout.shoppingCart === checkout.shoppingCart)
        #expect(factory.beginFlow().shoppingCart !== checkout.shoppingCart)
    }

    @Test func flowKeyResolvedWhereNoFlowRuns_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(ShopAssembly())
            _ = factory.shoppingCart
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "ShoppingCartKey", chain: ["ShoppingCartKey"]).description)
    }

    @Test func singletonReadingAFlowComponent_isACaptiveDependency_evenInsideAFlow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(ShopAssembly(), CaptiveRecommendationsAssembly())
            let checkout = factory.beginFlow()
            _ = checkout[RecommendationsKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: singleton `RecommendationsKey` depends on flow-scoped `ShoppingCartKey` \
            (RecommendationsKey -> ShoppingCartKey); make RecommendationsKey flow-scoped or resolve \
            ShoppingCartKey lazily inside the flow.
            """)
    }

    @Test func weakSingletonReadingAFlowComponent_isACaptiveDependencyToo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checkout = Factory(ShopAssembly(), WeakRecommendationsAssembly()).beginFlow()
            _ = checkout[RecommendationsKey.self]
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "RecommendationsKey", flowScoped: "ShoppingCartKey", chain: ["RecommendationsKey", "ShoppingCartKey"]
        ).description)
    }

    @Test func componentReadingAFlowComponent_registeredPerFlow_readsItsFlowsCart() {
        let factory = Factory(ShopAssembly(), FlowRecommendationsAssembly())
        let checkout = factory.beginFlow()
        #expect(checkout[RecommendationsKey.self].cart === checkout.shoppingCart)
        #expect(checkout[RecommendationsKey.self] === checkout[RecommendationsKey.self])
    }

    @Test func singletonRegisteredByAFlow_livesAsLongAsThatFlow_andMayReadItsComponents() {
        let checkout = Factory(ShopAssembly()).beginFlow(CaptiveRecommendationsAssembly())
        #expect(checkout[RecommendationsKey.self].cart === checkout.shoppingCart)
        #expect(checkout[RecommendationsKey.self] === checkout[RecommendationsKey.self])
    }
}
