import Rivet
import RivetTesting
import Testing

// FromSwiftDependencies.md, "Tests": the `.dependency` trait becomes `.overriding`, and a `testValue` that
// fails the test becomes strict mode.

@Suite(.isolatedFactory(RemindersAssembly()))
struct SwiftDependenciesTestingMigrationTests {
    @Test(.overriding(RemindersClientKey.self, with: .sample), .overriding(NowKey.self, with: { ReminderSamples.noon }))
    func overdue_listsWhatIsPastDue() async throws {
        let model = RemindersModel()
        #expect(try await model.overdue() == [ReminderSamples.overdue])
    }

    @Test(.strictFactory, .overriding(RemindersClientKey.self, with: .sample), .overriding(NowKey.self, with: { ReminderSamples.noon }))
    func strictTest_withEveryDependencyOverridden_passes() async throws {
        #expect(try await RemindersModel().overdue().count == 1)
    }

    @Test func strictTest_reachingALiveValue_failsNamingTheKey() {
        let issues = IssueLog()
        withKnownIssue {
            withIsolatedFactory(RemindersAssembly(), strict: true) { _ in _ = RemindersModel() }
        } matching: { issues.match($0) }
        #expect(issues.comments == ["RemindersClientKey", "RemindersDatabaseKey", "NowKey"].map(strictFailure))
    }
}
