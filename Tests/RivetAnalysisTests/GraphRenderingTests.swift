import Testing
@testable import RivetAnalysis

@Suite struct GraphRenderingTests {
    static let app = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(LoggerKey.self, .singleton)
                registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
                registry.register(SessionKey.self, .flow)
                registry.register(UsersRepositoryKey.self)
            }
        }
        struct DebugAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .singleton)
            }
        }
        """

    static func analysis() -> Analysis {
        Analysis(files: [SourceFile(path: "App.swift", text: app)])
    }

    @Test func mermaid_listsEachKeyWithItsLifecycles_andEachDependency() {
        #expect(Self.analysis().graph(format: .mermaid) == """
            flowchart LR
                APIClientKey["APIClientKey<br/><i>singleton</i>"]
                LoggerKey["LoggerKey<br/><i>singleton</i>"]
                SessionKey["SessionKey<br/><i>flow-scoped / singleton</i>"]
                UsersRepositoryKey["UsersRepositoryKey<br/><i>transient</i>"]
                APIClientKey --> LoggerKey
                UsersRepositoryKey --> APIClientKey
                UsersRepositoryKey --> LoggerKey

            """)
    }

    @Test func dot_drawsTheSameGraph() {
        #expect(Self.analysis().graph(format: .dot) == #"""
            digraph Rivet {
                rankdir=LR;
                node [shape=box];
                "APIClientKey" [label="APIClientKey\nsingleton"];
                "LoggerKey" [label="LoggerKey\nsingleton"];
                "SessionKey" [label="SessionKey\nflow-scoped / singleton"];
                "UsersRepositoryKey" [label="UsersRepositoryKey\ntransient"];
                "APIClientKey" -> "LoggerKey";
                "UsersRepositoryKey" -> "APIClientKey";
                "UsersRepositoryKey" -> "LoggerKey";
            }

            """#)
    }

    static let asyncApp = asyncKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(KeychainKey.self, .flow)
                registry.registerAsync(DatabaseKey.self)
                registry.register(UsersRepositoryKey.self, .singleton)
            }
        }
        """

    @Test func asyncComponents_areLabelledAsync_andAwaitedDependenciesMarked() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: Self.asyncApp)])
        #expect(analysis.graph(format: .mermaid) == """
            flowchart LR
                ConfigurationKey["ConfigurationKey<br/><i>transient</i>"]
                DatabaseKey["DatabaseKey<br/><i>async singleton</i>"]
                KeychainKey["KeychainKey<br/><i>async flow-scoped</i>"]
                UsersRepositoryKey["UsersRepositoryKey<br/><i>singleton</i>"]
                DatabaseKey --> ConfigurationKey
                DatabaseKey -->|await| KeychainKey
                UsersRepositoryKey --> DatabaseKey

            """)
        #expect(analysis.graph(format: .dot) == #"""
            digraph Rivet {
                rankdir=LR;
                node [shape=box];
                "ConfigurationKey" [label="ConfigurationKey\ntransient"];
                "DatabaseKey" [label="DatabaseKey\nasync singleton"];
                "KeychainKey" [label="KeychainKey\nasync flow-scoped"];
                "UsersRepositoryKey" [label="UsersRepositoryKey\nsingleton"];
                "DatabaseKey" -> "ConfigurationKey";
                "DatabaseKey" -> "KeychainKey" [label="await"];
                "UsersRepositoryKey" -> "DatabaseKey";
            }

            """#)
    }

    @Test func anAsyncKeyNothingRegisters_saysSo() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: asyncKeys)])
        #expect(analysis.graph(format: .mermaid).contains(#"KeychainKey["KeychainKey<br/><i>async, not registered</i>"]"#))
    }
}
