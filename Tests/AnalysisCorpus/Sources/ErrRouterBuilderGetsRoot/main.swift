// A router is passed the root factory through its initializer and hands it to each module's builder (a
// struct with its memberwise initializer); the onboarding builder reads the flow-scoped progress from
// it, where no flow runs.
// FINDING: rivet check only notes `flow.onboardingProgress` ("the receiver `flow` may hold
// `OnboardingBuilder.flow`, which is given no value the analysis can see"): a struct's memberwise
// initializer (`OnboardingBuilder(flow: factory)`) is not bound to its stored properties, so the builder's
// property holds nothing the analysis sees; with an explicit `init(flow: Factory) { self.flow = flow }` the
// same program gets the error below. Builders, routes and module factories are usually such structs.
// rivet-expect-pending: Modules.swift:23:39: error: Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running (OnboardingProgressKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OnboardingProgressKey.self].
// runtime-expect: crash Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running
import Rivet

let router = Router(factory: Factory(AppAssembly()))
precondition(router.showProfile(userID: 7).title == "user 7")
let onboarding = router.startOnboarding()
onboarding.next()
print(onboarding.progress.step)
