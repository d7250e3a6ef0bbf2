import Testing
@testable import RivetAnalysis

/// `rivet graph` and `rivet explain` on parameterized keys (their argument lifecycle), collection keys
/// (their contributions, as labelled edges) and hooks (labelled edges from the hooked key).
@Suite struct ParameterizedCollectionHookRenderingTests {
    static let app = """
        struct LoggerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Logger { Logger() }
        }
        struct UserDetailKey: ParameterizedKey {
            static func make(_ values: InjectedValues, _ id: Int) -> UserDetail { UserDetail(id: id, log: values[LoggerKey.self]) }
        }
        struct AvatarKey: ParameterizedKey {
            static func make(_ values: InjectedValues, _ id: Int) -> Avatar { Avatar(id) }
        }
        struct ConsoleSinkKey: InjectionKey {
            static func make(_ values: InjectedValues) -> any Sink { ConsoleSink() }
        }
        struct SinksKey: DictionaryKey {
            typealias EntryKey = String
            typealias Element = any Sink
        }
        struct MenuKey: ListKey { typealias Element = String }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(LoggerKey.self, .singleton)
                registry.register(UserDetailKey.self, .flow(keepingAtMost: 8))
                registry.contribute(SinksKey.self, at: "console", ConsoleSinkKey.self)
                registry.contribute(SinksKey.self, at: "remote") { values in RemoteSink(log: values[LoggerKey.self]) }
                registry.contribute(MenuKey.self) { _ in "Home" }
                registry.decorate(ConsoleSinkKey.self) { values, sink in LoggingSink(sink, log: values[LoggerKey.self]) }
                registry.register(ConsoleSinkKey.self)
            }
        }
        struct ProfileAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.contribute(MenuKey.self) { _ in "Profile" }
            }
        }
        let factory = Factory(AppAssembly())
        let profile = factory.beginFlow(ProfileAssembly())
        let detail = factory[UserDetailKey.self, 7]

        """

    static func analysis() -> Analysis {
        Analysis(files: [SourceFile(path: "App.swift", text: app)])
    }

    @Test func mermaid_showsArgumentLifecycles_contributionEdges_andHookEdges() {
        #expect(Self.analysis().graph(format: .mermaid) == """
            flowchart LR
                AvatarKey["AvatarKey<br/><i>transient (with an argument)</i>"]
                ConsoleSinkKey["ConsoleSinkKey<br/><i>transient</i>"]
                LoggerKey["LoggerKey<br/><i>singleton</i>"]
                MenuKey["MenuKey<br/><i>list of contributions</i>"]
                SinksKey["SinksKey<br/><i>dictionary of contributions</i>"]
                UserDetailKey["UserDetailKey<br/><i>flow-scoped per argument (at most 8)</i>"]
                ConsoleSinkKey -->|decorate| LoggerKey
                SinksKey -->|"at #quot;console#quot;"| ConsoleSinkKey
                SinksKey -->|"at #quot;remote#quot;"| LoggerKey
                UserDetailKey --> LoggerKey

            """)
    }

    @Test func dot_labelsTheSameEdges() {
        #expect(Self.analysis().graph(format: .dot) == #"""
            digraph Rivet {
                rankdir=LR;
                node [shape=box];
                "AvatarKey" [label="AvatarKey\ntransient (with an argument)"];
                "ConsoleSinkKey" [label="ConsoleSinkKey\ntransient"];
                "LoggerKey" [label="LoggerKey\nsingleton"];
                "MenuKey" [label="MenuKey\nlist of contributions"];
                "SinksKey" [label="SinksKey\ndictionary of contributions"];
                "UserDetailKey" [label="UserDetailKey\nflow-scoped per argument (at most 8)"];
                "ConsoleSinkKey" -> "LoggerKey" [label="decorate"];
                "SinksKey" -> "ConsoleSinkKey" [label="at \"console\""];
                "SinksKey" -> "LoggerKey" [label="at \"remote\""];
                "UserDetailKey" -> "LoggerKey";
            }

            """#)
    }

    @Test func explain_aDictionary_listsItsContributions_andWhichAreInForceInEachFactoryAndFlow() throws {
        #expect(try Self.analysis().explanation(of: "SinksKey") == """
            SinksKey (DictionaryKey) at App.swift:13
              make: its protocol's (no elements): the contributions make the collection
              isolation: none (not main-actor)
              accessors: sinks (generated)

            Registered
              nowhere: without a registration it is the contributions in force

            Contributed
              App.swift:22  at "console", by AppAssembly: ConsoleSinkKey's value
              App.swift:23  at "remote", by AppAssembly: a closure

            In force
              App.swift:34  factory = Factory(AppAssembly()): built from 2 contributions: by AppAssembly (App.swift:22), by AppAssembly (App.swift:23)
              App.swift:35  beginFlow(ProfileAssembly()): its assemblies do not register it; as in the factory it is begun from

            Resolved by
              nothing the analysis read

            Chains that reach it
              none: nothing the analysis read resolves it

            Resolves
              its contribution in AppAssembly (App.swift:22)
                App.swift:22  ConsoleSinkKey: values[ConsoleSinkKey.self]
              its contribution in AppAssembly (App.swift:23)
                App.swift:23  LoggerKey: values[LoggerKey.self]

            """)
    }

    @Test func explain_aList_contributedByAFlow_andAHookedKey_andAParameterizedKey() throws {
        #expect(try Self.analysis().explanation(of: "MenuKey") == """
            MenuKey (ListKey) at App.swift:17
              make: its protocol's (no elements): the contributions make the collection
              isolation: none (not main-actor)
              accessors: menu (generated)

            Registered
              nowhere: without a registration it is the contributions in force

            Contributed
              App.swift:24  by AppAssembly: a closure
              App.swift:31  by ProfileAssembly: a closure

            In force
              App.swift:34  factory = Factory(AppAssembly()): built from 1 contribution: by AppAssembly (App.swift:24)
              App.swift:35  beginFlow(ProfileAssembly()): 1 contribution of its own, added to those of the factory it is begun from: by ProfileAssembly (App.swift:31)

            Resolved by
              nothing the analysis read

            Chains that reach it
              none: nothing the analysis read resolves it

            Resolves
              its contribution in AppAssembly (App.swift:24): nothing
              its contribution in ProfileAssembly (App.swift:31): nothing

            """)
        #expect(try Self.analysis().explanation(of: "ConsoleSinkKey") == """
            ConsoleSinkKey (InjectionKey) at App.swift:10
              make: its own, at App.swift:11
              isolation: none (not main-actor)
              accessors: consoleSink (generated)

            Registered
              App.swift:26  transient, by AppAssembly

            Hooks (run on each new value, in the factory or flow whose assemblies add them)
              App.swift:25  decorate, by AppAssembly

            In force
              App.swift:34  factory = Factory(AppAssembly()): transient, registered by AppAssembly (App.swift:26); decorate at App.swift:25
              App.swift:35  beginFlow(ProfileAssembly()): its assemblies do not register it; as in the factory it is begun from

            Resolved by
              App.swift:22  SinksKey's contribution in AppAssembly: values[ConsoleSinkKey.self]

            Chains that reach it
              SinksKey -> ConsoleSinkKey

            Resolves
              its make (App.swift:11): nothing
              its registration in AppAssembly (App.swift:26): builds with its make
              its decorate in AppAssembly (App.swift:25)
                App.swift:25  LoggerKey: values[LoggerKey.self]

            """)
        #expect(try Self.analysis().explanation(of: "UserDetailKey") == """
            UserDetailKey (ParameterizedKey) at App.swift:4
              make: its own (with an argument), at App.swift:5
              isolation: none (not main-actor)
              accessors: none (resolved with its argument: factory[UserDetailKey.self, argument])

            Registered
              App.swift:21  flow-scoped per argument (at most 8), by AppAssembly

            In force
              App.swift:34  factory = Factory(AppAssembly()): flow-scoped per argument (at most 8), registered by AppAssembly (App.swift:21)
              App.swift:35  beginFlow(ProfileAssembly()): its assemblies do not register it; as in the factory it is begun from

            Resolved by
              App.swift:36  factory[UserDetailKey.self, …], on factory = Factory(AppAssembly())

            Chains that reach it
              factory[UserDetailKey.self, …] (App.swift:36) -> UserDetailKey

            Resolves
              its make (App.swift:5)
                App.swift:5  LoggerKey: values[LoggerKey.self]
              its registration in AppAssembly (App.swift:21): builds with its make

            """)
    }

    @Test func explainMermaid_drawsHowManyContributionsEachFactoryHas() throws {
        #expect(try Self.analysis().explanation(of: "SinksKey", format: .mermaid) == """
            flowchart LR
                ConsoleSinkKey["ConsoleSinkKey<br/><i>transient</i>"]
                LoggerKey["LoggerKey<br/><i>singleton</i>"]
                SinksKey["SinksKey<br/><i>dictionary of contributions</i>"]
                ConsoleSinkKey -->|decorate| LoggerKey
                SinksKey -->|"at #quot;console#quot;"| ConsoleSinkKey
                SinksKey -->|"at #quot;remote#quot;"| LoggerKey
                factory1(["factory = Factory(AppAssembly())"])
                factory1 -.->|2 contributions| SinksKey
                style SinksKey stroke-width:3px

            """)
    }
}
