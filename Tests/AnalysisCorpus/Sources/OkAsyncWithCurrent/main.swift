// Async presenters: a flow bound with `await flow.withCurrent { }` for the presenter's creation and the
// child tasks it starts; the root singleton repository is shared.
// rivet-expect: main.swift:17:37: note: Rivet: cannot attribute `Factory.current.feedSession` to a factory or flow (the receiver `Factory.current` may hold the factory current inside a closure passed to `addTask`, which may run where another factory is current), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
