import Rivet
import UsersAppKit

/// The screens, drawn on the console and fed by the scripted user. The library declares the screen keys;
/// this assembly, in the module that draws them, registers them.
@MainActor struct ConsoleScreensAssembly: @MainActor Assembly {
    let user: ScriptedUser

    func assemble(into registry: inout Registry) {
        let user = user
        registry.registerOnMainActor(LoginScreenKey.self) { _ in ConsoleLoginScreen(user: user) }
        registry.registerOnMainActor(UsersScreenKey.self) { _ in ConsoleUsersScreen(user: user) }
        registry.registerOnMainActor(UserDetailScreenKey.self) { _ in ConsoleUserDetailScreen() }
    }
}
