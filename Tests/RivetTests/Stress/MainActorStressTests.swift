#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Main-actor components while other threads work on the same factory: the main actor begins flows,
// resolves presenters (isolated conformances and registerOnMainActor) whose makes wait for singletons
// other threads are building, and releases the flows while those threads resolve in them.

final class MainStressService: StressCanary, @unchecked Sendable {}
struct MainStressServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> MainStressService { fatalError("registered") }
}
final class MainStressSession: StressCanary, @unchecked Sendable {}
struct MainStressSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> MainStressSession { fatalError("registered") }
}

@MainActor
final class MainStressPresenter {
    let service: MainStressService
    let session: MainStressSession
    @Injected(\.mainStressSession) var injectedSession
    init(service: MainStressService, session: MainStressSession) {
        self.service = service
        self.session = session
    }
}

@MainActor
struct MainStressPresenterKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> MainStressPresenter {
        MainStressPresenter(service: values[MainStressServiceKey.self], session: values.mainStressSession)
    }
}

struct MainStressBannerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "live" }
}

extension InjectedValues {
    var mainStressSession: MainStressSession { self[MainStressSessionKey.self] }
    @MainActor var mainStressPresenter: MainStressPresenter { self[MainStressPresenterKey.self] }
}

@MainActor
struct MainStressAssembly: @MainActor Assembly {
    let census: Census
    func assemble(into registry: inout Registry) {
        let census = census
        registry.register(MainStressPresenterKey.self, .flow)
        registry.registerOnMainActor(MainStressBannerKey.self, .singleton) { values in
            "banner + \(values[MainStressServiceKey.self].serial)"
        }
        registry.register(MainStressServiceKey.self, .singleton) { _ in
            usleep(UInt32.random(in: 0...300))
            return MainStressService(census)
        }
        registry.register(MainStressSessionKey.self, .flow) { _ in MainStressSession(census) }
    }
}

@Suite struct MainActorStressTests {
    @Test @MainActor func mainActorPresenters_inFlowsSharedWithOtherThreads_whileTheyBuildTheSingletonsThePresentersNeed() {
        let census = Census("main actor")
        let rounds = max(300, StressKnobs.churn / 50)
        let shared = StressLocked<Factory?>(nil)
        let stop = Atomic<Bool>(false)
        let workers = (0..<3).map { index in
            startThread {
                while !stop.load(ordering: .relaxed) {
                    guard let flow = shared.withLock({ $0 }) else { continue }
                    flow[MainStressServiceKey.self].check("service from another thread")
                    flow.mainStressSession.check("session from another thread")
                }
            }
        }
        let watchdog = StallWatchdog(workers: 1, context: "main-actor presenters")
        watchdog.watch {
            for round in 0..<rounds {
                watchdog.heartbeats[0].beat(round)
                let factory = Factory(MainStressAssembly(census: census))
                let flow = factory.beginFlow()
                shared.withLock { $0 = flow }
                let presenter = flow.withCurrent { flow.mainStressPresenter }
                presenter.service.check("presenter's service")
                #expect(presenter.session === flow.mainStressSession)
                #expect(presenter.injectedSession === presenter.session, "@Injected inside a main-actor make resolves in its flow")
                #expect(presenter.service === factory[MainStressServiceKey.self])
                #expect(factory[MainStressBannerKey.self] == "banner + \(presenter.service.serial)")
                if round % 2 == 0 { shared.withLock { $0 = nil } }   // else the next round replaces it
            }
        }
        stop.store(true, ordering: .relaxed)
        workers.forEach(joinThread)
        shared.withLock { $0 = nil }
        #expect(census.live.load(ordering: .relaxed) == 0)
    }
}
#endif
