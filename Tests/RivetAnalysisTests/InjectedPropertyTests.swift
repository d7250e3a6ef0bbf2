import Testing
@testable import RivetAnalysis

/// A type built in a `make` or a registration resolves its `@Injected` properties as it is initialised,
/// from the factory that is building: those are dependencies of the key too.
@Suite struct InjectedPropertyTests {
    static let presenter = contractKeys + """
        final class UsersPresenter {
            @Injected(\\.usersRepository) var repository
            @Injected(\\.logger) var logger
            @LazyInjected(\\.session) var session
            init(title: String) {}
        }
        struct UsersPresenterKey: InjectionKey {
            static func make(_ values: InjectedValues) -> UsersPresenter { UsersPresenter(title: "Users") }
        }

        """

    @Test func graph_drawsAnArrowToEachInjectedProperty_butNotToLazyOnes() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: Self.presenter)])
        #expect(analysis.graph(format: .mermaid) == """
            flowchart LR
                APIClientKey["APIClientKey<br/><i>transient</i>"]
                LoggerKey["LoggerKey<br/><i>transient</i>"]
                SessionKey["SessionKey<br/><i>transient</i>"]
                UsersPresenterKey["UsersPresenterKey<br/><i>transient</i>"]
                UsersRepositoryKey["UsersRepositoryKey<br/><i>transient</i>"]
                APIClientKey --> LoggerKey
                UsersPresenterKey --> LoggerKey
                UsersPresenterKey --> UsersRepositoryKey
                UsersRepositoryKey --> APIClientKey
                UsersRepositoryKey --> LoggerKey

            """)
    }

    @Test func cycleThroughAnInjectedProperty_isReportedAtTheProperty() {
        let source = Self.presenter + """
            final class Dashboard {
                @Injected(\\.audit) var audit
            }
            struct DashboardKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Dashboard { Dashboard() }
            }
            struct AuditKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Audit { Audit(dashboard: values[DashboardKey.self]) }
            }
            extension InjectedValues {
                var audit: Audit { self[AuditKey.self] }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:37:17: error: Rivet: dependency cycle: `DashboardKey` needs itself (DashboardKey -> AuditKey -> DashboardKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func singletonBuildingAHostThatInjectsAFlowScopedKey_isACaptive() {
        let source = Self.presenter + """
            final class SessionBanner {
                @Injected(\\.session) var session
            }
            struct BannerKey: InjectionKey {
                static func make(_ values: InjectedValues) -> SessionBanner { SessionBanner() }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(BannerKey.self, .singleton)
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:40:67: error: Rivet: singleton `BannerKey` depends on flow-scoped `SessionKey` (BannerKey -> SessionKey); make BannerKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func hostsDeclaredTwiceOrInjectingUnderPoundIf_addNothing() {
        let source = Self.presenter + """
            enum Admin {
                final class UsersPresenter {
                    @Injected(\\.audit) var audit
                }
            }
            final class Banner {
                #if DEBUG
                @Injected(\\.banner) var banner
                #endif
            }
            struct BannerKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Banner { Banner() }
            }
            """
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.diagnostics == [])
        #expect(!analysis.graph(format: .mermaid).contains("UsersPresenterKey -->"))
        #expect(!analysis.graph(format: .mermaid).contains("BannerKey -->"))
    }
}
