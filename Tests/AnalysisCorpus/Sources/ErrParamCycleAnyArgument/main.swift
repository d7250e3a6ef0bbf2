// A comment thread: each comment's view model loads its parent comment's, by id. The root comment has no
// parent, but the key resolves itself with another argument, which the runtime takes as a cycle whatever
// the argument (the build plugin cannot compare argument values, so the runtime does not either).
// rivet-expect: main.swift:19:42: error: Rivet: dependency cycle: `CommentKey` needs itself (CommentKey -> CommentKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `CommentKey` needs itself (CommentKey -> CommentKey)
import Rivet

final class CommentViewModel: Sendable {
    let id: Int
    let parent: CommentViewModel?
    init(id: Int, parent: CommentViewModel?) {
        self.id = id
        self.parent = parent
    }
}

struct CommentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> CommentViewModel {
        CommentViewModel(id: id, parent: values[CommentKey.self, id - 1])
    }
}

struct ThreadAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CommentKey.self, .singleton)
    }
}

let factory = Factory(ThreadAssembly())
print(factory[CommentKey.self, 3].id)
