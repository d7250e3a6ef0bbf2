import Rivet
import UsersAppKit

/// The app's root factory: the shared components, the console's screens and this build's configuration.
/// The one place that reads the build configuration: SwiftPM defines `DEBUG` in debug builds.
@MainActor func makeAppFactory(user: ScriptedUser) -> Factory {
    #if DEBUG
    return Factory(AppAssembly(), DebugConfigurationAssembly(), ConsoleScreensAssembly(user: user))
    #else
    return Factory(AppAssembly(), ReleaseConfigurationAssembly(), ConsoleScreensAssembly(user: user))
    #endif
}
