@testable import RivetAnalysis
import Testing

/// Reads that run whenever there is something to read from are judged as reads that run: a mistake there is an error,
/// not a warning that the read may not run. A read after `guard let flow else { return }`, or inside
/// `if let flow { … }` (the exit or the skipped body is taken only when the receiver is nil; a condition that tests
/// anything else still makes it a warning; a host built in `flow.withCurrent { … }` there too), a read in a closure
/// that the function it is given calls in line, and one in a router's builder for a case a certain call pushes.
@Suite struct AlwaysRunReadTests {
    static let coordinator = FactoryFollowingTests.shop + """
        final class ShopCoordinator {
            private(set) var factory: Factory?
            init(factory: Factory) { self.factory = factory }
            func show() {
                guard let factory else { return }
                print(factory.session)
            }
            func showIfRunning() {
                if let factory { print(factory.session) }
            }
            func showWhen(_ verbose: Bool) {
                guard let factory, verbose else { return }
                print(factory.session)
            }
            func finish() { factory = nil }
        }
        let coordinator = ShopCoordinator(factory: Factory(ShopAssembly()))
        coordinator.show()
        coordinator.showIfRunning()
        coordinator.showWhen(true)

        """

    @Test func aReadAfterUnwrappingItsOwnReceiver_isAnError_andOneAfterAnotherCondition_aWarning() {
        let found = diagnostics(Self.coordinator)
        #expect(found.count == 3)
        #expect(found[0] == FactoryFollowingTests.error(41, 15, "SessionKey"))
        #expect(found[1] == FactoryFollowingTests.error(44, 32, "SessionKey"))
        #expect(found[2].hasPrefix("App.swift:48:15: warning: Rivet: flow-scoped `SessionKey` resolved with no flow running"))
        #expect(found[2].contains("after an early exit"))
    }

    @Test func aReadInAClosureTheRunnerCallsInLine_isAnError_andInOneItMayNotCall_aWarning() {
        let source = FactoryFollowingTests.shop + """
            final class Runner {
                private let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func run<Result>(_ story: (Factory) -> Result) -> Result { story(factory) }
                func runIf(_ wanted: Bool, _ story: (Factory) -> Void) {
                    guard wanted else { return }
                    story(factory)
                }
            }
            let runner = Runner(factory: Factory(ShopAssembly()))
            _ = runner.run { flow in flow.session }
            runner.runIf(true) { flow in _ = flow.session }

            """
        let found = diagnostics(source)
        #expect(found.count == 2)
        #expect(found.first == FactoryFollowingTests.error(46, 26, "SessionKey"))
        #expect(found.last?.hasPrefix("App.swift:47:34: warning:") == true)
        #expect(found.last?.contains("inside a closure") == true)
    }

    @Test func aHostBuiltInTheUnwrappedFactorysWithCurrent_isJudgedAsBuiltWheneverThereIsOne() {
        let source = FactoryFollowingTests.shop + """
            final class HomeCoordinator {
                private(set) var factory: Factory?
                init(factory: Factory) { self.factory = factory }
                func show() {
                    guard let factory else { return }
                    let presenter = factory.withCurrent { HomePresenter() }
                    print(presenter.session)
                }
            }
            HomeCoordinator(factory: Factory(ShopAssembly())).show()

            """
        #expect(diagnostics(source) == [FactoryFollowingTests.error(41, 47, "HomePresenter -> SessionKey")])
    }

    @Test func aReadInARoutersBuilder_forACaseACertainCallPushes_isAnError_andForOneOnlyMaybePushed_aWarning() {
        let source = FactoryFollowingTests.shop + """
            enum Route { case home, cart }
            final class Router {
                private let factory: Factory
                private let builders: [Route: (Factory) -> Any] = [
                    .home: { _ in 0 },
                    .cart: { factory in factory.session },
                ]
                init(factory: Factory) { self.factory = factory }
                func push(_ route: Route) {
                    guard let build = builders[route] else { return }
                    _ = build(factory)
                }
            }

            """
        let pushed = diagnostics(source + "Router(factory: Factory(ShopAssembly())).push(.cart)\n")
        #expect(pushed == [FactoryFollowingTests.error(41, 29, "SessionKey")])
        let maybe = diagnostics(source + "let router = Router(factory: Factory(ShopAssembly()))\nif Bool.random() { router.push(.cart) }\n")
        #expect(maybe.count == 1)
        #expect(maybe.first?.hasPrefix("App.swift:41:29: warning:") == true)
    }

    @Test func aReadAfterAGuardThatAlsoUnwrapsAnotherValue_isAWarning() {
        let source = FactoryFollowingTests.shop + """
            final class OrderCoordinator {
                private var factory: Factory?
                private var pendingOrder: Int?
                init(factory: Factory) { self.factory = factory }
                func resume() {
                    guard let factory, let pendingOrder else { return }
                    print(pendingOrder, factory.session)
                }
                func open() {
                    guard let pendingOrder, let factory else { return }
                    print(pendingOrder, factory.session)
                }
            }
            let orders = OrderCoordinator(factory: Factory(ShopAssembly()))
            orders.resume()
            orders.open()

            """
        let found = diagnostics(source)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("App.swift:42:29: warning:") == true)
        #expect(found.last?.hasPrefix("App.swift:46:29: warning:") == true)
        #expect(found.allSatisfy { $0.contains("after an early exit") })
    }

    @Test func aReadAfterAnExitInTheBodyOfIfLetItsReceiver_isAWarning() {
        let source = FactoryFollowingTests.shop + """
            final class BadgeModel {
                private var factory: Factory?
                private var isVisible = false
                init(factory: Factory) { self.factory = factory }
                func refresh() {
                    if let factory {
                        guard isVisible else { return }
                        print(factory.session)
                    }
                }
            }
            BadgeModel(factory: Factory(ShopAssembly())).refresh()

            """
        let found = diagnostics(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App.swift:43:19: warning:") == true)
        #expect(found.first?.contains("after an early exit") == true)
    }

    @Test func aReadInARoutersBuilder_afterTheBuildersOwnEarlyExit_isAWarning() {
        let source = FactoryFollowingTests.shop + """
            enum Route { case home, cart }
            enum Flags { static let cartEnabled = false }
            final class Router {
                private let factory: Factory
                private let builders: [Route: (Factory) -> Any] = [
                    .home: { _ in 0 },
                    .cart: { factory in
                        guard Flags.cartEnabled else { return 0 }
                        return factory.session
                    },
                ]
                init(factory: Factory) { self.factory = factory }
                func push(_ route: Route) {
                    guard let build = builders[route] else { return }
                    _ = build(factory)
                }
            }
            Router(factory: Factory(ShopAssembly())).push(.cart)

            """
        let found = diagnostics(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App.swift:44:20: warning:") == true)
        #expect(found.first?.contains("after an early exit") == true)
    }

    @Test func aClosurePropertyCalledUnderIfRoute_afterAnExitOrAShortCircuitInTheIf_isAWarning() {
        let source = FactoryFollowingTests.shop + """
            enum Route { case home, cart }
            final class Router {
                private let factory: Factory
                private let makeCart: (Factory) -> Any
                var isOnline = false
                var preloaded: Any?
                init(factory: Factory) {
                    self.factory = factory
                    makeCart = { factory in factory.session }
                }
                func push(_ route: Route) {
                    if route == .cart {
                        guard isOnline else { return }
                        _ = makeCart(factory)
                    }
                }
                func show(_ route: Route) {
                    if route == .cart { _ = preloaded ?? makeCart(factory) }
                }
                func open(_ route: Route) {
                    if route == .cart { _ = makeCart(factory) }
                }
            }
            let router = Router(factory: Factory(ShopAssembly()))

            """
        #expect(diagnostics(source + "router.open(.cart)\n") == [FactoryFollowingTests.error(44, 33, "SessionKey")])
        for call in ["router.push(.cart)\n", "router.show(.cart)\n"] {
            let found = diagnostics(source + call)
            #expect(found.count == 1)
            #expect(found.first?.hasPrefix("App.swift:44:33: warning:") == true)
        }
    }

    @Test func aReadInAClosureTheRunnerCallsAfterAShortCircuitOrUnderIf_isAWarning() {
        let source = FactoryFollowingTests.shop + """
            final class Runner {
                private let factory: Factory
                var cached: Any?
                var isOn = false
                init(factory: Factory) { self.factory = factory }
                func cachedOr(_ build: (Factory) -> Any) -> Any { cached ?? build(factory) }
                func ifOn<R>(_ story: (Factory) -> R) -> R? { isOn ? story(factory) : nil }
                func allows(_ check: (Factory) -> Bool) -> Bool { isOn && check(factory) }
                func debugOnly(_ story: (Factory) -> Void) {
                    #if DEBUG
                    story(factory)
                    #endif
                }
            }
            let runner = Runner(factory: Factory(ShopAssembly()))
            _ = runner.cachedOr { flow in flow.session }
            _ = runner.ifOn { flow in flow.session }
            _ = runner.allows { flow in flow.session.isEmpty }
            runner.debugOnly { flow in print(flow.session) }

            """
        let found = diagnostics(source)
        #expect(found.count == 4)
        #expect(found.allSatisfy { $0.contains(": warning:") && $0.contains("inside a closure") })
    }

    @Test func aReadInAClosureTheRunnerCallsInADoBlock_isAnError() {
        let source = FactoryFollowingTests.shop + """
            final class Transaction {
                private let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func perform(_ story: (Factory) -> Void) {
                    do {
                        story(factory)
                    }
                    print("done")
                }
            }
            Transaction(factory: Factory(ShopAssembly())).perform { flow in print(flow.session) }

            """
        #expect(diagnostics(source) == [FactoryFollowingTests.error(46, 71, "SessionKey")])
    }

    @Test func aTrailingClosure_isGivenToTheParameterSwiftGivesIt_notTheLastOne() {
        let source = FactoryFollowingTests.shop + """
            final class Runner {
                private let factory: Factory
                var isReady = false
                init(factory: Factory) { self.factory = factory }
                func run(_ story: (Factory) -> Void, completion: (Factory) -> Void = { _ in }) {
                    if isReady { story(factory) }
                    completion(factory)
                }
            }
            let runner = Runner(factory: Factory(ShopAssembly()))
            runner.run { flow in _ = flow.session }

            """
        // The closure is `story`, called only when ready: the read may not run.
        let found = diagnostics(source)
        #expect(found.count == 1)
        #expect(found.first?.contains(": warning:") == true)
    }
}
