// A router is passed the root factory through its initializer and hands it to each module's builder (a
// struct with its memberwise initializer); the onboarding builder reads the flow-scoped progress from
// it, where no flow runs.
// Decided (issue 27): a struct with no initializer of its own gets the arguments of its memberwise
// initializer (`OnboardingBuilder(flow: factory)`) in its stored properties.
// rivet-expect: Modules.swift:23:39: error: Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running (OnboardingProgressKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OnboardingProgressKey.self].
// runtime-expect: crash Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running
import Rivet

let router = Router(factory: Factory(AppAssembly()))
precondition(router.showProfile(userID: 7).title == "user 7")
let onboarding = router.startOnboarding()
onboarding.next()
print(onboarding.progress.step)
