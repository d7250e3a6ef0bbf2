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

    @Test func branchesAndComposedAssemblies() {
        let app = """
            struct NetworkAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values[SessionKey.self]) }
                }
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    NetworkAssembly().assemble(into: &registry)
                    #if DEBUG
                    registry.register(SessionKey.self, .flow)
                    #else
                    registry.register(SessionKey.self, .singleton)
                    #endif
                }
            }

            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(["App.swift": app, "Common.swift": Self.common]) == [
            "App.swift:3:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when building with `DEBUG`.",
        ])
    }

    @Test func flowOnlyKey() {
        let app = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values[SessionKey.self]) }
                }
            }
            """
        let flow = """

            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }

            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(LoginAssembly())
            """
        #expect(diagnostics(["Login.swift": app + flow, "Common.swift": Self.common]) == [
            "Login.swift:3:90: warning: Rivet: singleton `APIClientKey` gets `SessionKey` from its own make, as a new transient (APIClientKey -> SessionKey), not a flow's: only the flow assembly `LoginAssembly` registers SessionKey, and singletons are built in the root factory; register SessionKey .flow in the root's assemblies to make this an error, or resolve it inside the flow (// rivet: ignore flow-only-key keeps it as it is).",
        ])
        let silenced = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    // rivet: ignore flow-only-key
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values[SessionKey.self]) }
                }
            }
            """
        #expect(diagnostics(["Login.swift": silenced + flow, "Common.swift": Self.common]) == [])
    }

    @Test func asyncNotReady() {
        let launch = """
            struct DatabaseKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> any Database {
                    try await SQLiteDatabase.open(path: values.configuration.databasePath)
                }
            }

            struct UsersRepositoryKey: InjectionKey {
                static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(database: values[DatabaseKey.self]) }
            }

            struct SessionStoreKey: InterfaceKey {
                typealias Value = SessionStore
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self)
                    registry.register(UsersRepositoryKey.self, .singleton)
                    registry.registerAsync(SessionStoreKey.self) { values in try await SessionStore.restore(values[DatabaseKey.self]) }
                }
            }

            let factory = Factory(AppAssembly())
            let repository = factory[UsersRepositoryKey.self]
            """
        #expect(diagnostics(["Launch.swift": launch]) == [
            "Launch.swift:19:97: error: Rivet: async `DatabaseKey` resolved before it was built (SessionStoreKey -> DatabaseKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(DatabaseKey.self).",
            "Launch.swift:24:18: error: Rivet: async `DatabaseKey` resolved before it was built (UsersRepositoryKey -> DatabaseKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(DatabaseKey.self).",
        ])
    }

    @Test func asyncNotRegistered() {
        let keychain = """
            struct KeychainKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Keychain { try await Keychain.unlock() }
            }

            struct SecurityAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(KeychainKey.self, .singleton)
                }
            }

            let factory = Factory(SecurityAssembly())
            """
        #expect(diagnostics(["Keychain.swift": keychain]) == [
            "Keychain.swift:7:27: error: Rivet: async `KeychainKey` is resolved but not registered (KeychainKey); its make is async, so a warm-up or an await must build it: register it with registry.registerAsync(KeychainKey.self, .singleton) or .flow.",
        ])
    }

    @Test func uncheckedNotes() {
        let app = """
            struct AppAssembly: Assembly {
                let features: [any Assembly]

                func assemble(into registry: inout Registry) {
                    for feature in features { feature.assemble(into: &registry) }
                }
            }

            let factory = Factory(AppAssembly(features: []))
            let flow = factory.beginFlow(assemblies: featureAssemblies)
            """
        #expect(notes(["App.swift": app, "Common.swift": Self.common]) == [
            "App.swift:5:59: note: Rivet: cannot follow `feature.assemble(…)`, whose receiver is a value the analysis cannot name, so factories and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
            "App.swift:10:20: note: Rivet: cannot follow which assemblies this flow is built from (only `Name()` arguments, each with any `.when(…)`, are read), so the flow's registrations were not checked (// rivet: ignore unchecked silences this).",
        ])
    }

    /// The keys the issue 14 examples share: a player, registered by a media assembly, and a tracker.
    static let media = """
        struct PlayerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Player { Player() }
        }
        struct TrackerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Tracker { Tracker() }
        }
        struct MediaAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(PlayerKey.self, .singleton)
            }
        }
        """

    @Test func throughArgumentsContributionsAndHooks() {
        let shop = """
            struct ProductPresenterKey: ParameterizedKey {
                static func make(_ values: InjectedValues, _ id: Product.ID) -> ProductPresenter {
                    ProductPresenter(id: id, session: values[SessionKey.self])
                }
            }

            struct DeepLinkHandlersKey: ListKey {
                typealias Element = any DeepLinkHandler
            }

            struct RouterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
            }

            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(ProductPresenterKey.self, .singleton(keepingAtMost: 16))
                    registry.register(RouterKey.self, .singleton)
                    registry.contribute(DeepLinkHandlersKey.self) { values in CartLink(session: values[SessionKey.self]) }
                    registry.onCreate(APIClientKey.self) { values, client in client.attach(values[SessionKey.self]) }
                    registry.register(APIClientKey.self, .singleton)
                }
            }

            let factory = Factory(ShopAssembly())
            """
        #expect(diagnostics(["Shop.swift": shop, "Common.swift": Self.common]) == [
            "Shop.swift:3:43: error: Rivet: singleton `ProductPresenterKey` depends on flow-scoped `SessionKey` (ProductPresenterKey -> SessionKey); make ProductPresenterKey flow-scoped or resolve SessionKey lazily inside the flow.",
            "Shop.swift:12:77: error: Rivet: singleton `RouterKey` depends on flow-scoped `SessionKey` (RouterKey -> DeepLinkHandlersKey -> SessionKey); make RouterKey flow-scoped or resolve SessionKey lazily inside the flow.",
            "Shop.swift:21:80: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func duplicateContribution() {
        let analytics = """
            struct AnalyticsSinksKey: DictionaryKey {
                typealias EntryKey = String
                typealias Element = any AnalyticsSink
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in ConsoleSink() }
                }
            }

            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                }
            }

            let factory = Factory(AppAssembly(), DebugAssembly())
            """
        #expect(diagnostics(["Sources/App/Analytics.swift": analytics]) == [
            "Sources/App/Analytics.swift:14:29: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/Analytics.swift:8) and DebugAssembly (App/Analytics.swift:14)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
    }

    @Test func hookWithoutRegistration() {
        let hooks = """
            struct AnalyticsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(PlayerKey.self) { values, player in player.track(with: values[TrackerKey.self]) }
                }
            }

            let app = Factory(MediaAssembly(), AnalyticsAssembly())
            let widget = Factory(AnalyticsAssembly())
            """
        #expect(diagnostics(["Hooks.swift": hooks, "Media.swift": Self.media]) == [
            "Hooks.swift:3:27: error: Rivet: `PlayerKey` has a hook (onCreate or decorate) in Factory(AnalyticsAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(PlayerKey.self, ...).",
        ])
    }

    @Test func keyKindMismatch() {
        let theme = """
            struct ThemeKey: InjectionKey, ParameterizedKey {
                static func make(_ values: InjectedValues) -> Theme { .standard }
                static func make(_ values: InjectedValues, _ name: String) -> Theme { Theme(named: name) }
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(ThemeKey.self, .singleton(keepingAtMost: 4))
                }
            }
            """
        #expect(diagnostics(["Theme.swift": theme]) == [
            "Theme.swift:8:27: error: Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; make the type conform to one of them.",
        ])
    }

    @Test func injectedInObservable() {
        let model = #"""
            @Observable
            final class UsersViewModel {
                @Injected(\.usersRepository) var repository
                var users: [User] = []
            }
            """#
        #expect(diagnostics(["UsersViewModel.swift": model]) == [
            #"UsersViewModel.swift:3:5: error: Rivet: `@Injected(\.usersRepository) var repository` in the @Observable class `UsersViewModel` is not @ObservationIgnored, so the macro synthesizes a storage `_repository` that collides with the property wrapper's own `_repository`; Swift reports it as `invalid redeclaration of synthesized property '_repository'`: mark it `@ObservationIgnored @Injected(\.usersRepository) var repository` (a resolved dependency needs no observation)."#,
        ])
        let fixed = #"""
            @Observable
            final class UsersViewModel {
                @ObservationIgnored @Injected(\.usersRepository) var repository
                var users: [User] = []
            }
            """#
        #expect(diagnostics(["UsersViewModel.swift": fixed]) == [])
    }

    @Test func launchConditionsAndScopedRoots() {
        let app = """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .singleton)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values[SessionKey.self]) }
                    if registry.launch.isPreview {
                        registry.register(LoggerKey.self) { _ in PrintLogger() }
                    }
                }
            }

            struct UITestAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }

            let factory = Factory(launch: .current, AppAssembly(), UITestAssembly().when(.argument("-ui-testing")))

            func test() {
                Factory.withScopedRoot(UITestAssembly()) { factory in
                    _ = factory[SessionKey.self]
                }
            }
            """
        #expect(diagnostics(["App.swift": app, "Keys.swift": Self.common]) == [
            "App.swift:4:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when the launch context matches `argument -ui-testing`.",
            "App.swift:21:13: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }
    @Test func overridesMadeFirst() {
        let keys = """
            struct PaymentsKey: InterfaceKey { typealias Value = any Payments }

            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
            }

            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self, .singleton)
                }
            }
            """
        let uiTests = """
            let factory = Factory(AppAssembly())
            factory.override(CheckoutKey.self) { _ in Checkout(payments: FakePayments()) }
            _ = factory[CheckoutKey.self]
            """
        #expect(diagnostics(["Keys.swift": keys, "main.swift": uiTests]) == [])
        let resolvedFirst = """
            let factory = Factory(AppAssembly())
            _ = factory[CheckoutKey.self]
            factory.override(CheckoutKey.self) { _ in Checkout(payments: FakePayments()) }
            """
        #expect(diagnostics(["Keys.swift": keys, "main.swift": resolvedFirst]) == [
            "Keys.swift:4:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func followingTheFactory() {
        let shop = #"""
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(session: values[SessionKey.self]) }
            }

            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }

            final class CheckoutCoordinator {
                private let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func showCart() -> Cart { factory[CartKey.self] }
            }

            final class HomePresenter {
                @Injected(\.session) var session
            }

            extension InjectedValues {
                var session: Session { self[SessionKey.self] }
            }
            """#
        let launch = """
            let app = Factory(ShopAssembly())
            Factory.installRoot(app)
            let home = HomePresenter()
            _ = CheckoutCoordinator(factory: app).showCart()
            """
        #expect(diagnostics(["Shop.swift": shop, "main.swift": launch, "Common.swift": Self.common]) == [
            "Shop.swift:14:31: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (CartKey -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
            "main.swift:3:12: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (HomePresenter -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }
}
