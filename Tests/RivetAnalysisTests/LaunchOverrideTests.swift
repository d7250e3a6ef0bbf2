import RivetTestSupport
import Testing
@testable import RivetAnalysis

/// `let app = Factory(AppAssembly())` and then, first thing, `app.override(NetworkKey.self) { … }`: the
/// assembly's builder of `NetworkKey` never runs, so a mistake in it (or in a key or a type only it names)
/// is no error. Each way the override could fail to come first, or the builder could run anyway, keeps
/// the error.
@Suite struct LaunchOverrideTests {
    /// `NetworkKey`'s make reads `TokensKey`, an interface key nothing registers; `ClientKey`'s closure
    /// builds a `TokenClient`, whose `@Injected` property reads it too, and reads `CacheKey`: the singleton `CacheKey` reads the
    /// flow-scoped `SessionKey` and only `ClientKey`'s closure resolves it.
    static let program = """
        import Rivet

        final class Network {}
        final class Tokens {}
        final class Session {}
        final class Cache { init(_ session: Session) {} }
        final class Client { init(_ parts: Any...) {} }
        final class TokenClient {
            @Injected(\\.tokens) var tokens
            init() {}
        }
        struct TokensKey: InterfaceKey { typealias Value = Tokens }
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }
        struct CacheKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Cache { Cache(values.session) }
        }
        struct NetworkKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Network {
                _ = values.tokens
                return Network()
            }
        }
        struct ClientKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Client { Client() }
        }
        extension InjectedValues {
            var tokens: Tokens { self[TokensKey.self] }
            var session: Session { self[SessionKey.self] }
            var cache: Cache { self[CacheKey.self] }
            var network: Network { self[NetworkKey.self] }
            var client: Client { self[ClientKey.self] }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(CacheKey.self, .singleton)
                registry.register(NetworkKey.self, .singleton)
                registry.register(ClientKey.self) { values in
                    Client(values.cache, TokenClient())
                }
            }
        }
        struct CheckoutAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(NetworkKey.self, .flow)
            }
        }

        """

    static let overrides = """
        let app = Factory(AppAssembly())
        app.override(NetworkKey.self) { _ in Network() }
        app.override(ClientKey.self) { _ in Client() }

        """

    static let reads = """
        _ = app.network
        _ = app.client
        let checkout = app.beginFlow()
        _ = checkout.network

        """

    /// The errors, by the key they name: what each variant keeps or loses.
    private func errors(_ source: String) -> [String] {
        diagnostics(source).map { diagnostic in
            if diagnostic.contains("no live value for `TokensKey`") {
                if diagnostic.contains("chain StoreKey") { return "tokens in StoreKey" }
                return diagnostic.contains("@Injected") ? "tokens in TokenClient" : "tokens in NetworkKey"
            }
            if diagnostic.contains("singleton `CacheKey` depends on flow-scoped `SessionKey`") { return "captive CacheKey" }
            return diagnostic
        }
    }

    @Test func overridesMadeFirst_replaceTheBuildersAndWhatOnlyTheyName() {
        #expect(errors(Self.program + Self.overrides + Self.reads) == [])
    }

    @Test func withoutTheOverrides_theMistakesAreErrors() {
        #expect(Set(errors(Self.program + "let app = Factory(AppAssembly())\n" + Self.reads)) == [
            "tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey",
        ])
    }

    @Test(arguments: [
        // A resolution before the overrides.
        "let app = Factory(AppAssembly())\n_ = app.network\napp.override(NetworkKey.self) { _ in Network() }\napp.override(ClientKey.self) { _ in Client() }\n",
        // The overrides in a block that may not run.
        "let app = Factory(AppAssembly())\nif Bool.random() {\n    app.override(NetworkKey.self) { _ in Network() }\n    app.override(ClientKey.self) { _ in Client() }\n}\n",
        // Under `#if`.
        "let app = Factory(AppAssembly())\n#if DEBUG\napp.override(NetworkKey.self) { _ in Network() }\napp.override(ClientKey.self) { _ in Client() }\n#endif\n",
        // Handed on first.
        "let app = Factory(AppAssembly())\nFactory.installRoot(app)\napp.override(NetworkKey.self) { _ in Network() }\napp.override(ClientKey.self) { _ in Client() }\n",
        // Part of an expression.
        "let app = Factory(AppAssembly())\n_ = Bool.random() ? app.override(NetworkKey.self) { _ in Network() } : ()\n_ = Bool.random() ? app.override(ClientKey.self) { _ in Client() } : ()\n",
    ])
    func overridesThatMayNotComeFirst_keepTheErrors(_ launch: String) {
        #expect(Set(errors(Self.program + launch + Self.reads)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test func anotherRootFactoryWithoutTheOverrides_keepsTheErrors() {
        let source = Self.program + Self.overrides + Self.reads + "let preview = Factory(AppAssembly())\n"
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test func aScopedRoot_keepsTheErrors() {
        let source = Self.program + Self.overrides + Self.reads + """
            func preview() {
                Factory.withScopedRoot(AppAssembly()) { root in _ = root.network }
            }
            """
        #expect(errors(source).contains("tokens in NetworkKey"))
    }

    @Test func aFlowThatRegistersTheKeyItself_keepsItsError() {
        let source = Self.program + Self.overrides + Self.reads + "_ = app.beginFlow(CheckoutAssembly()).network\n"
        #expect(errors(source) == ["tokens in NetworkKey"])
    }

    @Test func aFlowBegunThroughAMethodReference_keepsItsError() {
        let source = Self.program + Self.overrides + Self.reads
            + "let begin: (any Assembly) -> Factory = app.beginFlow\n_ = begin(CheckoutAssembly()).network\n"
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test func aResetAnywhere_keepsTheErrors() {
        let source = Self.program + Self.overrides + Self.reads + "func logOut(_ factory: Factory) { factory.reset() }\n"
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test(arguments: [
        "let real = Factory.init(AppAssembly())\n_ = real.network\n",
        "let real: Factory = .init(AppAssembly())\n_ = real.network\n",
        "let make = Factory.init(assemblies:)\n_ = make([AppAssembly()]).network\n",
        "let other = type(of: app).init(AppAssembly())\n_ = other.network\n",
        "typealias Container = Factory\n_ = Container(AppAssembly()).network\n",
        "extension Factory { static func preview() -> Factory { Self(AppAssembly()) } }\n_ = Factory.preview().network\n",
    ])
    func aRootFactoryMadeInAnotherWay_keepsTheErrors(_ other: String) {
        let source = Self.program + Self.overrides + Self.reads + other
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test func aResetNotCalledWhereItIsNamed_keepsTheErrors() {
        let source = Self.program + Self.overrides + Self.reads + "[app].map(Factory.reset).forEach { $0() }\n_ = app.network\n"
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    /// A warm-up builds every async component: one that nothing names still runs.
    @Test func anAsyncComponentNothingNames_keepsItsError() {
        let source = Self.program.replacing("registry.register(SessionKey.self, .flow)", with: """
            registry.register(SessionKey.self, .flow)
                    registry.registerAsync(StoreKey.self) { values in
                        _ = values.tokens
                        return Store()
                    }
            """) + "final class Store: Sendable {}\nstruct StoreKey: InjectionKey { static func make(_ values: InjectedValues) -> Store { Store() } }\n"
            + Self.overrides + Self.reads
        #expect(errors(source) == ["tokens in StoreKey"])
    }

    @Test(arguments: [
        // A function of the app's named `resolve`, called with no receiver.
        "func resolve<K: InjectionKey>(_ key: K.Type, in values: InjectedValues) -> K.Value { K.make(values) }\n"
            + "struct ScreenKey: InjectionKey { static func make(_ values: InjectedValues) -> Network { resolve(NetworkKey.self, in: values) } }\n",
        // A method of the app's named `resolve`.
        "struct Direct { let values: InjectedValues; func resolve<K: InjectionKey>(_ key: K.Type) -> K.Value { K.make(values) } }\n"
            + "struct ScreenKey: InjectionKey { static func make(_ values: InjectedValues) -> Network { Direct(values: values).resolve(NetworkKey.self) } }\n",
        // A subscript of the app's.
        "struct Direct { let values: InjectedValues; subscript<K: InjectionKey>(key: K.Type) -> K.Value { K.make(values) } }\n"
            + "struct ScreenKey: InjectionKey { static func make(_ values: InjectedValues) -> Network { Direct(values: values)[NetworkKey.self] } }\n",
    ])
    func aResolverOfTheApps_keepsTheMakeItCalls(_ resolver: String) {
        let source = Self.program + Self.overrides + Self.reads + resolver + "_ = app[ScreenKey.self]\n"
        #expect(errors(source).contains("tokens in NetworkKey"))
    }

    /// Each key's make is the only code naming the key before it, so the override made first on the last
    /// makes every make unreached, one after another: judging every name again after each change took 140 s
    /// for 3,000 such keys in one file, and 36 s of processor time for 2,000 in a debug build.
    @Test func aLongChainOfMakesReachedOnlyThroughAnOverride_isFoundUnreachedInLinearTime() {
        let count = 2_500
        var source = "struct TokensKey: InterfaceKey { typealias Value = Int }\n"
            + "struct K0Key: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[TokensKey.self] } }\n"
        for index in 1..<count {
            source += "struct K\(index)Key: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[K\(index - 1)Key.self] } }\n"
        }
        source += "struct AppAssembly: Assembly {\n    func assemble(into registry: inout Registry) {\n"
        for index in 0..<count { source += "        registry.register(K\(index)Key.self, .singleton)\n" }
        source += "    }\n}\nlet app = Factory(AppAssembly())\napp.override(K\(count - 1)Key.self) { _ in 0 }\n_ = app[K\(count - 1)Key.self]\n"
        var found: [String] = []
        let seconds = threadCPUSeconds { found = diagnostics(source) }
        #expect(found.filter { $0.contains("error:") } == [])
        // Read outside the replaced code, the first key's make runs.
        #expect(diagnostics(source + "_ = app[K0Key.self]\n").filter { $0.contains("no live value for `TokensKey`") }.count == 1)
        #expect(seconds < BranchHazardTests.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    @Test func importingRivetTesting_keepsTheErrors() {
        let source = "import RivetTesting\n" + Self.program + Self.overrides + Self.reads
        #expect(Set(errors(source)) == ["tokens in NetworkKey", "tokens in TokenClient", "captive CacheKey"])
    }

    @Test func aMakeCalledDirectly_keepsItsError() {
        let source = Self.program + Self.overrides + Self.reads + "func build(_ values: InjectedValues) -> Network { NetworkKey.make(values) }\n"
        #expect(errors(source) == ["tokens in NetworkKey"])
    }

    @Test func anOverrideThatMakesTheMistakeItself_isAnError() {
        let source = Self.program + """
            let app = Factory(AppAssembly())
            app.override(NetworkKey.self) { values in
                _ = values.tokens
                return Network()
            }
            app.override(ClientKey.self) { _ in Client() }

            """ + Self.reads
        #expect(errors(source) == ["tokens in NetworkKey"])
    }

    @Test func aHostBuiltElsewhereToo_keepsItsError() {
        let source = Self.program + Self.overrides + Self.reads + "let client = app.withCurrent { TokenClient() }\n"
        #expect(errors(source) == ["tokens in TokenClient"])
    }

    @Test func aHostAFrameworkMayCreate_keepsItsError() {
        let program = Self.program.replacing("final class TokenClient {", with: "final class TokenClient: Base {")
            .replacing("final class Network {}", with: "final class Network {}\nclass Base {}")
        #expect(errors(program + Self.overrides + Self.reads) == ["tokens in TokenClient"])
    }

    /// `@main` on an extension runs the type's `main()`, which creates the host with `Self()`: its name is
    /// written only where it is declared.
    @Test func aHostWhoseExtensionIsTheEntryPoint_keepsItsError() {
        let source = Self.program + """
            struct Launcher {
                @Injected(\\.cache) var cache
                init() {}
                static func main() {
                    let app = Factory(AppAssembly())
                    app.override(NetworkKey.self) { _ in Network() }
                    app.override(ClientKey.self) { _ in Client() }
                    Factory.installRoot(app)
                    _ = Self().cache
                }
            }
            @main extension Launcher {}

            """
        #expect(errors(source) == ["captive CacheKey"])
    }

    @Test func aKeyReadOutsideTheReplacedCode_keepsItsError() {
        let source = Self.program + Self.overrides + Self.reads + "_ = app.cache\n"
        #expect(errors(source) == ["captive CacheKey"])
    }
}
