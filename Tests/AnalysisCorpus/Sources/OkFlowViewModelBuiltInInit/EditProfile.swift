import Rivet

final class ProfileDraft: @unchecked Sendable { var name = ""; var avatar = "" }
final class ImageStore: Sendable { func images() -> [String] { ["cat.png", "dog.png"] } }

struct ProfileDraftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileDraft { ProfileDraft() }
}
struct ImageStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ImageStore { ImageStore() }
}
extension InjectedValues {
    var profileDraft: ProfileDraft { self[ProfileDraftKey.self] }
    var imageStore: ImageStore { self[ImageStoreKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ImageStoreKey.self, .singleton)
    }
}
struct EditProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileDraftKey.self, .flow)
    }
}

final class EditProfileViewModel {
    @Injected(\.profileDraft) var draft
    func rename(_ name: String) { draft.name = name }
}
final class AvatarPickerPresenter {
    @Injected(\.profileDraft) var draft
    @Injected(\.imageStore) var store
    func pickFirst() { draft.avatar = store.images()[0] }
}

/// The edit-profile story's coordinator is built inside its flow's `withCurrent`: it keeps the current
/// factory and builds its view model in `init`, and later presenters inside `flow.withCurrent { }`.
final class EditProfileCoordinator {
    let flow: Factory
    let viewModel: EditProfileViewModel

    init() {
        flow = Factory.current
        viewModel = EditProfileViewModel()
    }

    func showAvatarPicker() -> AvatarPickerPresenter {
        flow.withCurrent { AvatarPickerPresenter() }
    }
}
