import Rivet
import UsersAppKit

/// Prints what the launch's warm-up built, read synchronously now that it is built, and whether the two
/// were built at once: one after the other they take the sum of their simulated latencies.
@MainActor func printLaunch(_ launch: LaunchReport, _ factory: Factory) async {
    let remote = factory.remoteConfiguration
    let saved = await factory.usersStore.savedUsers().count
    let oneAfterTheOther = DeviceUsersStore.openingTime + FakeAPIClient.configurationLatency
    print("Launch: factory.warmUp() built the async components in \(milliseconds(launch.warmUpTime)) "
        + "(one after the other: \(milliseconds(oneAfterTheOther))); in parallel: \(launch.warmUpTime < oneAfterTheOther)")
    print("  UsersStore           opened, \(saved) users saved")
    print("  RemoteConfiguration  \(remote.origin), offline users \(remote.offlineUsers ? "on" : "off")")
}

private func milliseconds(_ seconds: Double) -> String {
    "\(Int((seconds * 1000).rounded())) ms"
}
