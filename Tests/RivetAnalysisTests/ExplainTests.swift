import Testing
@testable import RivetAnalysis

@Suite struct ExplainTests {
    /// The contract's keys, an app whose two root factories and two flows register `SessionKey`
    /// differently, a presenter that injects it, and a test that overrides it.
    static let sources = [
        "Keys.swift": contractKeys + """
            enum Login {
                struct TokenKey: InterfaceKey {
                    typealias Value = String
                }
            }

            @MainActor
            struct ClockKey: @MainActor InjectionKey {
                static func make(_ values: InjectedValues) -> Int { 7 }
            }

            final class UsersPresenter {
                @Injected(\\.usersRepository) var users
                @LazyInjected(\\.session) var session
            }

            """,
        "Assemblies.swift": """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .singleton)
                    registry.register(SessionKey.self, .flow)
                    registry.register(UsersRepositoryKey.self) { values in RemoteUsersRepository(api: values.apiClient, log: values.logger) }
                }
            }

            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .singleton)
                }
            }

            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(Login.TokenKey.self) { values in Token(session: values[SessionKey.self]) }
                    registry.register(SessionKey.self, .graph)
                }
            }

            """,
        "main.swift": """
            let debug = Factory(AppAssembly(), DebugAssembly())
            let app = Factory(AppAssembly())
            let login = app.beginFlow(LoginAssembly())
            let other = app.beginFlow()
            let users = app.usersRepository
            let presenter = UsersPresenter()

            """,
        "Tests.swift": """
            func testSession(factory: Factory) {
                factory.override(SessionKey.self) { _ in Session() }
            }

            """,
    ]

    static func explain(_ name: String, format: ExplanationFormat = .text) throws(UnknownKeyError) -> String {
        let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return try Analysis(files: files).explanation(of: name, format: format)
    }

    /// The explanation of `name` in a program of one file, `App.swift`.
    static func explain(_ name: String, in source: String, format: ExplanationFormat = .text) throws(UnknownKeyError) -> String {
        try Analysis(files: [SourceFile(path: "App.swift", text: source)]).explanation(of: name, format: format)
    }

    @Test func text_showsEachRegistration_andWhichWinsInEachRootFactoryAndFlow() throws {
        // The later assembly's registration wins in `debug`; the flow's own wins inside it; a flow with no
        // assembly resolves as its parent; the override is listed, and where it applies.
        #expect(try Self.explain("SessionKey") == #"""
            SessionKey (InjectionKey) at Keys.swift:11
              make: its own, at Keys.swift:12
              isolation: none (not main-actor)
              accessors: session

            Registered
              Assemblies.swift:4  flow-scoped, by AppAssembly
              Assemblies.swift:11  singleton, by DebugAssembly
              Assemblies.swift:18  graph-scoped, by LoginAssembly
              Tests.swift:2  override, keeps the lifecycle in force

            In force
              main.swift:1  debug = Factory(AppAssembly(), DebugAssembly()): singleton, registered by DebugAssembly (Assemblies.swift:11)
              main.swift:2  app = Factory(AppAssembly()): flow-scoped, registered by AppAssembly (Assemblies.swift:4)
              main.swift:3  beginFlow(LoginAssembly()): graph-scoped, registered by LoginAssembly (Assemblies.swift:18)
              main.swift:4  beginFlow(): no assembly of its own; as in the factory it is begun from
              an override replaces it in the factory it is made on, and in that factory's flows that do not register the key

            Resolved by
              Assemblies.swift:17  TokenKey's registration in LoginAssembly: values[SessionKey.self]
              Keys.swift:40  @LazyInjected(\.session) in UsersPresenter

            Chains that reach it
              @LazyInjected(\.session) in UsersPresenter (Keys.swift:40) -> SessionKey
              TokenKey -> SessionKey

            Resolves
              its make (Keys.swift:12): nothing
              its registration in AppAssembly (Assemblies.swift:4): builds with its make
              its registration in DebugAssembly (Assemblies.swift:11): builds with its make
              its registration in LoginAssembly (Assemblies.swift:18): builds with its make
              its override (Tests.swift:2): nothing

            """#)
    }

    @Test func text_interfaceKeyRegisteredOnlyInAFlow_hasNothingToBuildItInTheRoots() throws {
        #expect(try Self.explain("Login.TokenKey") == """
            Login.TokenKey (InterfaceKey) at Keys.swift:28
              make: none (an interface key: a registration must supply the value)
              isolation: none (not main-actor)
              accessors: token (generated)

            Registered
              Assemblies.swift:17  transient, by LoginAssembly

            In force
              main.swift:1  debug = Factory(AppAssembly(), DebugAssembly()): no assembly registers it: nothing can build it (an interface key with no make)
              main.swift:2  app = Factory(AppAssembly()): no assembly registers it: nothing can build it (an interface key with no make)
              main.swift:3  beginFlow(LoginAssembly()): transient, registered by LoginAssembly (Assemblies.swift:17)
              main.swift:4  beginFlow(): no assembly of its own; as in the factory it is begun from

            Resolved by
              nothing the analysis read

            Chains that reach it
              none: nothing the analysis read resolves it

            Resolves
              its registration in LoginAssembly (Assemblies.swift:17)
                Assemblies.swift:17  SessionKey: values[SessionKey.self]

            """)
    }

    @Test func text_listsInjectedPropertiesAndFactoryConstants_andWhatEachBuildResolves() throws {
        #expect(try Self.explain("UsersRepositoryKey") == #"""
            UsersRepositoryKey (InjectionKey) at Keys.swift:15
              make: its own, at Keys.swift:16
              isolation: none (not main-actor)
              accessors: usersRepository

            Registered
              Assemblies.swift:5  transient, by AppAssembly

            In force
              main.swift:1  debug = Factory(AppAssembly(), DebugAssembly()): transient, registered by AppAssembly (Assemblies.swift:5)
              main.swift:2  app = Factory(AppAssembly()): transient, registered by AppAssembly (Assemblies.swift:5)
              main.swift:3  beginFlow(LoginAssembly()): its assemblies do not register it; as in the factory it is begun from
              main.swift:4  beginFlow(): no assembly of its own; as in the factory it is begun from

            Resolved by
              Keys.swift:39  @Injected(\.usersRepository) in UsersPresenter
              main.swift:5  app.usersRepository, on app = Factory(AppAssembly())

            Chains that reach it
              @Injected(\.usersRepository) in UsersPresenter (Keys.swift:39) -> UsersRepositoryKey
              app.usersRepository (main.swift:5) -> UsersRepositoryKey

            Resolves
              its make (Keys.swift:16)
                Keys.swift:17  APIClientKey: values.apiClient
                Keys.swift:17  LoggerKey: values.logger
              its registration in AppAssembly (Assemblies.swift:5)
                Assemblies.swift:5  APIClientKey: values.apiClient
                Assemblies.swift:5  LoggerKey: values.logger

            """#)
    }

    @Test func text_unregisteredMainActorKey_isTransientWithItsOwnMakeEverywhere() throws {
        #expect(try Self.explain("ClockKey") == """
            ClockKey (InjectionKey) at Keys.swift:34
              make: its own, at Keys.swift:35
              isolation: main actor
              accessors: clock (generated)

            Registered
              nowhere: without a registration it is transient, built by its own make

            In force
              main.swift:1  debug = Factory(AppAssembly(), DebugAssembly()): no assembly registers it: transient, built by its own make
              main.swift:2  app = Factory(AppAssembly()): no assembly registers it: transient, built by its own make
              main.swift:3  beginFlow(LoginAssembly()): its assemblies do not register it; as in the factory it is begun from
              main.swift:4  beginFlow(): no assembly of its own; as in the factory it is begun from

            Resolved by
              nothing the analysis read

            Chains that reach it
              none: nothing the analysis read resolves it

            Resolves
              its make (Keys.swift:35): nothing

            """)
    }

    /// The async fixture: a root that warms up, a flow that registers the keychain `.flow`, and a test that
    /// overrides the database asynchronously.
    static let asyncProgram = asyncKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(KeychainKey.self)
                registry.registerAsync(DatabaseKey.self, .singleton)
            }
        }
        struct VaultAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(KeychainKey.self, .flow) { _ in try await Keychain.unlockVault() }
            }
        }
        func launch() async throws {
            let factory = Factory(AppAssembly())
            let database = try await factory.resolve(DatabaseKey.self)
            let vault = factory.beginFlow(VaultAssembly())
        }
        func test(factory: Factory) {
            factory.overrideAsync(DatabaseKey.self) { _ in try await InMemoryDatabase() }
        }

        """

    @Test func text_asyncKey_showsItsAsyncMake_asyncLifecycles_andAwaitedResolutions() throws {
        #expect(try Self.explain("DatabaseKey", in: Self.asyncProgram) == """
            DatabaseKey (AsyncInjectionKey) at App.swift:7
              make: its own (async), at App.swift:8
              isolation: none (not main-actor)
              accessors: database

            Registered
              App.swift:33  async singleton, by AppAssembly
              App.swift:47  override, async, keeps the lifecycle in force if flow-scoped, else singleton

            In force
              App.swift:42  factory = Factory(AppAssembly()): async singleton, registered by AppAssembly (App.swift:33)
              App.swift:44  beginFlow(VaultAssembly()): its assemblies do not register it; as in the factory it is begun from
              an override replaces it in the factory it is made on, and in that factory's flows that do not register the key

            Resolved by
              App.swift:18  UsersRepositoryKey's make: values.database
              App.swift:43  await factory.resolve(DatabaseKey.self), on factory = Factory(AppAssembly())

            Chains that reach it
              await factory.resolve(DatabaseKey.self) (App.swift:43) -> DatabaseKey
              UsersRepositoryKey -> DatabaseKey

            Resolves
              its make (App.swift:8)
                App.swift:9  ConfigurationKey: values.configuration
                App.swift:9  KeychainKey: await values.resolve(KeychainKey.self)
              its registration in AppAssembly (App.swift:33): builds with its make
              its override (App.swift:47): nothing

            """)
    }

    @Test func mermaid_asyncKey_marksAwaitedArrows() throws {
        #expect(try Self.explain("KeychainKey", in: Self.asyncProgram, format: .mermaid) == """
            flowchart LR
                DatabaseKey["DatabaseKey<br/><i>async singleton</i>"]
                KeychainKey["KeychainKey<br/><i>async singleton / async flow-scoped</i>"]
                UsersRepositoryKey["UsersRepositoryKey<br/><i>transient</i>"]
                DatabaseKey -->|await| KeychainKey
                UsersRepositoryKey --> DatabaseKey
                factory1(["factory = Factory(AppAssembly())"])
                flow2(["beginFlow(VaultAssembly())"])
                factory1 -->|await| DatabaseKey
                factory1 -.->|async singleton| KeychainKey
                flow2 -.->|async flow-scoped| KeychainKey
                style KeychainKey stroke-width:3px

            """)
    }

    @Test func inForce_unreadAssemblies_cannotTell_unlessALaterReadAssemblyRegistersTheKey() throws {
        let text = try Self.explain("SessionKey", in: Self.unread)
        #expect(text.contains("""
            Registered
              App.swift:29  flow-scoped, by AppAssembly
              App.swift:35  singleton, by DebugAssembly, on some paths only

            In force
              App.swift:39  first = Factory(AppAssembly(), DebugAssembly()): cannot tell: `DebugAssembly` registers in a way the analysis does not follow (a registration inside a loop, a closure or a block it cannot name)
              App.swift:40  second = Factory(DebugAssembly(), AppAssembly()): flow-scoped, registered by AppAssembly (App.swift:29)
              App.swift:41  third = Factory(AppAssembly(), RemoteAssembly()): cannot tell: `RemoteAssembly` is not declared in these sources
              App.swift:42  fourth = Factory(…): cannot tell: its assemblies are not all written `Name(…)`

            """))
    }

    @Test func chains_startAtFactoryConstantsInjectedPropertiesAndUnresolvedKeys_shortestFirst_atMostFive() throws {
        let text = try Self.explain("TargetKey", in: Self.fan)
        #expect(text.contains("""
            Chains that reach it (the 5 shortest of 7)
              factory[Top7Key.self] (App.swift:32) -> Top7Key -> TargetKey
              Top1Key -> TargetKey
              Top2Key -> TargetKey
              Top3Key -> TargetKey
              Top4Key -> TargetKey

            """))
        #expect(try Self.explain("CKey", in: Self.chain).contains(#"""
            Chains that reach it
              @Injected(\.b) in Presenter (App.swift:25) -> BKey -> CKey
              AKey -> BKey -> CKey

            """#))
    }

    @Test func lookup_acceptsTheTypeNameQualifiedNameOrAccessor() throws {
        let byType = try Self.explain("SessionKey")
        #expect(try Self.explain("session") == byType)
        #expect(try Self.explain(#"\.session"#) == byType)
        #expect(try Self.explain("SessionKey.self") == byType)
        #expect(try Self.explain("TokenKey") == Self.explain("Login.TokenKey"))
        #expect(throws: UnknownKeyError.self) { try Self.explain("Signup.TokenKey") }
    }

    @Test func unknownKey_namesIt_andSuggestsSimilarNames() {
        #expect(throws: UnknownKeyError(name: "Sesion", suggestions: ["SessionKey", "session"], ambiguousDeclarations: [])) {
            try Self.explain("Sesion")
        }
        #expect(throws: UnknownKeyError(name: "userRepository", suggestions: ["UsersRepositoryKey", "usersRepository"], ambiguousDeclarations: [])) {
            try Self.explain("userRepository")
        }
        #expect(UnknownKeyError(name: "Sesion", suggestions: ["SessionKey", "session"], ambiguousDeclarations: []).description
            == "no key or accessor `Sesion` in these sources; did you mean `SessionKey`, `session`?")
        #expect(UnknownKeyError(name: "PaymentKey", suggestions: [], ambiguousDeclarations: []).description
            == "no key or accessor `PaymentKey` in these sources")
    }

    @Test func keyDeclaredTwice_isAmbiguous_withBothPlaces() {
        let source = """
            enum A { struct TokenKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 1 } } }
            enum B { struct TokenKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 2 } } }
            """
        #expect(throws: UnknownKeyError(name: "TokenKey", suggestions: [], ambiguousDeclarations: ["App.swift:1", "App.swift:2"])) {
            try Self.explain("TokenKey", in: source)
        }
        #expect(UnknownKeyError(name: "TokenKey", suggestions: [], ambiguousDeclarations: ["App.swift:1", "App.swift:2"]).description
            == "`TokenKey` is declared more than once (App.swift:1, App.swift:2); the analysis cannot tell which one code means, so it explains neither")
    }

    @Test func mermaid_drawsDependentsUpToTheirStart_dependenciesTwoLevelsDown_andEachRegisteringFactory() throws {
        #expect(try Self.explain("CKey", in: Self.chain, format: .mermaid) == #"""
            flowchart LR
                AKey["AKey<br/><i>transient</i>"]
                BKey["BKey<br/><i>transient</i>"]
                CKey["CKey<br/><i>singleton</i>"]
                DKey["DKey<br/><i>transient</i>"]
                EKey["EKey<br/><i>transient</i>"]
                AKey --> BKey
                BKey --> CKey
                CKey --> DKey
                DKey --> EKey
                factory1(["factory = Factory(AppAssembly())"])
                type_Presenter{{"Presenter<br/><i>@Injected(\.b)</i>"}}
                factory1 -.->|singleton| CKey
                type_Presenter --> BKey
                style CKey stroke-width:3px

            """#)
        #expect(try Self.explain("SessionKey", format: .mermaid) == #"""
            flowchart LR
                SessionKey["SessionKey<br/><i>flow-scoped / singleton / graph-scoped</i>"]
                TokenKey["TokenKey<br/><i>transient</i>"]
                TokenKey --> SessionKey
                factory1(["debug = Factory(AppAssembly(), DebugAssembly())"])
                factory2(["app = Factory(AppAssembly())"])
                flow3(["beginFlow(LoginAssembly())"])
                type_UsersPresenter{{"UsersPresenter<br/><i>@LazyInjected(\.session)</i>"}}
                factory1 -.->|singleton| SessionKey
                factory2 -.->|flow-scoped| SessionKey
                flow3 -.->|graph-scoped| SessionKey
                type_UsersPresenter --> SessionKey
                style SessionKey stroke-width:3px

            """#)
    }

    /// Seven keys resolve `TargetKey`, and one of them is resolved through a factory constant.
    static let fan = (1...7).map { n in
        """
        struct Top\(n)Key: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { values[TargetKey.self] }
        }

        """
    }.joined() + """
        struct TargetKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { 1 }
        }

        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {}
        }

        func run() {
            let factory = Factory(AppAssembly())
            let top = factory[Top7Key.self]
        }

        """

    /// Root factories whose assemblies the analysis cannot read whole.
    static let unread = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
            }
        }

        struct DebugAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                for _ in 0..<count { registry.register(SessionKey.self, .singleton) }
            }
        }

        let first = Factory(AppAssembly(), DebugAssembly())
        let second = Factory(DebugAssembly(), AppAssembly())
        let third = Factory(AppAssembly(), RemoteAssembly())
        let fourth = Factory(assemblies: makeAssemblies())

        """

    /// `AKey -> BKey -> CKey -> DKey -> EKey`, with a presenter that injects `BKey`.
    static let chain = """
        struct AKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { values.b }
        }
        struct BKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { values[CKey.self] }
        }
        struct CKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { values[DKey.self] }
        }
        struct DKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { values[EKey.self] }
        }
        struct EKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { 1 }
        }
        extension InjectedValues {
            var b: Int { self[BKey.self] }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(CKey.self, .singleton)
            }
        }
        final class Presenter {
            @Injected(\\.b) var b
        }
        let factory = Factory(AppAssembly())

        """
}
