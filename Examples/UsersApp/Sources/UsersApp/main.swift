import Rivet
import UsersAppKit

// A scripted session of the app: two sign-ins, each followed by the users flow, with the lifecycle of
// the components checked on the running flows.

let factory = makeAppFactory(user: .demo())
let configuration = factory.appConfiguration
print("UsersApp: \(configuration.environmentName), \(configuration.baseURL), log level \(configuration.logLevel)")

let report = LifecycleReport()
let app = AppCoordinator(factory: factory)
app.onFlowEvent = report.record
await app.start()
report.printSummary()
