// The root factory is handed to the app coordinator, which begins each story's flow and resolves the
// flow-scoped state there; main.swift resolves only singletons from the root.
// rivet-expect: main.swift:44:40: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `$0.storyState`: the receiver `$0` may hold `$0`, which is not declared in the sources checked (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Router: Sendable {}
final class StoryState: @unchecked Sendable { var visited: [String] = [] }
struct RouterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Router { Router() }
}
struct StoryStateKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StoryState { StoryState() }
}
extension InjectedValues {
    var router: Router { self[RouterKey.self] }
    var storyState: StoryState { self[StoryStateKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RouterKey.self, .singleton)
        registry.register(StoryStateKey.self, .flow)
    }
}

final class AppCoordinator {
    let factory: Factory
    var stories: [Factory] = []
    init(factory: Factory) { self.factory = factory }

    func start(_ story: String) {
        let flow = factory.beginFlow()
        flow.storyState.visited.append(story)
        stories.append(flow)
    }
}

let factory = Factory(AppAssembly())
let router = factory.router
let coordinator = AppCoordinator(factory: factory)
coordinator.start("onboarding")
coordinator.start("login")
precondition(coordinator.stories.map { $0.storyState.visited } == [["onboarding"], ["login"]])
precondition(coordinator.stories[0].router === router)
