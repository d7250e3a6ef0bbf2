import Rivet

/// The users flow's components: one repository per flow, shared by the list and detail presenters, so a
/// user opened from the list comes from the list's cache, and the next users flow fetches afresh.
@MainActor public struct UsersAssembly: @MainActor Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .flow)
        registry.register(UsersPresenterKey.self)
        registry.register(UserDetailPresenterKey.self)
    }
}
