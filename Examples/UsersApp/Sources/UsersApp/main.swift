import Foundation
import Rivet
import UsersAppKit

// A scripted session of the app: the launch builds the async components, then two sign-ins, each followed
// by the users flow, with the lifecycle of the components checked on the running flows.

let launchTrace = makeLaunchTrace()
let factory = makeAppFactory(user: .demo(), observer: launchTrace)
let configuration = factory.appConfiguration
print("UsersApp: \(configuration.environmentName), \(configuration.baseURL), log level \(configuration.logLevel)")

let launch: LaunchReport
do {
    launch = try await AppLauncher(factory: factory).launch()
} catch {
    print("UsersApp cannot start: \(error)")
    exit(1)
}
await printLaunch(launch, factory)
printLaunchTrace(launchTrace)

let report = LifecycleReport(factory: factory)
let app = AppCoordinator(factory: factory)
app.onFlowEvent = report.record
await app.start()
report.printSummary()
