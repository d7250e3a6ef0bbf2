import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// The failure a strict test records for a key built with its live default.
func strictFailure(_ key: String) -> String {
    "Rivet: strict test built `\(key)` with its live default (\(key).make); a strict test replaces every "
        + "dependency it uses: override it (factory.override(\(key).self) { _ in ... }, or the value form "
        + "factory.override(\(key).self, with: ...)) or register it with a closure in a test assembly."
}

/// The comments of the issues a test recorded, from any thread.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var comments: [String] { lock.withLock { recorded } }

    /// Records the issue's comments; matches every issue.
    func match(_ issue: Issue) -> Bool {
        lock.withLock { recorded += issue.comments.map(\.rawValue) }
        return true
    }
}

@Suite struct StrictModeTests {
    @Test func strictScope_buildingALiveDefault_recordsAFailureNamingTheKeyAndTheFix() {
        let issues = IssueLog()
        withKnownIssue {
            withIsolatedFactory(AppAssembly(), strict: true) { factory in
                factory.logger.log("built by LoggerKey.make")
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("LoggerKey")])
    }

    @Test func strictScope_failure_pointsAtTheScopesCallSite() {
        let callSite = #line + 2
        withKnownIssue {
            withIsolatedFactory(strict: true) { factory in _ = factory.thing }
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == callSite
        }
    }

    @Test func strictScope_reportsKeysReachedThroughOtherKeys_onceEach_inTheOrderFirstBuilt() async throws {
        let issues = IssueLog()
        try await withKnownIssue {
            try await withIsolatedFactory(AppAssembly(), strict: true) { _ in
                for _ in 0..<3 { _ = try await UsersPresenter().userNames() }   // repository -> API client -> logger
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("UsersRepositoryKey"), strictFailure("LoggerKey")])
    }

    @Test func strictScope_reportsLiveDefaultsBuiltInsideFlowsAndOtherTasks() async {
        let issues = IssueLog()
        await withKnownIssue {
            await withIsolatedFactory(AppAssembly(), TestDoublesAssembly(), strict: true) { factory in
                _ = factory.beginFlow().session
                await Task.detached { _ = factory.thing }.value
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("SessionKey"), strictFailure("ThingKey")])
    }

    @Test func strictScope_reportsWhatItFound_evenWhenTheTestThrows() {
        struct Stop: Error {}
        let issues = IssueLog()
        withKnownIssue {
            #expect(throws: Stop.self) {
                try withIsolatedFactory(strict: true) { factory in
                    _ = factory.thing
                    throw Stop()
                }
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("ThingKey")])
    }

    @Test func strictScope_reportsAParameterizedKeyBuiltByItsOwnMake_registeredOrNot_andNotAnOverriddenOne() {
        let issues = IssueLog()
        withKnownIssue {
            withIsolatedFactory(TestAssembly { $0.register(ItemKey.self, .singleton) }, strict: true) { factory in
                _ = factory[ItemKey.self, 1]   // registered without a closure: ItemKey.make
                _ = factory[ItemKey.self, 2]
                let flow = factory.beginFlow()
                flow.override(ItemKey.self) { _, id in Thing("mock \(id)") }
                _ = flow[ItemKey.self, 3]
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("ItemKey")])

        let unregistered = IssueLog()
        withKnownIssue {
            withIsolatedFactory(strict: true) { factory in _ = factory[ItemKey.self, 1] }
        } matching: { unregistered.match($0) }
        #expect(unregistered.comments == [strictFailure("ItemKey")])
    }

    @Test(.isolatedFactory(TestAssembly { $0.register(ItemKey.self) { _, id in Thing("test's \(id)") } }), .strictFactory)
    func strictTrait_withAParameterizedKeyRegisteredWithAClosure_recordsNothing() {
        #expect(Factory.current[ItemKey.self, 1].label == "test's 1")
    }

    @Test(.isolatedFactory(AppAssembly(), TestDoublesAssembly()), .strictFactory)
    func strictTrait_withEveryKeyOverriddenOrRegisteredWithAClosure_recordsNothing() async throws {
        let names = try await UsersPresenter().userNames()   // repository and logger from TestDoublesAssembly
        #expect(names == ["mock"])
    }

    @Test(.isolatedFactory(AppAssembly()), .overriding(UsersRepositoryKey.self, with: MockUsersRepository()))
    func nonStrictTest_buildingLiveDefaults_recordsNothing() async throws {
        _ = try await UsersPresenter().userNames()   // the logger is built by LoggerKey.make
        #expect(Factory.current.logger.messages == ["loading users"])
    }

    @Test func strictTrait_buildingALiveDefault_recordsAFailureAtTheTest() async throws {
        let test = try #require(Test.current)
        let issues = IssueLog()
        try await withKnownIssue {
            try await IsolatedFactoryTrait.strictFactory.provideScope(for: test, testCase: Test.Case.current) {
                _ = Factory.current.thing
            }
        } matching: { issue in
            issue.sourceLocation == test.sourceLocation && issues.match(issue)
        }
        #expect(issues.comments == [strictFailure("ThingKey")])
    }
}

/// `.strictFactory` on a suite makes the factory of every test in it strict. A test cannot catch the
/// failure its own scope records once it has returned, so this test runs a scope for itself with the
/// traits it inherits, as Swift Testing does, and expects the failure from that scope.
@Suite(.strictFactory)
struct StrictSuiteTests {
    @Test func strictSuite_makesTheFactoryOfEachOfItsTestsStrict() async throws {
        let test = try #require(Test.current)
        let issues = IssueLog()
        try await withKnownIssue {
            try await IsolatedFactoryTrait.isolatedFactory().provideScope(for: test, testCase: Test.Case.current) {
                _ = Factory.current.thing
            }
        } matching: { issues.match($0) }
        #expect(issues.comments == [strictFailure("ThingKey")])
    }
}
