// The app awaits its factory's warm-up at launch (the async database), then starts a background refresh in a
// `Task { }` and shows the home screen: every read of the database comes after the warm-up.
// rivet-expect: none
// Before this check followed it: a note on correct code: the `Task { }` at the top level, started after `try await app.warmUp()`,
// makes the check stop ordering the warm-up, so `app.feedRepository` read in the task is left unattributed
// ("`app` may be read before a warm-up built the async component it reaches").
// runtime-expect: exit 0
import Rivet

final class Database: Sendable {
    let path: String
    init(path: String) { self.path = path }

    static func open(_ path: String) async throws -> Database {
        try await Task.sleep(nanoseconds: 5_000_000)
        return Database(path: path)
    }
}
final class FeedRepository: Sendable {
    let storage: Database
    init(storage: Database) { self.storage = storage }
    func refresh() async -> Int { storage.path.count }
}
struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { try await Database.open("feed.sqlite") }
}
struct FeedRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedRepository { FeedRepository(storage: values[DatabaseKey.self]) }
}
extension InjectedValues {
    var feedRepository: FeedRepository { self[FeedRepositoryKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self, .singleton)
        registry.register(FeedRepositoryKey.self, .singleton)
    }
}

let app = Factory(AppAssembly())
try await app.warmUp()
let refresh = Task { await app.feedRepository.refresh() }
let home = app.feedRepository
precondition(home.storage === app[DatabaseKey.self])
let refreshed = await refresh.value
precondition(refreshed == "feed.sqlite".count)
