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
}
