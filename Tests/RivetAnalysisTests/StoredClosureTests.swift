import Testing
@testable import RivetAnalysis

/// Closures kept in a property or a collection and called later with a factory (a router's screen builders): their
/// parameter holds what the calls pass, so what they resolve is judged against that factory.
@Suite struct StoredClosureTests {
    static let keys = """
        final class Cart {}
        struct CartKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Cart { Cart() }
        }
        extension InjectedValues {
            var cart: Cart { self[CartKey.self] }
        }
        struct ShopAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(CartKey.self, .flow)
            }
        }
        enum Route: Hashable { case cart }

        """

    static func router(_ members: String, main: String = "let router = Router(factory: Factory(ShopAssembly()))\nrouter.push(.cart)\n") -> [String: String] {
        ["Keys.swift": keys, "Router.swift": "final class Router {\n    let factory: Factory\n    init(factory: Factory) { self.factory = factory }\n" + members + "}\n", "main.swift": main]
    }

    @Test func aDictionarysClosure_calledThroughAConstant_readsTheFactoryItIsGiven() {
        let members = """
                let builders: [Route: (Factory) -> Cart] = [
                    .cart: { factory in factory.cart },
                ]
                func push(_ route: Route) {
                    guard let build = builders[route] else { return }
                    _ = build(factory)
                }

            """
        // `push(.cart)` always runs, and looks up the cart's builder: an error.
        #expect(diagnostics(Self.router(members)) == [
            "Router.swift:5:29: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].",
        ])
        #expect(FactoryFollowingTests.unattributed(Self.router(members)) == [])
    }

    @Test func aDictionarysClosureCalledAtOnce_orAClosureProperty_readsWhatTheCallPasses() {
        let atOnce = """
                let builders: [Route: (Factory) -> Cart] = [.cart: { factory in factory.cart }]
                func push(_ route: Route) { _ = self.builders[route]?(factory.beginFlow()) }

            """
        #expect(diagnostics(Self.router(atOnce)) == [])
        #expect(FactoryFollowingTests.unattributed(Self.router(atOnce)) == [])
        let property = """
                let makeCart: (Factory) -> Cart = { factory in factory.cart }
                func push(_ route: Route) { _ = makeCart(factory) }

            """
        // `push(_:)` calls it, and `router.push(.cart)` always runs: an error.
        #expect(diagnostics(Self.router(property)) == [
            "Router.swift:4:52: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].",
        ])
    }

    @Test func aStoredClosureHandedOn_isNotFollowed() {
        let handedOn = """
                let builders: [Route: (Factory) -> Cart] = [.cart: { factory in factory.cart }]
                func push(_ route: Route) { run(builders[route]) }
                func run(_ build: ((Factory) -> Cart)?) { _ = build?(factory) }

            """
        #expect(diagnostics(Self.router(handedOn)) == [])
        #expect(FactoryFollowingTests.unattributed(Self.router(handedOn)).count == 1)
    }

    @Test func aClosurePropertyNamedLikeAMethodOfTheFile_isNotFollowed_andTheNoteSaysSo() {
        var files = Self.router("""
                let build: (Factory) -> Cart = { factory in factory.cart }
                func push(_ route: Route) { _ = build(factory) }

            """)
        // Another type's method of the same name in the file: its declaration is not a call of the closure.
        files["Router.swift", default: ""] += "struct Menu {\n    func build(_ factory: Factory) -> Int { 1 }\n}\n"
        #expect(diagnostics(files) == [])
        let listed = FactoryFollowingTests.unattributed(files)
        #expect(listed.count == 1)
        #expect(listed.first?.contains("a parameter of a closure kept or passed on, whose calls the analysis does not follow") == true)
    }
}
