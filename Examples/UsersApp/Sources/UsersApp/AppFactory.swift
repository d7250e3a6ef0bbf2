import ProfileKit
import Rivet
import UsersAppKit

/// The app's root factory: the shared components, the profile module (its deep link), the console's screens
/// and this launch's configuration, picked from the launch context in one call: the build's (a debug build
/// is Rivet's `DEBUG`, the app's own configuration when Rivet is a package it builds), and with `--staging`
/// the staging backend's. A test passes its own launch context to see what a launch builds; `observer` is told of
/// every resolution (the launch trace's).
@MainActor func makeAppFactory(
    user: ScriptedUser,
    launch: LaunchContext = .current,
    observer: (any ResolutionObserver)? = nil
) -> Factory {
    Factory(
        observer: observer,
        launch: launch,
        AppAssembly(),
        ProfileAssembly(),
        DebugConfigurationAssembly().when(.debug),
        ReleaseConfigurationAssembly().when(.not(.debug)),
        StagingConfigurationAssembly().when(.argument("--staging")),
        ConsoleScreensAssembly(user: user)
    )
}
