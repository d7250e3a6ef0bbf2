import Rivet

/// The users list screen. The module that draws screens registers it (the console app, or a test).
@MainActor public struct UsersScreenKey: @MainActor InterfaceKey {
    public typealias Value = any UsersScreen
}

/// The user detail screen. The module that draws screens registers it (the console app, or a test).
@MainActor public struct UserDetailScreenKey: @MainActor InterfaceKey {
    public typealias Value = any UserDetailScreen
}

/// Reads the users store and the remote configuration synchronously: the app's warm-up built them at launch.
public struct UsersRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any UsersRepository {
        CachingUsersRepository(
            api: values.apiClient,
            store: values.usersStore,
            offlineUsers: values.remoteConfiguration.offlineUsers,
            log: values.logger
        )
    }
}

@MainActor public struct UsersPresenterKey: @MainActor InjectionKey {
    public static func make(_ values: InjectedValues) -> UsersPresenter { UsersPresenter(screen: values.usersScreen) }
}

/// The presenter of one user's detail screen, built for the user id that the list or a deep link gives: a
/// parameterized key, resolved as `flow[UserDetailPresenterKey.self, id]`. ``UsersAssembly`` keeps one per
/// user in each users flow.
@MainActor public struct UserDetailPresenterKey: @MainActor ParameterizedKey {
    public static func make(_ values: InjectedValues, _ id: User.ID) -> UserDetailPresenter {
        UserDetailPresenter(userID: id, screen: values.userDetailScreen)
    }
}

extension InjectedValues {
    @MainActor public var usersScreen: any UsersScreen { self[UsersScreenKey.self] }
    @MainActor public var userDetailScreen: any UserDetailScreen { self[UserDetailScreenKey.self] }
    public var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    @MainActor public var usersPresenter: UsersPresenter { self[UsersPresenterKey.self] }
}
