import ProfileKit
import Rivet
import UsersAppKit

/// The app's root factory: the shared components, the profile module (its deep link), the console's screens
/// and this build's configuration.
/// The one place that reads the build configuration: SwiftPM defines `DEBUG` in debug builds.
@MainActor func makeAppFactory(user: ScriptedUser) -> Factory {
    #if DEBUG
    return Factory(AppAssembly(), ProfileAssembly(), DebugConfigurationAssembly(), ConsoleScreensAssembly(user: user))
    #else
    return Factory(AppAssembly(), ProfileAssembly(), ReleaseConfigurationAssembly(), ConsoleScreensAssembly(user: user))
    #endif
}
