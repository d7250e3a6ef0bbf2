import Testing
@testable import RivetAnalysis

/// Keys are identified by their qualified names: two keys of one name in two namespaces are two keys, and
/// each name written in the sources is looked up as Swift looks it up.
@Suite struct QualifiedKeyTests {
    /// Two interface keys named `CartKey`, in `Shop` and in `Wishlist`.
    static let carts = """
        enum Shop {
            struct CartKey: InterfaceKey { typealias Value = Cart }
        }
        enum Wishlist {}
        extension Wishlist {
            struct CartKey: InterfaceKey { typealias Value = Cart }
        }

        """

    @Test func twoKeysOfOneName_theUnregisteredOnesReads_areErrors_theRegisteredOnesAreNot() {
        let source = Self.carts + """
            extension InjectedValues {
                var wishedCart: Cart { self[Wishlist.CartKey.self] }
            }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout {
                    Checkout(cart: values[Shop.CartKey.self], wished: values.wishedCart)
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(Shop.CartKey.self) { _ in Cart() }
                    registry.register(CheckoutKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:13:59: error: Rivet: no live value for `Wishlist.CartKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> Wishlist.CartKey); register it in the assembly of the module that implements it: registry.register(Wishlist.CartKey.self) { values in ... }.",
        ])
    }

    @Test func aCycleThroughTwoKeysOfOneName_isReported_withTheirQualifiedNames() {
        let source = """
            enum Login {
                struct TokenKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> Int { values[Checkout.TokenKey.self] }
                }
            }
            enum Checkout {
                struct TokenKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> Int { values[Login.TokenKey.self] }
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:3:61: error: Rivet: dependency cycle: `Login.TokenKey` needs itself (Login.TokenKey -> Checkout.TokenKey -> Login.TokenKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func anUnqualifiedName_inANamespaceOrItsExtension_isItsKey_elsewhereTheTopLevelOne() {
        let source = Self.carts + """
            struct CartKey: InterfaceKey { typealias Value = Cart }
            extension Shop {
                struct CheckoutKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[CartKey.self]) }
                }
            }
            extension Wishlist {
                struct ListKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> List { List(cart: values[CartKey.self]) }
                }
            }
            struct OrderKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Order { Order(cart: values[CartKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(Wishlist.CartKey.self) { _ in Cart() }
                    registry.register(Shop.CheckoutKey.self)
                    registry.register(Wishlist.ListKey.self)
                    registry.register(OrderKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        // `Shop.CheckoutKey` reads `Shop.CartKey`, `Wishlist.ListKey` the registered `Wishlist.CartKey`, `OrderKey`
        // the top-level one.
        #expect(diagnostics(source) == [
            "App.swift:11:81: error: Rivet: no live value for `Shop.CartKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> Shop.CartKey); register it in the assembly of the module that implements it: registry.register(Shop.CartKey.self) { values in ... }.",
            "App.swift:20:71: error: Rivet: no live value for `CartKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain OrderKey -> CartKey); register it in the assembly of the module that implements it: registry.register(CartKey.self) { values in ... }.",
        ])
    }

    @Test func aNameThatMayBeEitherKey_isNamedInAResolution_andNotedInARegistration_neverGuessed() {
        let order = """
            struct OrderKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Order { Order(cart: values[CartKey.self]) }
            }

            """
        let registered = Self.carts + order + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(Shop.CartKey.self) { _ in Cart() }
                    registry.register(Wishlist.CartKey.self) { _ in Cart() }
                    registry.register(OrderKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(registered) == [])
        #expect(Analysis(files: [SourceFile(path: "App.swift", text: registered)]).unattributedSites.map(\.listing) == [
            "App.swift:9:71: subscript values[CartKey.self]: `CartKey`, which may be any of the keys `Shop.CartKey`, `Wishlist.CartKey`, so the analysis cannot tell which key it is",
        ])
        let ambiguouslyRegistered = Self.carts + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CartKey.self) { _ in Cart() }
                }
            }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[Shop.CartKey.self]) }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(ambiguouslyRegistered) == [])
        // Which key it registers decides whether `Shop.CartKey`'s read finds a registration: not guessed.
        #expect(notes(["App.swift": ambiguouslyRegistered]) == [
            "App.swift:10:27: note: Rivet: cannot follow `CartKey`, which may be any of the keys `Shop.CartKey`, `Wishlist.CartKey`, so factories and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func anOverrideOfANameThatMayBeEitherKey_isNoted_andNoKeyIsSaidToBeMissing() {
        let source = Self.carts + """
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(cart: values[Shop.CartKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self)
                }
            }
            func test() {
                let factory = Factory(AppAssembly())
                factory.override(CartKey.self) { _ in Cart() }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [
            "App.swift:18:22: note: Rivet: cannot follow `CartKey`, which may be any of the keys `Shop.CartKey`, `Wishlist.CartKey`, so keys that nothing registers were not checked, as this override may replace any of them (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func aModuleQualifiedName_isTheKeyAfterTheModule() {
        let source = Self.carts + """
            struct OrderKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Order { Order(cart: values[MyApp.Wishlist.CartKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(MyApp.Shop.CartKey.self) { _ in Cart() }
                    registry.register(OrderKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:9:71: error: Rivet: no live value for `Wishlist.CartKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain OrderKey -> Wishlist.CartKey); register it in the assembly of the module that implements it: registry.register(Wishlist.CartKey.self) { values in ... }.",
        ])
    }

    @Test func aThousandNamespaces_eachReadingItsOwnKeyOfOneName_areAllAttributed() {
        let namespaces = (0..<1_000).map { index in
            """
            enum Feature\(index) {
                struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[PriceKey.self] } }
                struct PriceKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { \(index) } }
            }

            """
        }.joined()
        let registrations = (0..<1_000).map { "        registry.register(Feature\($0).CartKey.self, .singleton)\n" }.joined()
        let source = namespaces + "struct AppAssembly: Assembly {\n    func assemble(into registry: inout Registry) {\n" + registrations
            + "    }\n}\nlet factory = Factory(AppAssembly())\n"
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.diagnostics.isEmpty)
        #expect(analysis.siteStatistics == SiteStatistics(found: 1_000, attributed: 1_000))
    }

    @Test func theGraph_drawsKeysOfOneName_asTwoNodes_namedByTheirQualifiedNames() {
        let source = """
            enum Shop { struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Cart { Cart() } } }
            enum Wishlist { struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Cart { Cart(values[Shop.CartKey.self]) } } }
            """
        #expect(Analysis(files: [SourceFile(path: "App.swift", text: source)]).graph(format: .mermaid) == """
            flowchart LR
                Shop_CartKey["Shop.CartKey<br/><i>transient</i>"]
                Wishlist_CartKey["Wishlist.CartKey<br/><i>transient</i>"]
                Wishlist_CartKey --> Shop_CartKey

            """)
    }

    @Test func keysOfOneName_getNoGeneratedAccessor_andAreExplainedByTheirQualifiedNames() throws {
        let source = """
            enum Shop { struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Cart { Cart() } } }
            enum Wishlist { struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Cart { Cart() } } }
            struct OrderKey: InjectionKey { static func make(_ values: InjectedValues) -> Order { Order() } }
            """
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.generatedAccessors() == """
            // Generated by rivet: InjectedValues accessors for keys that have none. Do not edit.

            import Rivet

            extension InjectedValues {
                var order: OrderKey.Value { self[OrderKey.self] }
            }

            """)
        #expect(try analysis.explanation(of: "Wishlist.CartKey").hasPrefix("Wishlist.CartKey (") == true)
    }
}
