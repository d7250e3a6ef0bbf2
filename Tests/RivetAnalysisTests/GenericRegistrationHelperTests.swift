import Testing
@testable import RivetAnalysis

/// Registering functions generic over their key, as Koin-style modules write them: each call registers the key
/// it is given, with the lifecycle the function writes or is given, so the assembly is judged whole.
@Suite struct GenericRegistrationHelperTests {
    static let keys = """
        final class Session {}
        final class Client { init(_ session: Session) {} }
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }
        struct ClientKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Client { Client(values[SessionKey.self]) }
        }

        """

    static func program(helpers: String, module: String) -> [String: String] {
        [
            "Keys.swift": keys,
            "Helpers.swift": helpers,
            "Module.swift": "struct NetworkModule: Assembly {\n    func assemble(into registry: inout Registry) {\n" + module + "    }\n}\n",
            "main.swift": "let factory = Factory(NetworkModule())\nlet flow = factory.beginFlow()\n_ = flow[ClientKey.self]\n",
        ]
    }

    static let captive = "Keys.swift:7:67: error: Rivet: singleton `ClientKey` depends on flow-scoped `SessionKey` (ClientKey -> SessionKey); make ClientKey flow-scoped or resolve SessionKey lazily inside the flow."

    @Test func aHelperThatRegistersItsKeyParameter_withALifecycleOfItsOwn_registersEachKeyItIsGiven() {
        let helpers = """
            func single<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { registry.register(key, .singleton) }
            func scoped<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { registry.register(key, .flow) }
            """
        let wrong = Self.program(helpers: helpers, module: "        scoped(SessionKey.self, into: &registry)\n        single(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(wrong) == [Self.captive])
        #expect(notes(wrong) == [])
        let right = Self.program(helpers: helpers, module: "        scoped(SessionKey.self, into: &registry)\n        scoped(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(right) == [])
        #expect(notes(right) == [])
    }

    @Test func aHelperGivenTheLifecycle_orWritingTheGenericType_registersWhatTheCallSays() {
        let helpers = """
            enum Modules {
                static func add<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle, to registry: inout Registry) {
                    registry.register(K.self, lifecycle)
                }
            }
            """
        let wrong = Self.program(helpers: helpers, module: "        Modules.add(SessionKey.self, .flow, to: &registry)\n        Modules.add(ClientKey.self, .singleton, to: &registry)\n")
        #expect(diagnostics(wrong) == [Self.captive])
        let right = Self.program(helpers: helpers, module: "        Modules.add(SessionKey.self, .flow, to: &registry)\n        Modules.add(ClientKey.self, .transient, to: &registry)\n")
        #expect(diagnostics(right) == [])
        #expect(notes(right) == [])
    }

    @Test func aCallWhoseKeyOrLifecycleIsNotWrittenOut_leavesTheAssemblyUnread() {
        let helpers = """
            func add<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry) { registry.register(key, lifecycle) }
            """
        let module = "        let lifecycle = Lifecycle.singleton\n        add(SessionKey.self, .flow, into: &registry)\n        add(ClientKey.self, lifecycle, into: &registry)\n"
        #expect(notes(Self.program(helpers: helpers, module: module)).contains { $0.contains("`add(…)`, whose key, lifecycle or `make` argument is not written as `K.self`, a case or a closure") })
    }

    @Test func aHelperCallingAHelperWithItsOwnKeyParameter_registersEachKeyItIsGiven() {
        // `singleton(_:into:)` passes its `K.self` on to `single(_:_:into:)`, `scoped` its `key`: each of their calls
        // registers its key.
        let helpers = """
            func single<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry) { registry.register(key, lifecycle) }
            func singleton<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { single(K.self, .singleton, into: &registry) }
            func scoped<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { single(key, .flow, into: &registry) }
            """
        let wrong = Self.program(helpers: helpers, module: "        scoped(SessionKey.self, into: &registry)\n        singleton(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(wrong) == [Self.captive])
        let right = Self.program(helpers: helpers, module: "        scoped(SessionKey.self, into: &registry)\n        scoped(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(right) == [])
        #expect(notes(right) == [])
    }

    @Test func aHelperCallingItself_isReadWithoutEnd() {
        let helpers = "func again<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { again(K.self, into: &registry); registry.register(K.self, .flow) }\n"
        _ = diagnostics(Self.program(helpers: helpers, module: "        again(SessionKey.self, into: &registry)\n"))
    }

    @Test func aHelperHandingOnItsMakeClosure_registersWithTheClosureEachCallPasses_besideAnOverloadWithout() {
        let helpers = """
            func declare<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry) {
                registry.register(key, lifecycle)
            }
            func declare<K: InjectionKey>(
                _ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry,
                make: @escaping @Sendable (InjectedValues) -> K.Value
            ) {
                registry.register(key, lifecycle, make: make)
            }
            """
        let module = """
                    declare(SessionKey.self, .flow, into: &registry)
                    declare(ClientKey.self, .singleton, into: &registry) { values in Client(values[SessionKey.self]) }

            """
        let wrong = Self.program(helpers: helpers, module: module)
        #expect(diagnostics(wrong) == [
            "Module.swift:4:81: error: Rivet: singleton `ClientKey` depends on flow-scoped `SessionKey` (ClientKey -> SessionKey); make ClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
        #expect(notes(wrong) == [])
        let sites = Analysis(files: wrong.map { SourceFile(path: $0.key, text: $0.value) }).sites
        #expect(sites.filter { $0.path == "Module.swift" && !$0.isAttributed }.map(\.listing) == [])
    }

    @Test func aHelpersDefaultLifecycle_andOverloadsTellByLabel_registerWhatTheCallMeans() {
        let defaulted = """
            func provide<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle = .singleton, into registry: inout Registry) {
                registry.register(key, lifecycle)
            }
            """
        let wrong = Self.program(helpers: defaulted, module: "        provide(SessionKey.self, .flow, into: &registry)\n        provide(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(wrong) == [Self.captive])
        #expect(notes(wrong) == [])
        let labelled = """
            func provide<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) { registry.register(key, .singleton) }
            func provide<K: InjectionKey>(perFlow key: K.Type, into registry: inout Registry) { registry.register(key, .flow) }
            """
        let right = Self.program(helpers: labelled, module: "        provide(perFlow: SessionKey.self, into: &registry)\n        provide(perFlow: ClientKey.self, into: &registry)\n")
        #expect(diagnostics(right) == [])
        #expect(notes(right) == [])
        let captive = Self.program(helpers: labelled, module: "        provide(perFlow: SessionKey.self, into: &registry)\n        provide(ClientKey.self, into: &registry)\n")
        #expect(diagnostics(captive) == [Self.captive])
    }

    @Test func aHelperHandingBothItsKeyAndItsMakeToAnother_registersEachCallsKeyWithItsClosure() {
        let helpers = """
            func define<K: InjectionKey>(
                _ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry, make: @escaping @Sendable (InjectedValues) -> K.Value
            ) {
                registry.register(key, lifecycle, make: make)
            }
            func single<K: InjectionKey>(_ key: K.Type, into registry: inout Registry, make: @escaping @Sendable (InjectedValues) -> K.Value) {
                define(key, .singleton, into: &registry, make: make)
            }
            func scoped<K: InjectionKey>(_ key: K.Type, into registry: inout Registry, make: @escaping @Sendable (InjectedValues) -> K.Value) {
                define(key, .flow, into: &registry, make: make)
            }
            """
        let module = """
                    scoped(SessionKey.self, into: &registry) { _ in Session() }
                    single(ClientKey.self, into: &registry) { values in Client(values[SessionKey.self]) }

            """
        #expect(diagnostics(Self.program(helpers: helpers, module: module)) == [
            "Module.swift:4:68: error: Rivet: singleton `ClientKey` depends on flow-scoped `SessionKey` (ClientKey -> SessionKey); make ClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
        #expect(notes(Self.program(helpers: helpers, module: module)) == [])
    }

    @Test func aHelperPassingOnItsDefaultedLifecycle_andAClosureDefaultBeforeMake_registersWhatEachCallMeans() {
        let helpers = """
            func define<K: InjectionKey>(
                _ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry, make: @escaping @Sendable (InjectedValues) -> K.Value
            ) {
                registry.register(key, lifecycle, make: make)
            }
            func component<K: InjectionKey>(
                _ key: K.Type, _ lifecycle: Lifecycle = .singleton, into registry: inout Registry,
                onCreate: ((K.Value) -> Void)? = nil, make: @escaping @Sendable (InjectedValues) -> K.Value
            ) {
                define(key, lifecycle, into: &registry, make: make)
            }
            """
        let module = """
                    component(SessionKey.self, .flow, into: &registry) { _ in Session() }
                    component(ClientKey.self, into: &registry) { values in Client(values[SessionKey.self]) }

            """
        // The trailing closure is `make` (the `onCreate` before it has a default); the client's lifecycle is the default.
        #expect(diagnostics(Self.program(helpers: helpers, module: module)) == [
            "Module.swift:4:71: error: Rivet: singleton `ClientKey` depends on flow-scoped `SessionKey` (ClientKey -> SessionKey); make ClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
        #expect(notes(Self.program(helpers: helpers, module: module)) == [])
    }
}
