import Rivet

/// MVP: the profile presenter gets its interactor injected; the interactor reports back to the presenter.
final class ProfilePresenter {
    @Injected(\.profileInteractor) var interactor
    let title: String
    init(title: String) { self.title = title }
}

final class ProfileInteractor {
    let output: ProfilePresenter
    init(output: ProfilePresenter) { self.output = output }
}

struct ProfilePresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfilePresenter {
        ProfilePresenter(title: "Profile")
    }
}

struct ProfileInteractorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileInteractor {
        ProfileInteractor(output: values.profilePresenter)
    }
}

extension InjectedValues {
    var profilePresenter: ProfilePresenter { self[ProfilePresenterKey.self] }
    var profileInteractor: ProfileInteractor { self[ProfileInteractorKey.self] }
}
