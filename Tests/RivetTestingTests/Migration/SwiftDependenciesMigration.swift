import Foundation
import Rivet

// Documentation/Migrating/FromSwiftDependencies.md: a reminders feature whose swift-dependencies values
// become Rivet keys. The client, a struct of closures, carries over unchanged.

struct Reminder: Equatable, Sendable {
    let title: String
    let due: Date
}

/// The store the live client reads: a live value built once.
final class RemindersDatabase: Sendable {
    let stored: [Reminder]
    init(_ stored: [Reminder] = []) { self.stored = stored }
}

struct RemindersClient: Sendable {
    var fetch: @Sendable () async throws -> [Reminder]
}

extension RemindersClient {
    static func live(database: RemindersDatabase) -> Self {
        Self(fetch: { database.stored })
    }
}

struct RemindersDatabaseKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RemindersDatabase { RemindersDatabase() }
}

struct RemindersClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RemindersClient {
        .live(database: values.remindersDatabase)
    }
}

/// What `@Dependency(\.date.now)` read: Rivet has no built-in dependencies, so the clock is a key.
struct NowKey: InjectionKey {
    static func make(_ values: InjectedValues) -> @Sendable () -> Date { { Date() } }
}

extension InjectedValues {
    var remindersDatabase: RemindersDatabase { self[RemindersDatabaseKey.self] }
    var remindersClient: RemindersClient { self[RemindersClientKey.self] }
    var now: @Sendable () -> Date { self[NowKey.self] }
}

struct RemindersAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RemindersDatabaseKey.self, .singleton)   // a live value: built once, then cached
        registry.register(RemindersClientKey.self)
        registry.register(NowKey.self)
    }
}

final class RemindersModel {
    @Injected(\.remindersClient) var client
    @Injected(\.now) var now

    func overdue() async throws -> [Reminder] {
        let today = now()
        return try await client.fetch().filter { $0.due < today }
    }
}
