import Foundation
import Rivet

// FromSwiftDependencies.md: sample data, a scoped override, and a child model made after its parent.

enum ReminderSamples {
    static let noon = Date(timeIntervalSince1970: 1_800_000_000)
    static let overdue = Reminder(title: "Pay rent", due: noon.addingTimeInterval(-3_600))
    static let upcoming = Reminder(title: "Call the bank", due: noon.addingTimeInterval(3_600))
}

extension RemindersClient {
    static let sample = RemindersClient(fetch: { [ReminderSamples.overdue, ReminderSamples.upcoming] })
}

struct SampleRemindersAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RemindersDatabaseKey.self, .singleton) { _ in
            RemindersDatabase([ReminderSamples.overdue, ReminderSamples.upcoming])
        }
    }
}

/// What `withDependencies { $0.date.now = date } operation: { ... }` changed for its operation.
struct FixedClockAssembly: Assembly {
    let date: Date
    func assemble(into registry: inout Registry) {
        registry.register(NowKey.self) { _ in { date } }
    }
}

/// A parent model that makes child models later, outside the scope it was built in: what
/// `withDependencies(from: self)` was for.
final class ReminderListModel {
    private let factory = Factory.current

    func detail(for reminder: Reminder) -> ReminderDetailModel {
        factory.withCurrent { ReminderDetailModel(reminder) }
    }
}

final class ReminderDetailModel {
    let reminder: Reminder
    @Injected(\.now) var now
    init(_ reminder: Reminder) { self.reminder = reminder }
    var isOverdue: Bool { reminder.due < now() }
}
