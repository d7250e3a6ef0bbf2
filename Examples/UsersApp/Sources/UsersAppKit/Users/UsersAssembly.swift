import Rivet

/// The users flow's components: one repository per flow, shared by the list and detail presenters, so a
/// user opened from the list comes from the list's cache, and the next users flow fetches afresh.
///
/// The flow keeps one detail presenter per user, and the screen tracker hears of each new one once
/// (`onCreate`): reopening a user in the same flow, from the list or from a link, reuses the presenter and
/// tracks nothing. The flow also adds the `users` route to the app's deep links: it can open them only
/// while it runs.
@MainActor public struct UsersAssembly: @MainActor Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .flow)
        registry.register(UsersPresenterKey.self)
        registry.register(UserDetailPresenterKey.self, .flow)   // one per user id in each users flow
        registry.onCreate(UserDetailPresenterKey.self) { values, id, _ in
            values.screenTracker.track("user \(id)")
        }
        registry.contribute(DeepLinkRoutesKey.self, at: "users") { _ in UserLinkHandler() }
    }
}
