import Foundation
import Rivet
import RivetTestSupport
import Testing

/// Keeps every event it is told of, from any thread.
final class EventLog: ResolutionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ResolutionEvent] = []
    /// Resolved by the observer itself at each event, when set: what it resolves must not be observed.
    var resolveInside: (@Sendable () -> Void)?

    func observe(_ resolution: ResolutionEvent) {
        resolveInside?()
        lock.withLock { recorded.append(resolution) }
    }

    /// The events in the order they began.
    var events: [ResolutionEvent] { lock.withLock { recorded }.sorted { $0.id < $1.id } }
}

/// An observer of the guide's (Documentation/Tracing.md): the keys whose make ran, with how long each took.
final class BuildTimes: ResolutionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var times: [(key: String, nanoseconds: UInt64)] = []

    func observe(_ resolution: ResolutionEvent) {
        guard resolution.outcome == .built else { return }
        lock.withLock { times.append((resolution.keyName, resolution.nanoseconds)) }
    }

    var keys: [String] { lock.withLock { times.map(\.key) } }
}

@Suite struct ResolutionObserverTests {
    @Test func anAppsOwnObserver_isToldOfEachResolutionWhenItEnds() {
        let buildTimes = BuildTimes()
        let factory = Factory(observer: buildTimes, TracedAppAssembly())
        _ = factory[TracedAPIClientKey.self]
        _ = factory[TracedAPIClientKey.self]
        // Told as each resolution ends: the logger's ended before the API client's that made it.
        #expect(buildTimes.keys == ["TracedLoggerKey", "TracedAPIClientKey"])
    }

    @Test func observer_isToldOfEachResolution_withItsKeyLifecycleOutcomeScopeAndParent() {
        let log = EventLog()
        let factory = Factory(observer: log, TracedAppAssembly())
        _ = factory[TracedAPIClientKey.self]
        _ = factory[TracedAPIClientKey.self]
        let events = log.events
        #expect(events.map(\.keyName) == ["TracedAPIClientKey", "TracedLoggerKey", "TracedAPIClientKey"])
        #expect(events.map(\.lifecycle) == [.singleton, .singleton, .singleton])
        #expect(events.map(\.outcome) == [.built, .built, .cached])
        #expect(events.map(\.parentID) == [nil, events[0].id, nil])
        #expect(events.allSatisfy { $0.scope == factory.description && $0.start <= $0.end && $0.argument == nil && !$0.isAsync })
    }

    @Test func observer_seesArguments_liveDefaults_andAsyncComponents() async throws {
        let log = EventLog()
        let factory = Factory(observer: log, TracedAppAssembly())
        _ = factory[TracedAvatarKey.self, 7]
        _ = factory[TracedClockKey.self]
        _ = try await factory.resolve(TracedDatabaseKey.self)
        let events = log.events.filter { $0.parentID == nil }
        #expect(events.map(\.keyName) == ["TracedAvatarKey", "TracedClockKey", "TracedDatabaseKey"])
        #expect(events.map(\.argument) == ["7", nil, nil])
        #expect(events.map(\.lifecycle) == [.singleton, nil, .singleton])
        #expect(events.map(\.isAsync) == [false, false, true])
        // The avatar and the database are registered without a closure, the clock nowhere: all three are built by
        // their keys' own makes (an override's closure is not: observer_hearsOfEveryKeyBuiltByItsOwnMake_...).
        #expect(events.map(\.usedLiveDefault) == [true, true, true])
    }

    @Test func flowsBegunFromAnObservedRoot_areObserved_andTheirComponentsLiveInTheFlow() {
        let log = EventLog()
        let factory = Factory(observer: log, TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        _ = login[TracedSessionKey.self]
        _ = login[TracedSessionKey.self]
        #expect(log.events.map(\.outcome) == [.built, .cached])
        #expect(log.events.allSatisfy { $0.scope == login.description && $0.lifecycle == .flow })
    }

    @Test func whatTheObserverResolves_isNotObserved_soItCannotRecurse() {
        let log = EventLog()
        let factory = Factory(observer: log, TracedAppAssembly())
        log.resolveInside = { _ = factory[TracedUsersPresenterKey.self] }
        _ = factory[TracedLoggerKey.self]
        #expect(log.events.map(\.keyName) == ["TracedLoggerKey"])
    }

    @Test func aFactoryWithoutObserver_andAnotherFactorysObserver_observeNothingOfIt() {
        let log = EventLog()
        _ = Factory(observer: log, TracedAppAssembly())
        let plain = Factory(TracedAppAssembly())
        _ = plain[TracedUsersPresenterKey.self]
        #expect(log.events.isEmpty)
    }

    @Test func observer_hearsOfEveryKeyBuiltByItsOwnMake_andOfNoOverride() {
        let log = EventLog()
        let factory = Factory(observer: log, AppAssembly())
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
        _ = factory.usersRepository
        _ = factory.apiClient   // registered with its own closure, which builds the logger with LoggerKey.make
        _ = factory.beginFlow().session
        #expect(log.events.filter(\.usedLiveDefault).map(\.keyName) == ["LoggerKey", "SessionKey"])
    }
}
