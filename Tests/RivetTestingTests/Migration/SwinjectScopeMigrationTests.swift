import Rivet
import Testing

// FromSwinject.md, "Scopes" and "Child containers": each Swinject object scope and its Rivet lifecycle.

extension SwinjectMigration {
    /// Swinject's default scope, `.graph`, kept where the graph relies on it.
    struct GraphLoggerAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(LoggerKey.self, .graph)
        }
    }

    /// Swinject's `.weak`.
    struct WeakLoggerAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(LoggerKey.self, .weakSingleton)
        }
    }

    @Suite struct ScopeTests {
        @Test func graphLifecycle_sharesTheLoggerWithinOneResolutionOnly() {
            let factory = Factory(GraphLoggerAssembly())
            let presenter = factory[PresenterKey.self]
            #expect(presenter.logger === presenter.repository.api.logger)
            #expect(presenter.logger !== factory[PresenterKey.self].logger)
        }

        @Test func unregisteredKey_isTransient_notGraphScoped() {
            let presenter = Factory()[PresenterKey.self]
            #expect(presenter.logger !== presenter.repository.api.logger)
        }

        @Test func weakSingleton_isSharedWhileHeld_andBuiltAgainAfterRelease() {
            let factory = Factory(WeakLoggerAssembly())
            var held: (any Logger)? = factory[LoggerKey.self]
            #expect(factory[LoggerKey.self] === held)
            weak let released = held
            held = nil
            #expect(released == nil)
        }

        @Test func singleton_resolvedByManyTasksAtOnce_isOneInstance() async {
            let factory = Factory(AppAssembly())
            let loggers = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<64 { group.addTask { ObjectIdentifier(factory[LoggerKey.self]) } }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            #expect(loggers.count == 1)
        }

        @Test func flow_hasItsOwnSession_andSharesTheRootsSingletons() {
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(FlowAssembly())
            let checkout = factory.beginFlow(FlowAssembly())
            #expect(login[FlowSessionKey.self] === login[FlowSessionKey.self])
            #expect(login[FlowSessionKey.self] !== checkout[FlowSessionKey.self])
            #expect(login[PresenterKey.self].logger === factory[LoggerKey.self])
        }

        @Test func flowSession_isReleasedWithTheFlow() {
            var login: Factory? = Factory(AppAssembly()).beginFlow(FlowAssembly())
            weak let session = login?[FlowSessionKey.self]
            #expect(session != nil)
            login = nil
            #expect(session == nil)
        }
    }
}
