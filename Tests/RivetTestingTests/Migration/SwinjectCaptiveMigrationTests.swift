import Rivet
import RivetTesting
import Testing

// FromSwinject.md, "Scopes": a singleton that needs a flow's state. Swinject builds a `.container` service
// with the resolver of the container that first asks for it; Rivet builds a singleton where it is registered.

extension SwinjectMigration {
    final class SessionAuditor: Sendable {
        let session: FlowSession
        init(session: FlowSession) { self.session = session }
    }

    struct SessionAuditorKey: InjectionKey {
        static func make(_ values: InjectedValues) -> SessionAuditor {
            SessionAuditor(session: values[FlowSessionKey.self])
        }
    }

    struct AuditAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(SessionAuditorKey.self, .singleton)
        }
    }

    @Suite struct CaptiveDependencyTests {
        @Test func singleton_isBuiltInTheFactoryThatRegistersIt_andNeverSeesAFlowsSession() {
            let factory = Factory(AppAssembly(), AuditAssembly())
            let login = factory.beginFlow(FlowAssembly())
            #expect(login[SessionAuditorKey.self].session !== login[FlowSessionKey.self])
        }

        @Test func singletonNeedingAFlowScopedSession_isACaptiveDependency() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let factory = Factory(AppAssembly(), FlowAssembly(), AuditAssembly())
                let login = factory.beginFlow()
                _ = login[SessionAuditorKey.self]
            }
            let captive = RivetError.captiveDependency(
                singleton: "SessionAuditorKey", flowScoped: "FlowSessionKey", chain: ["SessionAuditorKey", "FlowSessionKey"]
            )
            #expect(result?.rivetMessage == captive.description)
        }
    }
}
