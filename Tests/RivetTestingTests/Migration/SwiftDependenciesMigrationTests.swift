import Foundation
import Rivet
import Testing

// FromSwiftDependencies.md: lifetimes, scoped overrides and child models, migrated.

@Suite struct SwiftDependenciesMigrationTests {
    @Test func singletonRegistration_isBuiltOnce_likeACachedLiveValue() {
        let factory = Factory(RemindersAssembly())
        #expect(factory.remindersDatabase === factory.remindersDatabase)
        #expect(factory.beginFlow().remindersDatabase === factory.remindersDatabase)
    }

    @Test func flowWithItsOwnAssembly_scopesAnOverride_asWithDependenciesDid() async throws {
        let factory = Factory(RemindersAssembly(), SampleRemindersAssembly())
        let pinned = factory.beginFlow(FixedClockAssembly(date: ReminderSamples.noon))
        let inside = pinned.withCurrent { RemindersModel() }
        let outside = factory.withCurrent { RemindersModel() }
        #expect(inside.now() == ReminderSamples.noon)
        #expect(outside.now() != ReminderSamples.noon)
        #expect(try await inside.overdue() == [ReminderSamples.overdue])
    }

    @Test func injectedProperty_resolvesOnce_whenItsObjectIsInitialised() {
        let factory = Factory(RemindersAssembly())
        let before = factory.withCurrent { RemindersModel() }
        factory.override(NowKey.self) { _ in { ReminderSamples.noon } }
        let after = factory.withCurrent { RemindersModel() }
        #expect(before.now() != ReminderSamples.noon)
        #expect(after.now() == ReminderSamples.noon)
    }

    @Test func childModelMadeLater_resolvesFromTheFactoryItsParentWasBuiltIn() {
        let pinned = Factory(RemindersAssembly()).beginFlow(FixedClockAssembly(date: ReminderSamples.noon))
        let list = pinned.withCurrent { ReminderListModel() }
        let detail = list.detail(for: ReminderSamples.overdue)
        #expect(detail.now() == ReminderSamples.noon)
        #expect(detail.isOverdue)
    }
}
