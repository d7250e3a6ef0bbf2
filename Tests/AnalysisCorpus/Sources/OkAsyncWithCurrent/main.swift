// Async presenters: a flow bound with `await flow.withCurrent { }` for the presenter's creation and the
// child tasks it starts; the root singleton repository is shared.
// rivet-expect: main.swift:12:17: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.feedRepository)`: an `@Injected` property of `FeedPresenter`, built at main.swift:42:21, where a flow may be current, whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class FeedRepository: Sendable {
    func load() async -> [String] { ["post"] }
}
final class FeedSession: Sendable { let id = 9 }
final class FeedPresenter: @unchecked Sendable {   // its wrappers are lets in effect: set once at init
    @Injected(\.feedRepository) var repository
    @Injected(\.feedSession) var session
    func refresh() async -> Int {
        await withTaskGroup(of: Int.self) { group in
            group.addTask { await self.repository.load().count }
            group.addTask { Factory.current.feedSession.id }
            return await group.reduce(0, +)
        }
    }
}
struct FeedRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedRepository { FeedRepository() }
}
struct FeedSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedSession { FeedSession() }
}
extension InjectedValues {
    var feedRepository: FeedRepository { self[FeedRepositoryKey.self] }
    var feedSession: FeedSession { self[FeedSessionKey.self] }
}
struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedRepositoryKey.self, .singleton)
        registry.register(FeedSessionKey.self, .flow)
    }
}

let factory = Factory(FeedAssembly())
let feed = factory.beginFlow()
let total = await feed.withCurrent {
    let presenter = FeedPresenter()
    return await presenter.refresh()
}
precondition(total == 10)
