// A users app with per-id screens: a detail presenter per user id cached as a singleton per argument,
// an edit form per user id in each editing flow (per-argument .flow, resolved only inside flows), a
// transient avatar loader taking a tuple, a parameterized key resolving another with an argument inside
// its make, and overrides in a test factory that keep the registered lifecycle.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class UsersRepository: Sendable {
    func name(of id: Int) -> String { "user \(id)" }
}
final class UserDetailPresenter: Sendable {
    let id: Int
    let title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
final class EditForm: Sendable {
    let presenter: UserDetailPresenter
    init(presenter: UserDetailPresenter) { self.presenter = presenter }
}
struct Avatar: Sendable { let url: String }

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository() }
}
struct UserDetailKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> UserDetailPresenter {
        UserDetailPresenter(id: id, title: values[UsersRepositoryKey.self].name(of: id))
    }
}
struct EditFormKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> EditForm {
        EditForm(presenter: values[UserDetailKey.self, id])
    }
}
struct AvatarKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: (id: Int, size: Int)) -> Avatar {
        Avatar(url: "https://example.com/\(argument.id)?s=\(argument.size)")
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .singleton)
        registry.register(UserDetailKey.self, .singleton(keepingAtMost: 2))
        registry.register(EditFormKey.self, .flow)
        registry.register(AvatarKey.self)
    }
}
struct EditingAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(AppAssembly())
let first = factory[UserDetailKey.self, 1]
precondition(first === factory[UserDetailKey.self, 1])
precondition(factory[UserDetailKey.self, 2].title == "user 2")
precondition(factory[AvatarKey.self, (id: 1, size: 64)].url.hasSuffix("1?s=64"))
let editing = factory.beginFlow(EditingAssembly())
let form = editing[EditFormKey.self, 1]
precondition(form === editing[EditFormKey.self, 1])
precondition(form.presenter === factory[UserDetailKey.self, 1])
precondition(factory.beginFlow(EditingAssembly())[EditFormKey.self, 1] !== form)

func test() {
    let mocked = Factory(AppAssembly())
    mocked.override(UserDetailKey.self) { _, id in UserDetailPresenter(id: id, title: "mock") }
    precondition(mocked[UserDetailKey.self, 3].title == "mock")
}
test()
