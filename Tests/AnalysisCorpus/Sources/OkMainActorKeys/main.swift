// Main-actor presenters: a `@MainActor struct ...: @MainActor InjectionKey` and a registerOnMainActor
// registration, resolved from main.swift's top level (on the main actor), with @Injected in the view.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class ProfileService: Sendable { func name() -> String { "Ada" } }

@MainActor final class ProfilePresenter {
    let service: ProfileService
    var title = ""
    init(service: ProfileService) { self.service = service }
    func load() { title = service.name() }
}

@MainActor final class ProfileView {
    let presenter: ProfilePresenter
    init(presenter: ProfilePresenter) { self.presenter = presenter }
}

struct ProfileServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileService { ProfileService() }
}
@MainActor struct ProfilePresenterKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> ProfilePresenter { ProfilePresenter(service: values.profileService) }
}
struct ProfileViewKey: InterfaceKey { typealias Value = ProfileView }

extension InjectedValues {
    var profileService: ProfileService { self[ProfileServiceKey.self] }
    @MainActor var profilePresenter: ProfilePresenter { self[ProfilePresenterKey.self] }
    @MainActor var profileView: ProfileView { self[ProfileViewKey.self] }
}

struct ProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileServiceKey.self, .singleton)
        registry.registerOnMainActor(ProfileViewKey.self) { values in ProfileView(presenter: values.profilePresenter) }
    }
}

let factory = Factory(ProfileAssembly())
let view = factory.profileView
view.presenter.load()
precondition(view.presenter.title == "Ada")
