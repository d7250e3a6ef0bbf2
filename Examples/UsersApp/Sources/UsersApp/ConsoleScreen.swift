/// A screen drawn on the console. Where a real screen waits for a tap, it asks the scripted user.
@MainActor class ConsoleScreen {
    let user: ScriptedUser

    init(user: ScriptedUser) {
        self.user = user
    }
}
