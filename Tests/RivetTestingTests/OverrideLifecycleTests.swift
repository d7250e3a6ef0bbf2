import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// A singleton that captures the session: a captive dependency, whatever builds the session.
struct SessionCaptorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { values.session }
}

/// An override replaces how a key is built, never how long its value lives.
@Suite struct OverrideLifecycleTests {
    @Test func closureOverride_ofASingleton_isBuiltOncePerTestFactory() {
        let built = Counter()
        for test in 1...2 {
            withIsolatedFactory(AppAssembly()) { factory in
                factory.override(LoggerKey.self) { _ in built.increment(); return RecordingLogger() }
                #expect(factory.logger === factory.logger)
                #expect(UsersPresenter().logger === factory.logger)
            }
            #expect(built.value == test, "one logger per test's factory, built from the override")
        }
    }

    @Test(.isolatedFactory(AppAssembly()))
    func valueOverride_ofASingleton_isThatValue() {
        let logger = RecordingLogger()
        Factory.current.override(LoggerKey.self, with: logger)
        #expect(Factory.current.logger === logger)
        #expect(UsersPresenter().logger === logger)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func closureOverride_ofATransient_runsOnEveryResolution() {
        let built = Counter()
        Factory.current.override(UsersRepositoryKey.self) { _ in built.increment(); return MockUsersRepository() }
        #expect(Factory.current.usersRepository !== Factory.current.usersRepository)
        #expect(built.value == 2)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func closureOverride_ofAFlowScopedKey_givesEachFlowItsOwnValue() {
        let factory = Factory.current
        factory.override(SessionKey.self) { _ in Session(user: "ada") }
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login.session === login.session)
        #expect(login.session !== checkout.session)
        #expect(login.session.user == "ada")
    }

    @Test func closureOverride_ofAFlowScopedKey_stillNeedsAFlow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withIsolatedFactory(AppAssembly()) { factory in
                factory.override(SessionKey.self) { _ in Session(user: "ada") }
                _ = factory.session
            }
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "SessionKey", chain: ["SessionKey"]).description)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func valueOverride_ofAFlowScopedKey_isEveryFlowsValue() {
        let factory = Factory.current
        let session = Session(user: "grace")
        factory.override(SessionKey.self, with: session)
        #expect(factory.beginFlow().session === session)
        #expect(factory.beginFlow().session === session)
    }

    @Test func valueOverride_ofAFlowScopedKey_stillNeedsAFlow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withIsolatedFactory(AppAssembly()) { factory in
                factory.override(SessionKey.self, with: Session(user: "grace"))
                _ = factory.session
            }
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "SessionKey", chain: ["SessionKey"]).description)
    }

    @Test func valueOverride_ofAFlowScopedKey_stillReportsASingletonThatCapturesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withIsolatedFactory(AppAssembly(), TestAssembly { $0.register(SessionCaptorKey.self, .singleton) }) { factory in
                factory.override(SessionKey.self, with: Session(user: "captured"))
                _ = factory.beginFlow()[SessionCaptorKey.self]
            }
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "SessionCaptorKey", flowScoped: "SessionKey", chain: ["SessionCaptorKey", "SessionKey"]
        ).description)
    }

    @Test(.overriding(ThingKey.self, .singleton) { _ in Thing("shared") })
    func override_withALifecycle_replacesTheRegisteredOne() {
        #expect(Factory.current.thing === Factory.current.thing, "ThingKey is transient unless the override says otherwise")
    }

    @Test(.isolatedFactory(AppAssembly()))
    func override_afterTheSingletonWasBuilt_replacesItForLaterResolutionsOnly() {
        let factory = Factory.current
        let presenter = UsersPresenter()
        let replacement = RecordingLogger()
        factory.override(LoggerKey.self, with: replacement)
        #expect(factory.logger === replacement)
        #expect(presenter.logger !== replacement, "values handed out before the override are not changed")
    }

    @Test(.isolatedFactory(AppAssembly()))
    func override_ofAFlowScopedKey_leavesTheValueARunningFlowAlreadyBuilt() {
        let factory = Factory.current
        let login = factory.beginFlow()
        let before = login.session
        factory.override(SessionKey.self) { _ in Session(user: "after") }
        #expect(login.session === before)
        #expect(factory.beginFlow().session.user == "after")
    }
}
